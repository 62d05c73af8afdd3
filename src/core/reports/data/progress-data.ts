import { DateTime } from 'luxon';
import { type Assessment, type Client, type ComparisonRow, type CompletionRate, type GoalDetail, type Session, WHEEL_OF_LIFE } from '../../../shared/contract';
import { AppError } from '../../../shared/errors';
import { completionRate } from '../../actions/completion';
import { listAssessments } from '../../assessments/assessment-store';
import { compareAssessments } from '../../assessments/compare';
import { getClient } from '../../clients/client-store';
import type { Db } from '../../db/open';
import { getGoal } from '../../goals/goal-detail';
import { listGoals } from '../../goals/goal-list';
import { listSessions } from '../../sessions/session-list';

export interface WheelComparison {
  first: Assessment;
  /** Null when the period holds a single assessment. */
  latest: Assessment | null;
  rows: ComparisonRow[];
}

export interface ProgressData {
  client: Client;
  /** The period, inclusive calendar days in the client's zone. */
  from: string;
  to: string;
  today: string;
  /** Every session booked in the period, cancelled ones too (the appendix lists them). */
  sessions: Session[];
  /** The goals worked on in the period: set by its end, and not dropped unless checked in during it. */
  goals: GoalDetail[];
  wheel: WheelComparison | null;
  completion: CompletionRate;
}

const LAST_DAY = '9999-12-31';

export interface Period {
  from?: string | null;
  to?: string | null;
}

export function progressData(db: Db, clientId: number, period: Period, now: number): ProgressData {
  const client = getClient(db, clientId);
  const today = DateTime.fromMillis(now, { zone: client.timeZone }).toISODate()!;
  const to = period.to ?? today;
  const from = period.from ?? minDay(startOf(db, client, today), to);
  // The contract refuses a period given backwards; a start after today with no end given is one too.
  if (from > to) throw new AppError('INVALID_INPUT', `The period would start on ${from}, after it ends on ${to}${period.to ? '' : ' (today, as no end was given)'}. Choose a start on or before its end; nothing was written.`);
  // Nothing is kept past the year 9999, whose next day could not be written as a date.
  const until = to < LAST_DAY ? `${DateTime.fromISO(to).plus({ days: 1 }).toISODate()}T00:00` : undefined;
  const sessions = listSessions(db, { clientId, from: `${from}T00:00`, to: until, includeCancelled: true, limit: 100_000 }, client.timeZone).filter(
    (session) => localDay(session.start, client.timeZone) >= from,
  );
  // A goal belongs to the period if it was set by its end, or worked on in it: a goal entered
  // later with check-ins dated back (history filled in) counts as well.
  const goals = listGoals(db, { clientId, staleOnly: false }, today)
    .map((goal) => getGoal(db, goal.id, today))
    .filter((goal) => {
      const workedOn = goal.checkIns.some((k) => k.on >= from && k.on <= to);
      return (localDay(goal.createdAt, client.timeZone) <= to || workedOn) && (goal.status !== 'dropped' || workedOn);
    });
  return { client, from, to, today, sessions, goals, wheel: wheelOf(db, clientId, from, to), completion: completionRate(db, clientId, from, to, client.timeZone) };
}

/** The Wheel of Life assessments of the period: the first against the latest. */
function wheelOf(db: Db, clientId: number, from: string, to: string): WheelComparison | null {
  const wheels = listAssessments(db, { clientId, from, to }).filter((a) => a.templateBuiltin === WHEEL_OF_LIFE);
  const first = wheels[0];
  if (!first) return null;
  const latest = wheels.length > 1 ? wheels[wheels.length - 1]! : null;
  if (latest) return { first, latest, rows: compareAssessments(db, first.id, latest.id).rows };
  return { first, latest, rows: first.scores.map((s) => ({ key: s.key, label: s.label, before: s.score, after: null, change: null, goals: [] })) };
}

/** Where a report without a start date begins: the client's start date, else their first session. */
function startOf(db: Db, client: Client, today: string): string {
  if (client.startDate) return client.startDate;
  const first = db.prepare('SELECT min(starts_at) FROM sessions WHERE client_id = ?').pluck().get(client.id) as string | null;
  return first ? localDay(first, client.timeZone) : today;
}

function localDay(instant: string, zone: string): string {
  return DateTime.fromISO(instant, { zone: 'utc' }).setZone(zone).toISODate()!;
}

function minDay(a: string, b: string): string {
  return a < b ? a : b;
}
