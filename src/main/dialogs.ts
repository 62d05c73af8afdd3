import { BrowserWindow, dialog, type OpenDialogOptions } from 'electron';
import { join } from 'node:path';
import type { NativeDialogs } from '../core/dialogs';
import type { Language } from '../shared/languages';
import { translatorFor as translate } from '../shared/i18n/translator';

const BACKUP_FILTER = { name: 'Coachdesk backup', extensions: ['coachdesk-backup'] };

/** The operating system's own pickers: the backup folder, a backup to restore, "save backup as". */
export function electronDialogs(language: () => Language, documentsDir: string): NativeDialogs {
  return {
    async pick(kind, { defaultName }) {
      const title = translate(language())(`backups.pathPrompt.${kind}.title`);
      const window = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
      if (kind === 'backupTarget') {
        const options = { title, defaultPath: join(documentsDir, defaultName ?? 'coachdesk.coachdesk-backup'), filters: [BACKUP_FILTER] };
        const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
        return result.canceled || !result.filePath ? null : result.filePath;
      }
      const options: OpenDialogOptions =
        kind === 'backupFolder'
          ? { title, properties: ['openDirectory', 'createDirectory'] }
          : { title, properties: ['openFile'], filters: [BACKUP_FILTER] };
      const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
      return result.canceled ? null : (result.filePaths[0] ?? null);
    },
  };
}
