import { BrowserWindow, dialog, type FileFilter, type OpenDialogOptions, type SaveDialogOptions } from 'electron';
import { join } from 'node:path';
import type { NativeDialogs } from '../core/dialogs';
import { DIALOG_TEXT, type DialogKind } from '../shared/contract';
import type { Language } from '../shared/languages';
import { translatorFor as translate } from '../shared/i18n/translator';
import { saveDialogName } from './policy';

/** Its name is the coach's language's ('backups.fileKind'), put in as a dialog opens. */
const BACKUP_FILTER = { name: 'backups.fileKind', extensions: ['coachdesk-backup'] };
const JSON_FILTER = { name: 'JSON', extensions: ['json'] };
const CSV_FILTER = { name: 'CSV', extensions: ['csv'] };
const PDF_FILTER = { name: 'PDF', extensions: ['pdf'] };

/**
 * Save dialogs: a file that does not exist yet (a backup, an export, the ICF log, a PDF) or the
 * name of a new folder (CSV files, a client's export); the core then writes exactly there.
 */
const SAVE: Partial<Record<DialogKind, { fallbackName: string; filters: SaveDialogOptions['filters'] }>> = {
  backupTarget: { fallbackName: 'coachdesk.coachdesk-backup', filters: [BACKUP_FILTER] },
  exportFile: { fallbackName: 'coachdesk-export.json', filters: [JSON_FILTER] },
  icfLogFile: { fallbackName: 'icf-coaching-log.csv', filters: [CSV_FILTER] },
  exportFolder: { fallbackName: 'coachdesk-export', filters: [] },
  pdfTarget: { fallbackName: 'coachdesk.pdf', filters: [PDF_FILTER] },
};

/** Open dialogs pick a file of one kind; the others (backupFolder, pdfFolder) pick a folder. */
const OPEN_FILTERS: Partial<Record<DialogKind, OpenDialogOptions['filters']>> = { backupFile: [BACKUP_FILTER], importCsv: [CSV_FILTER], importJson: [JSON_FILTER] };

/** The operating system's own pickers for backups, exports, imports and PDFs. */
export function electronDialogs(language: () => Language, documentsDir: string): NativeDialogs {
  return {
    async pick(kind, { defaultName }) {
      const t = translate(language());
      const title = t(`${DIALOG_TEXT[kind]}.title`);
      const named = (filters: FileFilter[] = []) => filters.map((filter) => (filter === BACKUP_FILTER ? { ...filter, name: t(filter.name) } : filter));
      const window = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
      const save = SAVE[kind];
      if (save) {
        const options: SaveDialogOptions = { title, defaultPath: join(documentsDir, saveDialogName(defaultName, save.fallbackName)), filters: named(save.filters), properties: ['createDirectory', 'showOverwriteConfirmation'] };
        const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
        return result.canceled || !result.filePath ? null : result.filePath;
      }
      const filters = OPEN_FILTERS[kind];
      const options: OpenDialogOptions = filters ? { title, properties: ['openFile'], filters: named(filters) } : { title, properties: ['openDirectory', 'createDirectory'] };
      const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
  };
}
