import type { Credits, Package } from '../../shared/contract';
import type { Db } from '../db/open';
import { groupBy } from '../../shared/group-by';

export interface PackageRow {
  id: number;
  client_id: number;
  sessions_count: number;
  price_minor: number | null;
  currency: string | null;
  purchased_on: string;
  expires_on: string | null;
  note: string | null;
  created_at: string;
}

/** Sessions that use a credit: held (completed) or cancelled too late; pro bono ones never do. */
export const CHARGEABLE = "status IN ('completed', 'late_cancelled') AND pro_bono = 0";

/**
 * Draws each chargeable session, oldest first, from the oldest package that still has
 * credits, had been bought by that day and had not expired. Whatever no package covers is `uncovered`.
 */
export function allocateCredits(packages: PackageRow[], sessionDays: string[], today: string): Credits {
  const used = new Map<number, number>(packages.map((p) => [p.id, 0]));
  let uncovered = 0;
  for (const day of sessionDays) {
    const source = packages.find((p) => used.get(p.id)! < p.sessions_count && p.purchased_on <= day && (p.expires_on === null || day <= p.expires_on));
    if (source) used.set(source.id, used.get(source.id)! + 1);
    else uncovered += 1;
  }
  const list: Package[] = packages.map((p) => {
    const count = used.get(p.id)!;
    return {
      id: p.id,
      clientId: p.client_id,
      sessionsCount: p.sessions_count,
      priceMinor: p.price_minor,
      currency: p.currency,
      purchasedOn: p.purchased_on,
      expiresOn: p.expires_on,
      note: p.note,
      used: count,
      remaining: p.sessions_count - count,
      expired: p.expires_on !== null && p.expires_on < today,
      createdAt: p.created_at,
    };
  });
  const remaining = list.filter((p) => !p.expired).reduce((sum, p) => sum + p.remaining, 0);
  const totalUsed = list.reduce((sum, p) => sum + p.used, 0);
  const warning = packages.length === 0 ? 'none' : remaining === 0 ? 'empty' : remaining === 1 ? 'last' : 'none';
  return { packages: list, remaining, used: totalUsed, uncovered, warning };
}

/**
 * The coach's calendar, which a package's dates are in: today, and the day a session fell on,
 * in the coach's own zone. In UTC, a session in the small hours east of UTC counted as the day
 * before (drawn from a package that had expired), and an expired package still looked valid
 * until the UTC date turned.
 */
export class CoachDays {
  readonly today: string;
  private readonly format: Intl.DateTimeFormat;

  constructor(now: number, zone: string) {
    // en-CA writes a date as YYYY-MM-DD.
    this.format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    this.today = this.dayOf(new Date(now).toISOString());
  }

  dayOf(instant: string): string {
    return this.format.format(new Date(instant));
  }
}

export function creditsOf(db: Db, clientId: number, days: CoachDays): Credits {
  const packages = db.prepare('SELECT * FROM packages WHERE client_id = ? ORDER BY purchased_on, id').all(clientId) as PackageRow[];
  const starts = db.prepare(`SELECT starts_at FROM sessions WHERE client_id = ? AND ${CHARGEABLE} ORDER BY starts_at`).pluck().all(clientId) as string[];
  return allocateCredits(packages, starts.map((start) => days.dayOf(start)), days.today);
}

/** Credits for many clients at once (the dashboard): two queries, grouped here. */
export function creditsOfClients(db: Db, clientIds: number[], days: CoachDays): Map<number, Credits> {
  const result = new Map<number, Credits>();
  if (clientIds.length === 0) return result;
  const ids = JSON.stringify(clientIds);
  const packages = db.prepare('SELECT * FROM packages WHERE client_id IN (SELECT value FROM json_each(?)) ORDER BY client_id, purchased_on, id').all(ids) as PackageRow[];
  const sessions = db
    .prepare(`SELECT client_id, starts_at FROM sessions WHERE client_id IN (SELECT value FROM json_each(?)) AND ${CHARGEABLE} ORDER BY client_id, starts_at`)
    .all(ids) as { client_id: number; starts_at: string }[];
  const packagesBy = groupBy(packages, (p) => p.client_id);
  const daysBy = groupBy(sessions, (s) => s.client_id);
  for (const id of clientIds) {
    result.set(id, allocateCredits(packagesBy.get(id) ?? [], (daysBy.get(id) ?? []).map((s) => days.dayOf(s.starts_at)), days.today));
  }
  return result;
}
