import PDFDocument from 'pdfkit';
import type { Doc } from './doc';

export interface OpenedImage {
  width: number;
  height: number;
}

/** The image as pdfkit reads it, or undefined when it is not a PNG or JPEG it can open. */
export function openImage(doc: Doc, bytes: Uint8Array): OpenedImage | undefined {
  try {
    const opened = (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(Buffer.from(bytes));
    return opened.width > 0 && opened.height > 0 ? opened : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a logo can go into documents: checked once when the coach chooses it. */
export function isUsableImage(bytes: Uint8Array): boolean {
  // No default font: a document used only to read an image needs none.
  return openImage(new PDFDocument({ font: null as unknown as string }), bytes) !== undefined;
}
