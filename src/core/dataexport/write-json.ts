import type { TextSink } from '../fs/atomic-stream';
import type { ExportHeader } from './format';
import { KINDS, type KindKey } from './kinds';
import type { Db } from '../db/open';
import { scopedRecords } from './scope';

/**
 * Writes the export document record by record, so a practice of any size is never held in
 * memory whole: the header, the settings, then one array per kind with a record per line
 * (readable, and friendly to line-based tools). Returns how many records of each kind.
 */
export function writeExportJson(db: Db, sink: TextSink, header: ExportHeader, settings: Record<string, unknown> | undefined): Record<KindKey, number> {
  const counts = {} as Record<KindKey, number>;
  sink.write('{\n');
  for (const [key, value] of Object.entries(header)) sink.write(`  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`);
  if (settings) sink.write(`  "settings": ${JSON.stringify(settings)},\n`);
  KINDS.forEach((kind, index) => {
    sink.write(`  ${JSON.stringify(kind.key)}: [`);
    let count = 0;
    for (const record of scopedRecords(db, kind.key, header.scope)) {
      sink.write(`${count === 0 ? '\n' : ',\n'}    ${JSON.stringify(record)}`);
      count++;
    }
    sink.write(`${count === 0 ? '' : '\n  '}]${index === KINDS.length - 1 ? '' : ','}\n`);
    counts[kind.key] = count;
  });
  sink.write('}\n');
  return counts;
}

/** The whole document as a string (a client's export, tests). */
export function exportJsonText(db: Db, header: ExportHeader, settings?: Record<string, unknown>): string {
  const parts: string[] = [];
  writeExportJson(db, { write: (text) => parts.push(typeof text === 'string' ? text : Buffer.from(text).toString('utf8')) }, header, settings);
  return parts.join('');
}
