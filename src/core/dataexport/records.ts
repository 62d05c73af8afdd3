import type { Db } from '../db/open';
import type { ChildList, Field, Kind } from './kinds';

/** A database value as the export carries it: booleans for 0/1 flags, JSON columns parsed. */
function exported(value: unknown, field: Field): unknown {
  if (value === null || value === undefined) return field.type === 'boolean' ? false : null;
  if (field.type === 'boolean') return value === 1;
  if (field.type === 'json') return JSON.parse(value as string);
  return value;
}

/** An exported value as the database stores it (the reverse of `exported`). */
export function stored(value: unknown, field: Field): unknown {
  if (value === undefined || value === null) return null;
  if (field.type === 'boolean') return value ? 1 : 0;
  if (field.type === 'json') return JSON.stringify(value);
  return value;
}

export function getPath(record: Record<string, unknown>, name: string): unknown {
  const [group, inner] = name.split('.');
  if (inner === undefined) return record[name];
  return (record[group!] as Record<string, unknown> | undefined)?.[inner];
}

function setPath(record: Record<string, unknown>, name: string, value: unknown): void {
  const [group, inner] = name.split('.');
  if (inner === undefined) record[name] = value;
  else ((record[group!] ??= {}) as Record<string, unknown>)[inner] = value;
}

export function rowToRecord(row: Record<string, unknown>, fields: Record<string, Field>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) setPath(record, name, exported(row[field.column], field));
  return record;
}

/** Each record of `kind` matching `where` (SQL over the kind's table), with its child lists. */
export function* readRecords(db: Db, kind: Kind, where: string, params: unknown[], skipChildren: readonly string[] = []): Generator<Record<string, unknown>> {
  const children = Object.entries(kind.children ?? {})
    .filter(([name]) => !skipChildren.includes(name))
    .map(([name, child]) => ({ name, child, query: db.prepare(`SELECT * FROM "${child.table}" WHERE "${child.parentColumn}" = ? ORDER BY ${child.orderBy}`) }));
  // Read in pages by id rather than one long iteration, so the children's queries run between pages.
  const page = db.prepare(`SELECT * FROM "${kind.table}" WHERE (${where}) AND id > ? ORDER BY id LIMIT 500`);
  let after = 0;
  for (;;) {
    const rows = page.all(...params, after) as Record<string, unknown>[];
    if (rows.length === 0) return;
    for (const row of rows) {
      const record = rowToRecord(row, kind.fields);
      for (const { name, child, query } of children) record[name] = childValues(query.all(row.id) as Record<string, unknown>[], child);
      yield record;
    }
    after = rows[rows.length - 1]!.id as number;
  }
}

function childValues(rows: Record<string, unknown>[], child: ChildList): unknown[] {
  if (child.single) {
    const [field] = Object.values(child.fields);
    return rows.map((row) => exported(row[field!.column], field!));
  }
  return rows.map((row) => rowToRecord(row, child.fields));
}
