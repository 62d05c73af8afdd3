import { randomBytes } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { LOCALE_TAG } from '../../../shared/languages';
import { drawBlock } from './blocks/draw-block';
import type { Doc } from './doc';
import { Flow } from './flow';
import type { DocumentModel, RenderOptions } from './model';
import { drawPageFrames } from './page-frame';
import { pdfPassword, unusablePassword } from './pdf-password';
import { registerFaces } from './text/draw-text';
import { PAGE } from './theme';

/**
 * Renders a document model to PDF bytes in memory: nothing touches the disk here (saving is
 * `savePdf`, to a path the coach chose). With a password the file is encrypted with AES-256;
 * the owner password is random and forgotten, so the permissions below cannot be lifted.
 */
export async function renderDocument(model: DocumentModel, options: RenderOptions): Promise<Buffer> {
  const doc = openDocument(model, options);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFaces(doc);
  const flow = new Flow(doc, options.language, options.persianCalendar);
  model.blocks.forEach((_, i) => drawBlock(flow, model.blocks, i));
  drawPageFrames(flow, model.header, model.footerNote);
  doc.end();
  return done;
}

function openDocument(model: DocumentModel, options: RenderOptions): Doc {
  const settings: PDFKit.PDFDocumentOptions = {
    size: PAGE.size,
    margins: { top: PAGE.margin.top, bottom: PAGE.margin.bottom, left: PAGE.margin.side, right: PAGE.margin.side },
    bufferPages: true,
    // No default font: an unused Helvetica would still be listed, unembedded, in the file.
    font: null as unknown as string,
    lang: LOCALE_TAG[options.language],
    displayTitle: true,
    info: { Title: model.title, Author: model.header.practiceName, Creator: 'Coachdesk', CreationDate: options.createdAt ?? new Date() },
  };
  if (!options.password) return new PDFDocument(settings);
  const password = pdfPassword(options.password);
  try {
    return new PDFDocument({ ...settings, ...encryption(password) });
  } catch {
    // The only thing that varies here is the password: PDF 2.0 prepares it with SASLprep
    // (RFC 4013), which refuses control characters (a tab), direction marks and other
    // invisible ones, private-use characters, anything newer than Unicode 3.2 (most emoji),
    // and right-to-left letters mixed with Latin ones or not at both ends.
    throw unusablePassword();
  }
}

function encryption(password: string): PDFKit.PDFDocumentOptions {
  return {
    pdfVersion: '1.7ext3',
    userPassword: password,
    ownerPassword: randomBytes(24).toString('base64'),
    permissions: { printing: 'highResolution', copying: true, contentAccessibility: true, modifying: false, annotating: false, fillingForms: false, documentAssembly: false },
  };
}
