import type { DateTime } from 'luxon';
import type { Session } from '../../shared/contract';
import { insertClient, stampClient } from '../clients/client-store';
import { createPackage } from '../clients/packages';
import { insertSeries, insertSessions, materialise } from '../sessions/series';
import { storedAt } from '../sessions/time';
import type { DemoRun } from './demo-run';
import { type LocalDay, localDayOf } from './local-days';
import type { Profile } from './profile';
import type { Random } from './random';
import type { Schedule } from './schedule';

export interface WrittenSession {
  id: number;
  start: DateTime;
  /** The local day it falls on, for date arithmetic without luxon. */
  day: LocalDay;
  endMs: number;
  status: Session['status'];
}

/**
 * The client, their agreement and packages, and every planned session, through the features'
 * own store functions. Sessions skip the overlap check of `sessions.create`: it only warns,
 * and a demo of thousands of clients overlaps by design.
 */
export function writeClient(run: DemoRun, random: Random, profile: Profile, schedule: Schedule): { clientId: number; sessions: WrittenSession[] } {
  const { db } = run;
  const starts = [...(schedule.series?.occurrences ?? []), ...schedule.singles.map((s) => s.start)].sort((a, b) => a.toMillis() - b.toMillis());
  const first = starts[0] ?? run.today;
  const last = starts[starts.length - 1] ?? run.today;
  const startDate = first.toISODate()!;
  const fee = random.pick(profile.content.prices);
  const agreement = random.chance(0.5)
    ? { start: startDate, end: first.plus({ months: random.pick([6, 12]) }).toISODate(), sessionsIncluded: starts.length, feeMinor: fee, currency: profile.content.currency, cancellationTerms: profile.content.cancellationTerms, signedOn: first.minus({ days: 3 }).toISODate() }
    : {};
  const created = storedAt(first.minus({ days: random.int(3, 10) }).toMillis());
  const clientId = insertClient(db, { ...profile.fields, startDate, agreement }, created);

  const sessions: WrittenSession[] = [];
  const { series } = schedule;
  if (series) {
    const details = { type: series.type, location: series.location, title: null, reminderMinutes: null, proBono: false };
    const seriesId = insertSeries(db, { ...details, clientId, rule: series.rule, localStart: series.localStart, zone: run.timeZone, minutes: series.minutes }, created);
    const ids = materialise(db, seriesId, series.occurrences, created, series.statuses);
    ids.forEach((id, i) => sessions.push({ id, start: series.occurrences[i]!, day: localDayOf(series.occurrences[i]!), endMs: series.occurrences[i]!.toMillis() + series.minutes * 60_000, status: series.statuses[i]! }));
  }
  const singleIds = insertSessions(
    db,
    schedule.singles.map((single) => ({ clientId, seriesId: null, occurrenceStart: null, start: single.start, minutes: single.minutes, zone: run.timeZone, type: single.type, location: null, title: single.title, reminderMinutes: null, proBono: false, status: single.status })),
    created,
  );
  schedule.singles.forEach((single, i) => sessions.push({ id: singleIds[i]!, start: single.start, day: localDayOf(single.start), endMs: single.start.toMillis() + single.minutes * 60_000, status: single.status }));
  sessions.sort((a, b) => a.start.toMillis() - b.start.toMillis());

  writePackages(run, random, profile, clientId, sessions);
  if (profile.fields.status === 'completed' && random.chance(0.3)) {
    const archivedAt = storedAt(last.plus({ days: 30 }).toMillis());
    if (archivedAt < run.nowIso) stampClient(db, clientId, 'archived_at', archivedAt, archivedAt);
  }
  return { clientId, sessions };
}

/** Some clients buy packages of sessions as they go; a few are nearly out of credits today. */
function writePackages(run: DemoRun, random: Random, profile: Profile, clientId: number, sessions: readonly WrittenSession[]): void {
  if (profile.engagement === 'prospect' || sessions.length === 0 || !random.chance(0.45)) return;
  const size = random.pick([6, 10, 12]);
  const price = random.pick(profile.content.prices);
  for (let at = 0; at < sessions.length; at += size) {
    const bought = sessions[at]!.start.minus({ days: 2 });
    if (bought > run.today) break;
    const fields = {
      sessionsCount: size,
      priceMinor: price,
      currency: profile.content.currency,
      purchasedOn: bought.toISODate()!,
      expiresOn: random.chance(0.3) ? bought.plus({ years: 1 }).toISODate()! : null,
      note: random.chance(0.3) ? random.pick(profile.content.packageNotes) : null,
    };
    createPackage(run.db, clientId, fields, storedAt(bought.toMillis()));
  }
}
