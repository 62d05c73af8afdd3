import { z } from 'zod';
import { TimeZone } from '../time-zones';
import { unlockedMethod } from './define';

const NoInput = z.object({}).strict();
const Count = (max: number) => z.number().int().min(0).max(max);

/** What "Try a demo practice" writes: small enough to fill in seconds, big enough to look lived in. */
export const DEMO_PRACTICE = { clients: 40, sessionsPerClient: 24, notesPerClient: 8 } as const;

export const DemoSeedInput = z
  .object({
    clients: Count(100_000).min(1),
    sessionsPerClient: Count(200).default(24),
    /** Held sessions (the latest) that get a note, per client. */
    notesPerClient: Count(200).default(4),
    /** The same seed (on the same day) gives the same practice. */
    seed: Count(2_147_483_647).default(1),
    /** The coach's zone: where "today" and the working week are. The computer's by default. */
    timeZone: TimeZone.nullish(),
  })
  .strict();
export type DemoSeedInput = z.input<typeof DemoSeedInput>;

/** Kept in the practice, so the app can say it holds invented data. */
export const DemoMarker = z.object({
  seed: z.number().int(),
  clients: z.number().int(),
  sessionsPerClient: z.number().int(),
  notesPerClient: z.number().int(),
  createdAt: z.string(),
  /** The first and last numbers the invented clients were given. Removing the demo deletes the clients it listed one by one (demo_clients), not this range: a client the coach added meanwhile may fall inside it. */
  clientIds: z.object({ first: z.number().int(), last: z.number().int() }).nullable(),
});
export type DemoMarker = z.infer<typeof DemoMarker>;

export const DemoSummary = z.object({
  marker: DemoMarker,
  /** Rows per table after seeding. */
  counts: z.record(z.string(), z.number().int()),
  seconds: z.number(),
});
export type DemoSummary = z.infer<typeof DemoSummary>;

export const demoContract = {
  /** Fills an empty practice with invented clients, sessions, notes, goals and assessments (progress as `demo.progress`). */
  'demo.seed': unlockedMethod(DemoSeedInput, DemoSummary),
  /** Whether this practice holds demo data, and whether it has no clients at all (so it could). */
  'demo.status': unlockedMethod(NoInput, z.object({ demo: DemoMarker.nullable(), empty: z.boolean() })),
  /** Deletes the invented clients (with everything about them) and the demo mark; clients the coach added stay. */
  'demo.remove': unlockedMethod(NoInput, z.object({ removedClients: z.number().int() })),
};
