import { BrowserWindow, dialog, type OpenDialogOptions, type SaveDialogOptions } from 'electron';
import { join } from 'node:path';
import type { NativeDialogs } from '../core/dialogs';
import { DIALOG_TEXT, type DialogKind } from '../shared/contract';
import type { Language } from '../shared/languages';
import { translate } from './translator';

const BACKUP_FILTER = { name: 'Coachdesk backup', extensions: ['coachdesk-backup'] };
const PDF_FILTER = { name: 'PDF', extensions: ['pdf'] };

/** "Save as" pickers and the file name they suggest in the Documents folder. */
const SAVE_KINDS: Partial<Record<DialogKind, { filter: typeof PDF_FILTER; fallbackName: string }>> = {
  backupTarget: { filter: BACKUP_FILTER, fallbackName: 'coachdesk.coachdesk-backup' },
  pdfTarget: { filter: PDF_FILTER, fallbackName: 'coachdesk.pdf' },
};

/** The operating system's own pickers: folders, a backup to restore, "save backup as", "save PDF as". */
export function electronDialogs(language: () => Language, documentsDir: string): NativeDialogs {
  return {
    async pick(kind, { defaultName }) {
      const title = translate(language())(`${DIALOG_TEXT[kind]}.title`);
      const window = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
      const save = SAVE_KINDS[kind];
      if (save) {
        const options: SaveDialogOptions = { title, defaultPath: join(documentsDir, defaultName ?? save.fallbackName), filters: [save.filter] };
        const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
        return result.canceled || !result.filePath ? null : result.filePath;
      }
      const options: OpenDialogOptions =
        kind === 'backupFile' ? { title, properties: ['openFile'], filters: [BACKUP_FILTER] } : { title, properties: ['openDirectory', 'createDirectory'] };
      const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
  };
}
