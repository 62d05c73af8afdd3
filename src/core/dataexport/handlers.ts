import type { dataExportContract } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import type { CoreContext } from '../context';
import { refuseOwnFile } from '../fs/own-files';
import { noteWhileWriting } from '../fs/unfinished-writes';
import { applySettings } from '../settings/apply';
import { readSettings } from '../settings/settings-store';
import { commitCsvImport, previewCsvImport } from './csv-import/import-clients';
import { eraseClient, erasePreview } from './erase';
import { exportPractice } from './export-off-thread';
import { exportClient, inspectExport, readExportFile, stampOf } from './exports';
import { importExport } from './import-json';
import { keepAtReview, retentionCandidates } from './retention-review';

const iso = ({ now }: CoreContext) => new Date(now()).toISOString();
const language = (context: CoreContext) => readSettings(context.vault.db).language;

export const dataExportHandlers: HandlerGroup<keyof typeof dataExportContract> = {
  'export.json': ({ path }, context) => {
    refuseOwnFile(path, context.dataDir);
    return noteWhileWriting(context.vault.db, path, () => exportPractice(context, { kind: 'json', path, stamp: stampOf(context) }));
  },
  'export.csv': ({ path }, context) => {
    refuseOwnFile(path, context.dataDir);
    return noteWhileWriting(context.vault.db, path, () => exportPractice(context, { kind: 'csv', path }));
  },
  'export.client': ({ clientId, path, notes }, context) => {
    refuseOwnFile(path, context.dataDir);
    return noteWhileWriting(context.vault.db, path, () => exportClient(context, clientId, path, notes));
  },
  'export.icfLog': ({ path }, context) => {
    refuseOwnFile(path, context.dataDir);
    return noteWhileWriting(context.vault.db, path, () => exportPractice(context, { kind: 'icfLog', path }));
  },
  'import.inspectJson': ({ path }, context) => inspectExport(context, path),
  'import.json': ({ path }, context) => {
    const report = importExport(context.vault.db, readExportFile(path));
    // A restore brings the old practice's settings (language, theme, auto-lock minutes): they
    // apply now, as if typed on the settings page, not only after the next unlock.
    if (report.mode === 'restore') applySettings(context, readSettings(context.vault.db), true);
    return report;
  },
  'import.csvPreview': (input, context) => previewCsvImport(context.vault.db, input, language(context)),
  'import.csvCommit': (input, context) => commitCsvImport(context.vault.db, input, language(context), iso(context)),
  'clients.erasePreview': ({ id }, context) => erasePreview(context, id),
  'clients.erase': ({ id }, context) => eraseClient(context, id),
  'retention.review': (_, context) => {
    const years = readSettings(context.vault.db).retentionYears;
    return { years, clients: retentionCandidates(context.vault.db, years, context.now()) };
  },
  'retention.keep': ({ id }, context) => keepAtReview(context.vault.db, id, iso(context)),
};
