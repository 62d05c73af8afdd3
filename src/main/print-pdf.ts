import { BrowserWindow, session } from 'electron';
import type { NativePrinter } from '../core/printing';
import { PRINT_PARTITION, PRINT_WEB_PREFERENCES } from './policy';
import { denyPermissions } from './security';

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
      await window.loadURL(`data:application/pdf;base64,${pdf.toString('base64')}`);
      return await new Promise<boolean>((resolve) => window.webContents.print({ silent: false, printBackground: true }, (success) => resolve(success)));
    } finally {
      window.destroy();
    }
  },
};
