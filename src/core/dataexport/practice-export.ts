import type { IcfLogSummary } from '../../shared/contract';
import type { Db } from '../db/open';
import { exportIcs } from '../sessions/ics';
import { readSettings } from '../settings/settings-store';
import { type ExportStamp, exportPracticeCsv, exportPracticeJson } from './exports';
import { writeIcfLog } from './icf-log';
import type { KindKey } from './kinds';

/**
 * An export of the whole practice: it reads every record, for seconds on a large practice, so
 * it runs on a connection of its own in a worker thread (export-off-thread.ts).
 */
export type PracticeExport =
  | { kind: 'json'; path: string; stamp: ExportStamp }
  | { kind: 'csv'; path: string }
  | { kind: 'icfLog'; path: string }
  /** The calendar file comes back as text: the window saves it where the coach says. */
  | { kind: 'ics'; useCodes: boolean };

export interface PracticeExportResults {
  json: { path: string; counts: Record<KindKey, number> };
  csv: { path: string; files: string[] };
  icfLog: IcfLogSummary;
  ics: { ics: string; events: number };
}

export type PracticeExportResult<K extends PracticeExport['kind']> = PracticeExportResults[K];

/** Runs `job` on `db`, any connection to the practice. */
export function runPracticeExport<K extends PracticeExport['kind']>(db: Db, job: Extract<PracticeExport, { kind: K }>): PracticeExportResult<K> {
  return run(db, job) as PracticeExportResult<K>;
}

function run(db: Db, job: PracticeExport): PracticeExportResults[PracticeExport['kind']] {
  if (job.kind === 'json') return exportPracticeJson(db, job.path, job.stamp);
  if (job.kind === 'csv') return exportPracticeCsv(db, job.path);
  if (job.kind === 'ics') return exportIcs(db, { useCodes: job.useCodes });
  return writeIcfLog(db, job.path, readSettings(db).language);
}
