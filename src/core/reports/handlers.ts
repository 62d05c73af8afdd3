import type { reportsContract } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import type { HandlerGroup } from '../api/types';
import { checkExportFile } from '../fs/export-target';
import { refuseOwnFile } from '../fs/own-files';
import { writeSummaries } from './batch';
import { renderReport } from './generate';
import { savePdf } from './kit';

export const reportsHandlers: HandlerGroup<keyof typeof reportsContract> = {
  'reports.generate': async ({ document, language, password, path }, { vault, now, dataDir }) => {
    if (path) {
      refuseOwnFile(path, dataDir);
      // As an export does, before rendering: a folder that does not exist is EXPORT_FOLDER_MISSING,
      // one sentence, rather than ENOENT from the temporary file surfacing as INTERNAL.
      checkExportFile(path);
    }
    const rendered = await renderReport(vault.db, document, language, password, now());
    if (path) savePdf(path, rendered.pdf);
    return { pdf: path ? null : rendered.pdf.toString('base64'), path: path ?? null, fileName: rendered.fileName, bytes: rendered.pdf.length, language: rendered.language };
  },
  'reports.print': async ({ document, language }, { vault, now, printer }) => {
    if (!printer) throw new AppError('PRINT_UNAVAILABLE', 'Printing from here needs the Coachdesk desktop app. Use the print button of the preview instead.');
    const rendered = await renderReport(vault.db, document, language, null, now());
    return { printed: await printer.printPdf(rendered.pdf, rendered.title) };
  },
  'reports.capabilities': (_, { dialogs, printer }) => ({ nativeSave: dialogs !== undefined, nativePrint: printer !== undefined }),
  'reports.batch': (input, context) => writeSummaries(input, context),
};
