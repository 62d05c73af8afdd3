import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../../src/core/db/open';
import { quoteIdentifier, tableNames } from '../../../src/core/db/counts';

/**
 * Generic fill and dump of every table, driven by the schema itself: tests that use them
 * (backup round trips above all) cover tables other features add later without being edited.
 * CHECK constraints of the usual shapes (`x IN (…)`, `x > 0`) are read from the schema; other
 * rules are met by chance across many tries (a row that breaks one is skipped). If a new table
 * gets no row at all, `fillEveryTable` fails loudly, naming it, rather than leaving it empty.
 */

/** Coaching words in Bulgarian, Persian and Malay, so text columns hold more than ASCII. */
const SAMPLE_WORDS = [
  'Коучингът', 'цел', 'умения', 'развитие', 'сесия', 'клиент', 'напредък',
  'کوچینگ', 'رابطه', 'حرفه‌ای', 'اهداف', 'جلسه', 'مراجع', 'پیشرفت',
  'bimbingan', 'matlamat', 'sesi', 'klien', 'kemajuan', 'potensi', 'refleksi',
];

interface Column {
  name: string;
  type: string;
  notnull: number;
  pk: number;
  hidden: number;
}

interface TableInfo {
  name: string;
  virtual: boolean;
  columns: Column[];
  foreignKeys: { table: string; from: string; to: string | null }[];
  /** From the table's CHECK constraints: `column IN (…)` lists and `column > 0`. */
  allowed: Map<string, unknown[]>;
  positive: Set<string>;
  /** Columns checked with json_valid(…): they get a JSON document. */
  json: Set<string>;
}

/** The common shapes of CHECK constraint, read from the CREATE TABLE text. */
function readChecks(sql: string): Pick<TableInfo, 'allowed' | 'positive' | 'json'> {
  const allowed = new Map<string, unknown[]>();
  for (const [, column, list] of sql.matchAll(/(\w+)\s+IN\s*\(([^)]*)\)/gi)) {
    allowed.set(column!, list!.split(',').map((item) => item.trim()).map((item) => (/^'.*'$/.test(item) ? item.slice(1, -1) : Number(item))));
  }
  const positive = new Set([...sql.matchAll(/(\w+)\s*>\s*0\b/g)].map((match) => match[1]!));
  const json = new Set([...sql.matchAll(/json_valid\s*\(\s*(\w+)\s*\)/gi)].map((match) => match[1]!));
  return { allowed, positive, json };
}

function tables(db: Db): TableInfo[] {
  const rows = db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string; sql: string }[];
  const virtual = rows.filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql)).map((row) => row.name);
  return rows
    .filter((row) => !virtual.some((name) => row.name.startsWith(`${name}_`))) // a virtual table's shadow tables fill themselves
    .map((row) => ({
      name: row.name,
      virtual: virtual.includes(row.name),
      columns: db.prepare(`PRAGMA table_xinfo(${quoteIdentifier(row.name)})`).all() as Column[],
      foreignKeys: db.prepare(`PRAGMA foreign_key_list(${quoteIdentifier(row.name)})`).all() as { table: string; from: string; to: string | null }[],
      ...readChecks(row.sql),
    }));
}

/** Parents before children, so foreign keys always find a row to point at. */
function inDependencyOrder(list: TableInfo[]): TableInfo[] {
  const done = new Set<string>();
  const ordered: TableInfo[] = [];
  const visit = (table: TableInfo, path: string[]) => {
    if (done.has(table.name) || path.includes(table.name)) return;
    for (const fk of table.foreignKeys) {
      const parent = list.find((t) => t.name === fk.table);
      if (parent && parent.name !== table.name) visit(parent, [...path, table.name]);
    }
    done.add(table.name);
    ordered.push(table);
  };
  for (const table of list) visit(table, []);
  return ordered;
}

function text(marker: string): string {
  const words = Array.from({ length: randomInt(3, 12) }, () => SAMPLE_WORDS[randomInt(SAMPLE_WORDS.length)]);
  return `${marker} ${words.join(' ')} ${randomBytes(4).toString('hex')}`;
}

function valueFor(db: Db, table: TableInfo, column: Column, marker: string): unknown {
  // Nullable columns are sometimes left empty, so rules like "a journal entry has a date,
  // a session note has none" are met by chance too.
  if (column.notnull === 0 && column.pk === 0 && randomInt(10) < 3) return null;
  const fk = table.foreignKeys.find((key) => key.from === column.name);
  if (fk) {
    const target = fk.to ?? 'rowid';
    return db.prepare(`SELECT ${quoteIdentifier(target)} FROM ${quoteIdentifier(fk.table)} ORDER BY random() LIMIT 1`).pluck().get() ?? null;
  }
  const choices = table.allowed.get(column.name);
  if (choices) return choices[randomInt(choices.length)];
  if (table.json.has(column.name)) return JSON.stringify([{ title: text(marker), text: text(marker) }]);
  const type = column.type.toUpperCase();
  if (type.includes('INT') && table.positive.has(column.name)) return randomInt(1, 1000);
  if (type.includes('INT')) return /_at$|^at$|time|date/i.test(column.name) ? Date.now() - randomInt(1e9) : randomInt(0, 1_000_000);
  if (type.includes('REAL') || type.includes('FLOA') || type.includes('DOUB')) return randomInt(0, 1_000_000) / 100;
  if (type.includes('BLOB')) return randomBytes(randomInt(8, 64));
  if (/_at$|^at$|date|time/i.test(column.name)) return new Date(Date.now() - randomInt(1e9)).toISOString();
  return text(marker);
}

/** Inserts `rows` rows into every table (fewer only if its rules keep refusing); returns how many went in per table. */
export function fillEveryTable(db: Db, rows: number, marker: string): Record<string, number> {
  const inserted: Record<string, number> = {};
  db.transaction(() => {
    // Virtual tables here are search indexes that triggers keep in step with their source
    // tables; writing to them directly would only collide with what the triggers write.
    for (const table of inDependencyOrder(tables(db)).filter((t) => !t.virtual)) {
      // Generated and hidden columns are computed; a lone INTEGER PRIMARY KEY numbers itself,
      // unless it points at another table's row (demo_clients: one row per client).
      const keyColumns = table.columns.filter((c) => c.pk > 0);
      const pointsElsewhere = table.foreignKeys.some((key) => key.from === keyColumns[0]?.name);
      const numbersItself = keyColumns.length === 1 && keyColumns[0]!.type.toUpperCase() === 'INTEGER' && !pointsElsewhere ? keyColumns[0] : undefined;
      const columns = table.columns.filter((c) => c.hidden === 0 && c !== numbersItself);
      const sql = `INSERT INTO ${quoteIdentifier(table.name)} (${columns.map((c) => quoteIdentifier(c.name)).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
      const insert = db.prepare(sql);
      let count = 0;
      let lastError: unknown;
      // Rules met by chance (e.g. ends_at > starts_at) get many tries, so a table is never left empty by bad luck.
      for (let attempt = 0; count < rows && attempt < rows * 50; attempt++) {
        try {
          insert.run(...columns.map((column) => valueFor(db, table, column, marker)));
          count++;
        } catch (error) {
          lastError = error;
        }
      }
      // A one-row table (`id INTEGER PRIMARY KEY CHECK (id = 1)`, e.g. the practice's logo) is
      // full after its first fill: a second fill of the same practice leaves it as it is.
      const held = db.prepare(`SELECT count(*) FROM ${quoteIdentifier(table.name)}`).pluck().get() as number;
      if (held === 0) throw new Error(`fillEveryTable could not put a row into ${table.name}: ${String(lastError)}. Teach it that table's rules.`);
      inserted[table.name] = count;
    }
  })();
  return inserted;
}

/** Every row of every table (shadow tables included), in a form `toEqual` compares exactly. */
export function dumpEveryTable(db: Db): Record<string, string[]> {
  return Object.fromEntries(
    tableNames(db).map((name) => {
      const rows = db.prepare(`SELECT * FROM ${quoteIdentifier(name)}`).all() as Record<string, unknown>[];
      const encoded = rows.map((row) => JSON.stringify(row, (_, value) => (value?.type === 'Buffer' ? `blob:${Buffer.from(value.data).toString('base64')}` : value)));
      return [name, encoded.sort()];
    }),
  );
}
