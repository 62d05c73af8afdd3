/**
 * The PDF document kit: declare a document as a `DocumentModel` (blocks in reading order),
 * render it with `renderDocument(model, { language, password })` to PDF bytes, save those
 * with `savePdf` to the path the coach chose. Text and numbers for the model come from
 * `documentText(language)` and `documentFormat(language)`.
 */
export { renderDocument } from './render-document';
export { savePdf } from './save-pdf';
export { documentFormat, type DocumentFormat } from './format';
export { documentText } from './labels';
export { clearTextCaches } from './text/shaping';
export type * from './model';
