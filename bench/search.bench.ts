import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Core } from '../src/core/core';
import type { Db } from '../src/core/db/open';
import { writeNoteText } from '../src/core/notes/note-write';
import { resourcesDir } from '../src/core/reports/kit/resources';
import { search } from '../src/core/search/search';
import { docFromText, type NoteSection } from '../src/shared/contract';
import { type Figure, measure } from './harness';
import { openPlain } from './plain-db';

const NOTES = Number(process.env.BENCH_NOTES ?? 500_000);
const CLIENTS = 300;
const BATCH = 5000;
const PASSPHRASE = 'lantern orchard velvet compass';
/** A word placed in 40 notes only: what a coach looks for when they remember one detail. */
const RARE = 'Zephyrinus';

/** What a coach types into the search box: common and rare words, two words, a word being typed. */
const QUERIES: [label: string, text: string][] = [
  ['Bulgarian word', 'целите'],
  ['Persian word', 'کوچینگ'],
  ['Persian, Arabic keyboard', 'كوچينگ'],
  ['Malay word', 'kemahiran'],
  ['two words', 'proses bimbingan'],
  ['word start, 2 letters', 'ко'],
  ['word start, 4 letters', 'коуч'],
  ['word start, 5 letters', 'коучи'],
  ['rare word', RARE],
  ['client name', 'Client 0042'],
];

/** Words of the sample coaching texts the app ships (resources/samples), per language, to write notes with. */
function vocabulary(): string[][] {
  return ['bg', 'fa', 'ms'].map((lang) => {
    const text = readFileSync(join(resourcesDir(), 'samples', `coaching-${lang}.txt`), 'utf8');
    return text.split(/[\s،,.;:()"]+/u).filter((w) => w.length > 1);
  });
}

/** Deterministic, so the encrypted and the plain practice hold the same notes. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TITLES = ['Goal', 'Reality', 'Options', 'Will'];

/** 300 clients, one session per note, and NOTES four-section notes of about 70 words, in batched transactions. */
function seed(db: Db, words: string[][]): void {
  const next = random(7);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const now = '2026-01-01T00:00:00.000Z';
  const client = db.prepare(
    `INSERT INTO clients (code, full_name, time_zone, document_language, status, search_text, created_at, updated_at) VALUES (?, ?, 'UTC', 'en', 'active', '', ?, ?)`,
  );
  const session = db.prepare(`INSERT INTO sessions (client_id, starts_at, ends_at, time_zone, type, status, created_at, updated_at) VALUES (?, ?, ?, 'UTC', 'video', 'completed', ?, ?)`);
  const note = db.prepare(
    `INSERT INTO notes (client_id, session_id, kind, language, sections, plain_text, version, created_at, updated_at) VALUES (?, ?, 'session', 'en', ?, ?, 1, ?, ?)`,
  );
  db.transaction(() => {
    for (let c = 1; c <= CLIENTS; c++) client.run(`C${String(c).padStart(4, '0')}`, `Client ${String(c).padStart(4, '0')}`, now, now);
  })();
  for (let start = 0; start < NOTES; start += BATCH) {
    db.transaction(() => {
      for (let i = start; i < Math.min(NOTES, start + BATCH); i++) {
        const clientId = 1 + (i % CLIENTS);
        const startMs = Date.parse('2000-01-01T09:00:00Z') + i * 3_600_000;
        const at = new Date(startMs).toISOString();
        const sessionId = Number(session.run(clientId, at, new Date(startMs + 3_000_000).toISOString(), at, at).lastInsertRowid);
        const pool = pick(words);
        const sections: NoteSection[] = TITLES.map((title, s) => {
          const text = Array.from({ length: 14 + Math.floor(next() * 8) }, () => pick(pool));
          if (s === 3 && i % Math.floor(NOTES / 40) === 0) text.push(RARE);
          return { id: `s${s}`, title, shareable: s % 3 === 0, content: docFromText(text.join(' ')) };
        });
        const plain = sections.map((s) => `${s.title}\n${s.content.content![0]!.content![0]!.text}`).join('\n\n');
        note.run(clientId, sessionId, JSON.stringify(sections), plain, at, at);
      }
    })();
  }
}

/** Search over NOTES session notes: encrypted (through the contract, and the same query directly) against plain SQLite. */
export async function searchBench(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-bench-search-'));
  try {
    const words = vocabulary();
    const core = new Core({ dataDir, kdf: { algorithm: 'argon2id', memoryCost: 1024, timeCost: 1, parallelism: 1 } });
    const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await core.call('vault.setupConfirm', { recoveryKey });
    const plain = await openPlain(join(dataDir, 'plain.db'));

    let started = Date.now();
    seed(core.vault.db, words);
    const seededEncrypted = (Date.now() - started) / 1000;
    started = Date.now();
    seed(plain, words);
    const seededPlain = (Date.now() - started) / 1000;
    const size = (file: string) => `${Math.round((statSync(file).size + (statSync(`${file}-wal`, { throwIfNoEntry: false })?.size ?? 0)) / 2 ** 20)} MiB`;
    console.log(`Seeded ${NOTES.toLocaleString('en')} notes: encrypted ${seededEncrypted.toFixed(0)} s (${size(join(dataDir, 'coachdesk.db'))}), plain ${seededPlain.toFixed(0)} s (${size(join(dataDir, 'plain.db'))})`);

    const figures: Figure[] = [];
    const all = { encrypted: [] as number[], plain: [] as number[] };
    for (const [label, text] of QUERIES) {
      const hits = search(core.vault.db, text, 8).groups.reduce((n, g) => n + g.hits.length, 0);
      const e = await measure(() => core.call('search.query', { text }), 30);
      const direct = await measure(() => search(core.vault.db, text, 8), 30);
      const p = await measure(() => search(plain, text, 8), 30);
      all.encrypted.push(e.p95);
      all.plain.push(p.p95);
      figures.push({
        operation: `search: ${label}`,
        encryptedP50: e.p50,
        encryptedP95: e.p95,
        plainP50: p.p50,
        plainP95: p.p95,
        ratio: direct.p50 / p.p50,
        note: `${hits} hits shown; encrypted without the contract p50 ${direct.p50.toFixed(1)} ms`,
      });
    }

    // Autosave at this size: the note, its revision and its search entry in one transaction.
    const first = await core.call('notes.forSession', { sessionId: 1 });
    let version = first!.version;
    let n = 0;
    const sectionsAt = (i: number) => first!.sections.map((s) => ({ ...s, content: docFromText(`typing ${i} ${RARE}`) }));
    const save = await measure(async () => {
      ({ version } = await core.call('notes.save', { id: first!.id, sections: sectionsAt(n++), baseVersion: version }));
    }, 100);
    const plainSave = await measure(() => writeNoteText(plain, first!.id, { sections: sectionsAt(n++), title: null, entryDate: null }, { reason: 'edit' }, new Date().toISOString()), 100);
    figures.push({ operation: 'autosave a note', encryptedP50: save.p50, encryptedP95: save.p95, plainP50: plainSave.p50, plainP95: plainSave.p95, ratio: save.p50 / plainSave.p50, note: 'synchronous=FULL: each save is flushed to disk' });

    console.log(`Worst p95 over all searches: encrypted ${Math.max(...all.encrypted).toFixed(1)} ms, plain ${Math.max(...all.plain).toFixed(1)} ms (target: under 50 ms)`);
    plain.close();
    core.close();
    return figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
