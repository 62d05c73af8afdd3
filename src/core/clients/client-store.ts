import type { z } from 'zod';
import { type Client, ClientChanges, ClientFields } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { systemTimeZone } from '../../shared/time-zones';
import type { Db } from '../db/open';
import { AGREEMENT_COLUMNS, type ClientRow, foldForSearch, searchText, tagsOf, toClient } from './client-rows';
import { codeHolder, nextClientCode } from './codes';
import { nameKey } from './name-key';
import { cachedStatement } from '../db/statements';

type NewClient = z.output<typeof ClientFields>;
type Changes = z.output<typeof ClientChanges>;

export function getClient(db: Db, id: number): Client {
  const row = cachedStatement(db, 'SELECT * FROM clients WHERE id = ?').get(id) as ClientRow | undefined;
  if (!row) throw noSuchClient(id);
  return toClient(row, tagsOf(db, id));
}

/**
 * Throws unless the client exists and is not in the trash: what anything new for a client (a
 * session, note, goal, assessment, action item) needs. Reads only what the check needs; the
 * whole client with its tags cost more than the demo's writes themselves.
 */
export function assertClientNotInTrash(db: Db, id: number): void {
  const client = cachedStatement(db, 'SELECT full_name AS fullName, trashed_at AS trashedAt FROM clients WHERE id = ?').get(id) as { fullName: string; trashedAt: string | null } | undefined;
  if (!client) throw noSuchClient(id);
  if (client.trashedAt) throw new AppError('CLIENT_IN_TRASH', `${client.fullName} is in the trash. Restore the client first.`, { name: client.fullName });
}

/** Throws unless the client exists (in the trash or not). */
export function assertClientExists(db: Db, id: number): void {
  if (cachedStatement(db, 'SELECT 1 FROM clients WHERE id = ?').get(id) === undefined) throw noSuchClient(id);
}

function noSuchClient(id: number): AppError {
  return new AppError('NOT_FOUND', `There is no client number ${id}. It may have been deleted from the trash.`);
}

/** A new client's number; `createClient` without reading the client back (bulk writes). */
export function insertClient(db: Db, fields: NewClient, now: string): number {
  return db.transaction(() => {
    const code = fields.code ?? nextClientCode(db);
    assertCodeFree(db, code, null);
    const tags = normaliseTags(db, fields.tags);
    const { lastInsertRowid } = cachedStatement(
      db,
      `INSERT INTO clients (code, full_name, preferred_name, email, phone, time_zone, document_language, status, start_date, referral_source, background,
         agreement_start, agreement_end, agreement_sessions, agreement_fee_minor, agreement_currency, agreement_cancellation_terms, agreement_signed_on,
         icf_consent, search_text, name_key, created_at, updated_at)
       VALUES (@code, @fullName, @preferredName, @email, @phone, @timeZone, @documentLanguage, @status, @startDate, @referralSource, @background,
         @start, @end, @sessionsIncluded, @feeMinor, @currency, @cancellationTerms, @signedOn, @icf, @search, @nameKey, @now, @now)`,
    ).run({
        ...fields,
        code,
        timeZone: fields.timeZone ?? systemTimeZone(),
        start: null, end: null, sessionsIncluded: null, feeMinor: null, currency: null, cancellationTerms: null, signedOn: null,
        ...fields.agreement,
        icf: fields.icfConsent ? 1 : 0,
        search: searchText({ ...fields, code, tags }),
        nameKey: nameKey(fields.fullName),
        now,
      });
    const id = Number(lastInsertRowid);
    writeTags(db, id, tags);
    return id;
  })();
}

export function createClient(db: Db, fields: NewClient, now: string): Client {
  return getClient(db, insertClient(db, fields, now));
}

const COLUMNS: Partial<Record<keyof Changes, keyof ClientRow>> = {
  fullName: 'full_name',
  preferredName: 'preferred_name',
  code: 'code',
  email: 'email',
  phone: 'phone',
  timeZone: 'time_zone',
  documentLanguage: 'document_language',
  status: 'status',
  startDate: 'start_date',
  referralSource: 'referral_source',
  background: 'background',
};

export function updateClient(db: Db, id: number, changes: Changes, now: string): Client {
  return db.transaction(() => {
    const before = getClient(db, id);
    const sets: string[] = [];
    const values: Record<string, unknown> = { id, now };
    for (const [field, column] of Object.entries(COLUMNS)) {
      const value = changes[field as keyof Changes];
      if (value === undefined) continue;
      if ((field === 'code' || field === 'timeZone') && value === null) continue; // a client always keeps a code and a zone
      if (field === 'code') assertCodeFree(db, value as string, id);
      sets.push(`${column} = @${field}`);
      values[field] = value;
    }
    if (changes.icfConsent !== undefined) {
      sets.push('icf_consent = @icfConsent');
      values.icfConsent = changes.icfConsent ? 1 : 0;
    }
    for (const [field, value] of Object.entries(changes.agreement ?? {})) {
      if (value === undefined) continue;
      const column = AGREEMENT_COLUMNS[field as keyof typeof AGREEMENT_COLUMNS];
      sets.push(`${column} = @agreement_${field}`);
      values[`agreement_${field}`] = value;
    }
    const tags = changes.tags ? normaliseTags(db, changes.tags) : before.tags;
    if (changes.tags) writeTags(db, id, tags);
    const merged = { ...before, ...(values as Partial<Client>), tags, code: (values.code as string | undefined) ?? before.code };
    if (changes.fullName !== undefined) {
      sets.push('name_key = @nameKey');
      values.nameKey = nameKey(changes.fullName);
    }
    sets.push('search_text = @search', 'updated_at = @now');
    values.search = searchText(merged);
    db.prepare(`UPDATE clients SET ${sets.join(', ')} WHERE id = @id`).run(values);
    return getClient(db, id);
  })();
}

/** Archive, trash and restore only stamp the client; nothing is deleted until the trash is emptied. */
export function stampClient(db: Db, id: number, column: 'archived_at' | 'trashed_at', at: string | null, now: string): Client {
  getClient(db, id);
  cachedStatement(db, `UPDATE clients SET ${column} = ?, updated_at = ? WHERE id = ?`).run(at, now, id);
  return getClient(db, id);
}

/**
 * Deletes the clients in the trash for good. As erasing one does (erase.ts), the log is then
 * written into the database and emptied: the deleted rows' old pages stayed readable in it,
 * to anyone with the key, until the next checkpoint.
 */
export function emptyTrash(db: Db): number {
  const deleted = db.transaction(() => db.prepare('DELETE FROM clients WHERE trashed_at IS NOT NULL').run().changes)();
  if (deleted > 0) db.pragma('wal_checkpoint(TRUNCATE)');
  return deleted;
}

/** Every tag once, tag by tag from their index: one seek each, as many as there are tags, not clients. */
const EVERY_TAG = `WITH RECURSIVE walk(tag) AS (
       SELECT min(tag) FROM client_tags
       UNION ALL
       SELECT (SELECT min(tag) FROM client_tags WHERE tag > walk.tag) FROM walk WHERE walk.tag IS NOT NULL)
     SELECT tag FROM walk WHERE tag IS NOT NULL`;

/**
 * The tags of the clients not in the trash, for the tag filters and the tag field: every tag
 * (a few dozen in all), with a look for one client of each not in the trash. Counting every
 * client's tags took about 80 ms at 50,000 clients.
 */
export function listTags(db: Db): { tag: string }[] {
  return cachedStatement(
    db,
    `${EVERY_TAG} AND EXISTS (
       SELECT 1 FROM client_tags t CROSS JOIN clients c ON c.id = t.client_id WHERE t.tag = walk.tag AND c.trashed_at IS NULL)`,
  ).all() as { tag: string }[];
}

/**
 * Tags trimmed, each once, and spelled as the practice already spells them: "лидерство" is
 * the "Лидерство" other clients have, "كار" from an Arabic keyboard the "کار" already there,
 * so the tag filter shows one tag, not two that look alike.
 */
function normaliseTags(db: Db, tags: string[]): string[] {
  const spelling = new Map<string, string>();
  for (const tag of tags.map((t) => t.trim()).filter(Boolean)) if (!spelling.has(foldForSearch(tag))) spelling.set(foldForSearch(tag), tag);
  if (spelling.size === 0) return [];
  for (const tag of distinctTags(db)) if (spelling.has(foldForSearch(tag))) spelling.set(foldForSearch(tag), tag);
  return [...spelling.values()];
}

function distinctTags(db: Db): string[] {
  return cachedStatement(db, EVERY_TAG, 'pluck').all() as string[];
}

function writeTags(db: Db, id: number, tags: string[]): void {
  cachedStatement(db, 'DELETE FROM client_tags WHERE client_id = ?').run(id);
  const insert = cachedStatement(db, 'INSERT INTO client_tags (client_id, tag) VALUES (?, ?)');
  for (const tag of tags) insert.run(id, tag);
}

/** Throws if another client's code reads the same (another case in any script, other digits: `codeHolder`). */
function assertCodeFree(db: Db, code: string, ownId: number | null): void {
  const holder = codeHolder(db, code);
  if (holder !== undefined && holder !== ownId) {
    throw new AppError('CODE_TAKEN', `The client code ${code} is already used by another client. Choose another code, or leave it empty to get one.`, { code });
  }
}
