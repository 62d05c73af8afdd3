/**
 * Quick profiling loop for the screen queries (not part of `npm run bench`): seeds a small
 * demo practice in plain SQLite (PROFILE_CLIENTS, default 500) and prints each screen's
 * median time and the query plans of the statements it runs. Seconds per iteration.
 *   npx tsx bench/profile-screens.ts
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Core } from '../src/core/core';
import { listClients } from '../src/core/clients/client-list';
import { seedDemo } from '../src/core/demo/seed';
import { search } from '../src/core/search/search';
import { dashboard } from '../src/core/sessions/dashboard';
import { listSessions } from '../src/core/sessions/session-list';
import type { Db } from '../src/core/db/open';
import { openPlain } from './plain-db';
import { capturePlans } from '../tests/unit/support/query-plans';

const CLIENTS = Number(process.env.PROFILE_CLIENTS ?? 500);
/** PROFILE_SESSIONS: sessions per client (default 50); fewer makes seeding 50,000 clients bearable. */
const SESSIONS = Number(process.env.PROFILE_SESSIONS ?? 50);
const ZONE = 'Europe/Sofia';
const NOW = Date.parse('2026-03-10T08:00:00Z');

function median(run: () => unknown, n = 15): number {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)]!;
}

/** PROFILE_ENCRYPTED=1: Coachdesk's encrypted store (fast passphrase hash); otherwise plain SQLite. */
async function openDatabase(dir: string): Promise<Db> {
  if (!process.env.PROFILE_ENCRYPTED) return openPlain(join(dir, 'plain.db'));
  const core = new Core({ dataDir: dir, now: () => NOW, kdf: { algorithm: 'argon2id', memoryCost: 1024, timeCost: 1, parallelism: 1 } });
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: 'lantern orchard velvet compass' });
  await core.call('vault.setupConfirm', { recoveryKey });
  return core.vault.db;
}

async function main() {
  // PROFILE_KEEP=<folder>: keep the plain practice there and reuse it on the next run (no seeding).
  const kept = process.env.PROFILE_KEEP;
  const dir = kept ?? mkdtempSync(join(tmpdir(), 'coachdesk-profile-'));
  if (kept) mkdirSync(kept, { recursive: true });
  const reuse = kept !== undefined && existsSync(join(kept, 'plain.db'));
  try {
    const db = await openDatabase(dir);
    const t = performance.now();
    if (!reuse) await seedDemo(() => db, { clients: CLIENTS, sessionsPerClient: SESSIONS, notesPerClient: Math.min(10, SESSIONS), seed: 1, timeZone: ZONE, now: NOW });
    console.log(`seed ${CLIENTS} clients: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const nowIso = new Date(NOW).toISOString();
    const list = { search: '', view: 'current', sort: 'name', limit: 100, offset: 0, status: null, tag: null } as const;
    const week = { from: '2026-03-09T00:00:00+02:00', to: '2026-03-16T00:00:00+02:00', includeCancelled: true, limit: 10_000, clientId: null };
    const clientId = db.prepare('SELECT id FROM clients ORDER BY id LIMIT 1').pluck().get() as number;
    const deep = Math.floor((listClients(db, { ...list, limit: 1 }, nowIso).total * 0.8) / 100) * 100;
    const before = listClients(db, { ...list, offset: deep - 100 }, nowIso).items.at(-1)!;
    const screens: [string, () => unknown][] = [
      ['dashboard', () => dashboard(db, NOW, ZONE)],
      ['client list page', () => listClients(db, list, nowIso)],
      ['client list deep', () => listClients(db, { ...list, offset: deep, after: { id: before.id, fullName: before.fullName, code: before.code } }, nowIso)],
      ['client list jump', () => listClients(db, { ...list, offset: deep }, nowIso)],
      ['client search Иванова', () => listClients(db, { ...list, search: 'Иванова' }, nowIso)],
      ['picker "ан" (20)', () => listClients(db, { ...list, search: 'ан', limit: 20 }, nowIso)],
      ['client list every', () => listClients(db, { ...list, limit: 50_000 }, nowIso)],
      ['client sessions', () => listSessions(db, { clientId, includeCancelled: true, limit: 10_000 }, ZONE)],
      ['calendar week', () => listSessions(db, week, ZONE)],
      ['search коуч', () => search(db, 'коуч', 8)],
      ['search ко', () => search(db, 'ко', 8)],
    ];
    for (const [name, run] of screens) console.log(`${name.padEnd(20)} ${median(run).toFixed(2)} ms`);
    if (process.env.PLANS) for (const [name, run] of screens) {
      console.log(`\n== ${name}`);
      const printed = new Set<string>();
      for (const { sql, plan } of capturePlans(db, run)) {
        if (printed.has(sql)) continue;
        printed.add(sql);
        console.log(`  ${sql.replace(/\s+/g, ' ').slice(0, 160)}\n${plan.replace(/^/gm, '    ')}`);
      }
    }
    db.close();
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}
void main();
