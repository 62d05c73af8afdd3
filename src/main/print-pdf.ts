import type { EventEmitter } from 'node:events';
import { BrowserWindow, session } from 'electron';
import type { NativePrinter } from '../core/printing';
import { PRINT_PARTITION, PRINT_WEB_PREFERENCES } from './policy';
import { denyPermissions } from './security';

/**
 * Electron's PDF viewer signals that its pages are laid out with this internal event (the one
 * Electron's own tests wait for); `loadURL` resolves earlier, and printing then gives blank
 * pages (electron/electron#40797). Should a later Electron stop sending it, the dialog still
 * opens after a pause rather than never.
 */
const PDF_READY = '-pdf-ready-to-print';
const PDF_READY_FALLBACK_MS = 5_000;

function pdfReady(window: BrowserWindow): Promise<void> {
  const events = window.webContents as unknown as EventEmitter;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      events.removeListener(PDF_READY, done);
      resolve();
    };
    const timer = setTimeout(done, PDF_READY_FALLBACK_MS);
    events.once(PDF_READY, done);
  });
}

/**
 * Prints a PDF rendered by the core through the system print dialog. The sandboxed app window
 * cannot reach the PDF viewer inside its preview frame, so the PDF is opened from memory in a
 * hidden window of its own (a data: URL, never a temporary file; documents are a few hundred
 * kB, far below Chromium's 2 MB limit for a URL) and printed from there. Electron prints a PDF
 * document's own pages since version 32 (electron/electron#43309).
 */
export const electronPrinter: NativePrinter = {
  async printPdf(pdf, title) {
    denyPermissions(session.fromPartition(PRINT_PARTITION));
    const window = new BrowserWindow({ show: false, title, webPreferences: PRINT_WEB_PREFERENCES });
    try {
      const ready = pdfReady(window);
      await window.loadURL(`data:application/pdf;base64,${pdf.toString('base64')}`);
      await ready;
      return await new Promise<boolean>((resolve) => window.webContents.print({ silent: false, printBackground: true }, (success) => resolve(success)));
    } finally {
      window.destroy();
    }
  },
};
