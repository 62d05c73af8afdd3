import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DemoMarker, DemoSummary } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { countRows } from '../db/counts';
import type { Db } from '../db/open';
import { withBulkClientGrams } from '../clients/client-grams';
import { withBulkSearchIndexing } from '../search/search-index';
import { SEARCH_SOURCES } from '../search/sources';
import { demoClientRecorder, writeDemoMarker } from './demo-marker';
import type { Checkpoints } from './background-checkpoints';
import { type DemoRun, startRun } from './demo-run';
import { drawProfile, type Profile } from './profile';
import { type Random, streamFor } from './random';
import { RememberedZone } from '../sessions/remembered-zone';
import { drawSchedule, type Schedule } from './schedule';
import { writeClient } from './write-client';
import { writeAssessments, writeGoals } from './write-goals';
import { writeNotes } from './write-notes';

export interface DemoOptions {
  clients: number;
  sessionsPerClient: number;
  notesPerClient: number;
  seed: number;
  /** The coach's zone. */
  timeZone: string;
  /** The clock (milliseconds): the practice is laid out around this day. */
  now: number;
}

/**
 * Rows written per transaction, roughly: big enough to be fast, small enough to report progress
 * every few seconds. Each batch rewrites the index pages its rows land on (a session's start
 * lands anywhere in the sessions-by-time index), so fewer, bigger batches write fewer pages:
 * 8,000 clients × 50 sessions took 42 s of CPU in batches of 1,140 clients, 50 s in batches
 * of 285 (on a busy machine: a rough figure).
 */
const ROWS_PER_BATCH = 80_000;
/** So progress still moves every few seconds when clients have few sessions. */
const MAX_CLIENTS_PER_BATCH = 1_000;

/** Any client at all, in the trash or not: demo data goes only into a practice with none. */
export function hasClients(db: Db): boolean {
  return db.prepare('SELECT EXISTS (SELECT 1 FROM clients)').pluck().get() === 1;
}

/**
 * Fills an empty practice with invented, realistic data in all four languages, mostly through
 * each feature's own store functions, so derived columns and revisions are what they are for
 * a coach's own data; the most numerous rows (action items, check-ins) are written straight,
 * as those stores write them (demo-rows.ts). Clients are written in batches, one transaction
 * each, with the search index filled once per batch, at its end (withBulkSearchIndexing).
 * `onBatch` hears after every batch. `database` is asked for the connection at every batch,
 * so locking the practice midway stops the seeding cleanly (the batches written stay, indexed).
 * With `checkpoints`, each batch's log is copied into the database file elsewhere while the
 * next batch's clients are drawn, and every other batch while it is written
 * (background-checkpoints.ts).
 */
export async function seedDemo(
  database: () => Db,
  options: DemoOptions,
  onBatch: (done: number, total: number) => void = () => {},
  checkpoints: Checkpoints | null = null,
): Promise<DemoSummary> {
  const started = performance.now();
  const first = database();
  if (hasClients(first)) {
    throw new AppError('DEMO_NOT_EMPTY', 'This practice already has clients, so demo data was not added. Demo data goes only into a new, empty practice: create one in another folder.');
  }
  const marker: DemoMarker = {
    seed: options.seed,
    clients: options.clients,
    sessionsPerClient: options.sessionsPerClient,
    notesPerClient: options.notesPerClient,
    createdAt: new Date(options.now).toISOString(),
    clientIds: null,
  };
  const zone = new RememberedZone(options.timeZone);
  const perBatch = Math.max(1, Math.min(MAX_CLIENTS_PER_BATCH, Math.floor(ROWS_PER_BATCH / (options.sessionsPerClient + 20))));
  for (let from = 0; from < options.clients; from += perBatch) {
    // Drawn before the batch's transaction, while the last batch's log is being copied.
    const drawn = drawClients(startRun(database(), options.now, zone), options, from, Math.min(options.clients, from + perBatch));
    await checkpoints?.readyForBatch();
    // Asked again after waiting: the practice may have been locked meanwhile.
    const db = database();
    const run = startRun(db, options.now, zone);
    const recordDemoClient = demoClientRecorder(db);
    db.transaction(() => {
      withBulkSearchIndexing(db, SEARCH_SOURCES, () =>
        withBulkClientGrams(db, () => {
          for (const client of drawn) {
            const clientId = writeDemoClient(run, options, client);
            recordDemoClient(clientId);
            marker.clientIds = { first: marker.clientIds?.first ?? clientId, last: clientId };
          }
        }),
      );
      // With the batch, so a demo stopped midway is still marked, and removable, for what was written.
      writeDemoMarker(db, marker);
    })();
    checkpoints?.start();
    onBatch(Math.min(options.clients, from + perBatch), options.clients);
    // Let progress reach the window (and other calls through) between batches.
    await nextTurn();
  }
  await checkpoints?.ended();
  return { marker, counts: countRows(database()), seconds: (performance.now() - started) / 1000 };
}

interface DrawnClient {
  random: Random;
  profile: Profile;
  schedule: Schedule;
}

/** Clients `from`… `to` (not included) as drawn, each from their own sequence, before anything is written. */
function drawClients(run: DemoRun, options: DemoOptions, from: number, to: number): DrawnClient[] {
  const drawn: DrawnClient[] = [];
  for (let index = from; index < to; index++) {
    const random = streamFor(options.seed, index);
    const profile = drawProfile(random, index);
    drawn.push({ random, profile, schedule: drawSchedule(run, random, profile, index, options.sessionsPerClient) });
  }
  return drawn;
}

/** One client and everything about them, drawn from the client's own sequence. */
function writeDemoClient(run: DemoRun, options: DemoOptions, { random, profile, schedule }: DrawnClient): number {
  const { clientId, sessions } = writeClient(run, random, profile, schedule);
  const goals = writeGoals(run, random, profile, clientId, sessions);
  writeAssessments(run, random, profile, clientId, sessions, goals);
  writeNotes(run, random, profile, clientId, sessions, goals, options.notesPerClient);
  return clientId;
}
