import { resolve } from 'node:path';
import { ColumnMapping, ImportField, LegacyEncoding } from '../../shared/contract';
import type { Command } from '../command';
import { NOT_ENCRYPTED } from '../not-encrypted';
import { UsageError } from '../usage-error';
import { positiveInteger, requiredString } from './options';

function mappingOption(text: string | undefined): ColumnMapping | undefined {
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError(`--map must be JSON, like '{"name":"Full Name","email":"E-mail"}'.`);
  }
  const mapping = ColumnMapping.safeParse(parsed);
  if (!mapping.success) throw new UsageError(`--map takes our field names (${ImportField.options.join(', ')}) to the file's column headers.`);
  return mapping.data;
}

function encodingOption(text: string | undefined): LegacyEncoding | undefined {
  if (text === undefined) return undefined;
  const encoding = LegacyEncoding.safeParse(text);
  if (!encoding.success) throw new UsageError(`--encoding is one of ${LegacyEncoding.options.join(', ')}: the character set of a file not in Unicode.`);
  return encoding.data;
}

export const dataExportCommands: Command[] = [
  {
    name: 'export json',
    usage: 'export json --out FILE',
    summary: 'Write every current client and their records, templates and settings as one JSON file (docs/export-format.md).',
    options: { out: { type: 'string' } },
    async run(context, values) {
      const core = await context.unlocked();
      context.printJson(await core.call('export.json', { path: resolve(requiredString(values, 'out')) }));
      context.tell(NOT_ENCRYPTED);
    },
  },
  {
    name: 'export csv',
    usage: 'export csv --out DIR',
    summary: 'Write the same records as CSV files, one per kind, into the new folder DIR.',
    options: { out: { type: 'string' } },
    async run(context, values) {
      const core = await context.unlocked();
      context.printJson(await core.call('export.csv', { path: resolve(requiredString(values, 'out')) }));
      context.tell(NOT_ENCRYPTED);
    },
  },
  {
    name: 'export client',
    usage: 'export client --client ID --out DIR [--all-notes]',
    summary: "One client's records as JSON and PDF in the new folder DIR; notes' shareable sections only unless --all-notes.",
    options: { client: { type: 'string' }, out: { type: 'string' }, 'all-notes': { type: 'boolean' } },
    async run(context, values) {
      const clientId = positiveInteger(values, 'client', true);
      const core = await context.unlocked();
      context.printJson(await core.call('export.client', { clientId, path: resolve(requiredString(values, 'out')), notes: values['all-notes'] ? 'all' : 'shareable' }));
      context.tell(NOT_ENCRYPTED);
    },
  },
  {
    name: 'export icf-log',
    usage: 'export icf-log --out FILE',
    summary: 'Write the ICF coaching log (CSV): completed hours per client, named only with their consent.',
    options: { out: { type: 'string' } },
    async run(context, values) {
      const core = await context.unlocked();
      context.printJson(await core.call('export.icfLog', { path: resolve(requiredString(values, 'out')) }));
      context.tell(NOT_ENCRYPTED);
    },
  },
  {
    name: 'import csv',
    usage: 'import csv --file F [--map JSON] [--encoding windows-1251|windows-1256|windows-1252] [--dry-run] [--accept-good-rows]',
    summary: 'Import clients from a CSV; prints a JSON report. Rows with problems stop the import unless --accept-good-rows. A file not in Unicode is read in --encoding, else in the one guessed (the report names it).',
    options: { file: { type: 'string' }, map: { type: 'string' }, encoding: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'accept-good-rows': { type: 'boolean' } },
    async run(context, values) {
      const path = resolve(requiredString(values, 'file'));
      const mapping = mappingOption(values.map as string | undefined);
      const chosen = encodingOption(values.encoding as string | undefined);
      const core = await context.unlocked();
      const preview = await core.call('import.csvPreview', { path, mapping, encoding: chosen });
      const encoding = LegacyEncoding.safeParse(preview.encoding).data;
      const report = { file: path, delimiter: preview.delimiter, encoding: preview.encoding, mapping: preview.mapping, rows: preview.rows, accepted: preview.accepted, rejected: preview.rejected };
      if (values['dry-run']) {
        context.printJson({ ...report, imported: 0, dryRun: true });
        return;
      }
      try {
        const result = await core.call('import.csvCommit', { path, mapping: preview.mapping, encoding, fingerprint: preview.fingerprint, acceptGoodRows: values['accept-good-rows'] === true });
        context.printJson({ ...report, imported: result.imported, clientIds: result.clientIds });
      } catch (error) {
        context.printJson({ ...report, imported: 0 });
        throw error;
      }
    },
  },
  {
    name: 'import json',
    usage: 'import json --file F',
    summary: 'Import a Coachdesk export: restored as it was into an empty practice, otherwise its clients are added.',
    options: { file: { type: 'string' } },
    async run(context, values) {
      const core = await context.unlocked();
      context.printJson(await core.call('import.json', { path: resolve(requiredString(values, 'file')) }));
    },
  },
  {
    name: 'clients erase',
    usage: 'clients erase --client ID',
    summary: 'Erase a client in the trash for good; says until when older backups still hold them.',
    options: { client: { type: 'string' } },
    async run(context, values) {
      const id = positiveInteger(values, 'client', true);
      const core = await context.unlocked();
      const result = await core.call('clients.erase', { id });
      context.printJson(result);
      const { notice } = result;
      if (notice.folderUnreachable) context.tell(`The backup folder ${notice.folder} cannot be reached, so backups there may still hold this client.`);
      else if (notice.holdsUntil) context.tell(`${notice.backupsHoldingClient} backup(s) in ${notice.folder} still hold this client, until about ${notice.holdsUntil} (the retention settings remove them; Coachdesk running daily).`);
      if (notice.keptUntilDeleted > 0) context.tell(`${notice.keptUntilDeleted} damaged or newer backup(s) are never removed automatically: delete them yourself.`);
      context.tell('Backups saved elsewhere keep the client until you delete them.');
    },
  },
];
