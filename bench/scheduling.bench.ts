import Plain from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listClients } from '../src/core/clients/client-list';
import { searchText } from '../src/core/clients/client-rows';
import { migrate } from '../src/core/db/migrate';
import { migrations } from '../src/core/db/migrations';
import { type Db, openEncryptedDatabase } from '../src/core/db/open';
import { dashboard } from '../src/core/sessions/dashboard';
import { listSessions } from '../src/core/sessions/session-list';
import { randomKey } from '../src/core/vault/crypto';
import { compare, type Figure } from './harness';

const CLIENTS = 10_000;
const SESSIONS = 500_000;
const BATCH = 25_000;
const FIRST_NAMES = ['Mila', 'Ivan', 'Reza', 'Siti', 'Ana', 'Boris', 'Nadia', 'Lim', 'Sara', 'Omid', 'Maria', 'Aziz', 'Елена', 'Петър', 'زهرا', 'علی'];
const LAST_NAMES = ['Ivanova', 'Petrov', 'Karimi', 'Aminah', 'Georgieva', 'Rahimi', 'Wei', 'Tan', 'Hosseini', 'Dimitrova', 'Иванова', 'کریمی'];
const TAGS = ['career', 'leadership', 'wellbeing', 'executive', 'sports', 'life'];
const START = Date.parse('2025-01-06T06:00:00Z');
const NOW = Date.parse('2026-01-05T12:00:00Z');

/** Same schema (the real migrations), same rows, in SQLCipher and in plain SQLite. */
async function seed(db: Db): Promise<void> {
  await migrate(db, migrations, { appVersion: 'bench', backupBeforeMigrating: async () => {} });
  const client = db.prepare(
    `INSERT INTO clients (code, full_name, email, time_zone, document_language, status, search_text, created_at, updated_at)
     VALUES (?, ?, ?, 'Europe/Sofia', 'en', ?, ?, ?, ?)`,
  );
  const tag = db.prepare('INSERT INTO client_tags (client_id, tag) VALUES (?, ?)');
  const pack = db.prepare("INSERT INTO packages (client_id, sessions_count, purchased_on, created_at, updated_at) VALUES (?, 60, '2025-01-01', '', '')");
  db.transaction(() => {
    for (let i = 1; i <= CLIENTS; i++) {
      const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]} ${i}`;
      const code = `C${String(i).padStart(5, '0')}`;
      const email = `client${i}@example.com`;
      const tags = [TAGS[i % TAGS.length]!];
      client.run(code, name, email, i % 10 === 0 ? 'paused' : 'active', searchText({ fullName: name, preferredName: null, email, code, tags }), '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
      tag.run(i, tags[0]);
      if (i % 3 === 0) pack.run(i);
    }
  })();
  const session = db.prepare(
    `INSERT INTO sessions (client_id, starts_at, ends_at, time_zone, type, status, created_at, updated_at)
     VALUES (?, ?, ?, 'Europe/Sofia', 'video', ?, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`,
  );
  // 50 sessions per client, spread over two years of working hours.
  for (let from = 0; from < SESSIONS; from += BATCH) {
    db.transaction(() => {
      for (let n = from; n < Math.min(SESSIONS, from + BATCH); n++) {
        const start = START + Math.floor((n * 104 * 7 * 86_400_000) / SESSIONS / 1_800_000) * 1_800_000;
        session.run((n % CLIENTS) + 1, new Date(start).toISOString(), new Date(start + 3_600_000).toISOString(), start < NOW ? 'completed' : 'scheduled');
      }
    })();
  }
  db.pragma('optimize');
}

export async function schedulingBench(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'coachdesk-bench-scheduling-'));
  try {
    const encrypted = openEncryptedDatabase(join(dir, 'encrypted.db'), randomKey());
    const plain = new Plain(join(dir, 'plain.db')) as unknown as Db;
    plain.pragma('journal_mode = WAL');
    plain.pragma('cache_size = -262144');
    const seedTimes: Record<string, number> = {};
    for (const [name, db] of [['encrypted', encrypted], ['plain', plain]] as const) {
      const started = Date.now();
      await seed(db);
      seedTimes[name] = Date.now() - started;
    }
    console.log(`Seeded ${CLIENTS} clients and ${SESSIONS} sessions: encrypted ${seedTimes.encrypted} ms, plain ${seedTimes.plain} ms`);

    const now = new Date(NOW).toISOString();
    const both = (operation: string, run: (db: Db) => unknown, iterations: number, note: string) =>
      compare(operation, () => run(encrypted), () => run(plain), iterations).then((f) => ({ ...f, note }));
    const listInput = { search: '', view: 'current', sort: 'name', limit: 100, offset: 0 } as const;
    const week = { from: '2026-01-12T00:00:00Z', to: '2026-01-19T00:00:00Z', includeCancelled: true, limit: 10_000 };
    const figures = [
      await both('client list: first page (100)', (db) => listClients(db, listInput, now), 200, 'sorted by name, with last/next session'),
      await both('client list: all 10,000', (db) => listClients(db, { ...listInput, limit: 50_000 }, now), 20, 'what the virtualised list loads'),
      await both('client search "petrov"', (db) => listClients(db, { ...listInput, search: 'petrov', limit: 50_000 }, now), 50, 'search as you type'),
      await both('client list: tag + sort by next session', (db) => listClients(db, { ...listInput, tag: 'career', sort: 'nextSession', limit: 50_000 }, now), 20, ''),
      await both('calendar week', (db) => listSessions(db, week, 'Europe/Sofia'), 200, `${listSessions(plain, week, 'Europe/Sofia').length} sessions in the week`),
      await both('dashboard', (db) => dashboard(db, NOW, 'Europe/Sofia'), 20, 'today, next 7 days, quiet clients, credits'),
    ];
    encrypted.close();
    plain.close();
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
