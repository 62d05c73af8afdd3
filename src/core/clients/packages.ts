import type { z } from 'zod';
import type { PackageFields } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { assertClientExists } from './client-store';
import type { PackageRow } from './credits';
import { cachedStatement } from '../db/statements';

type Fields = z.output<typeof PackageFields>;

export function createPackage(db: Db, clientId: number, fields: Fields, now: string): number {
  assertClientExists(db, clientId);
  const { lastInsertRowid } = cachedStatement(
    db,
    `INSERT INTO packages (client_id, sessions_count, price_minor, currency, purchased_on, expires_on, note, created_at, updated_at)
     VALUES (@clientId, @sessionsCount, @priceMinor, @currency, @purchasedOn, @expiresOn, @note, @now, @now)`,
  ).run({ ...fields, clientId, now });
  return Number(lastInsertRowid);
}

const COLUMNS: Record<keyof Fields, keyof PackageRow> = {
  sessionsCount: 'sessions_count',
  priceMinor: 'price_minor',
  currency: 'currency',
  purchasedOn: 'purchased_on',
  expiresOn: 'expires_on',
  note: 'note',
};

/** Returns the package's client, so the caller can answer with that client's credits. */
export function updatePackage(db: Db, id: number, changes: Partial<Fields>, now: string): number {
  const clientId = packageClient(db, id);
  const sets = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([field]) => `${COLUMNS[field as keyof Fields]} = @${field}`);
  db.prepare(`UPDATE packages SET ${[...sets, 'updated_at = @now'].join(', ')} WHERE id = @id`).run({ ...changes, id, now });
  return clientId;
}

export function deletePackage(db: Db, id: number): number {
  const clientId = packageClient(db, id);
  db.prepare('DELETE FROM packages WHERE id = ?').run(id);
  return clientId;
}

function packageClient(db: Db, id: number): number {
  const clientId = db.prepare('SELECT client_id FROM packages WHERE id = ?').pluck().get(id) as number | undefined;
  if (clientId === undefined) throw new AppError('NOT_FOUND', 'That package no longer exists.');
  return clientId;
}
