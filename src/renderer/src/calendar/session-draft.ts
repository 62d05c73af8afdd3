import type { EditScope, Session, SessionChanges, SessionCreate, SessionType } from '../../../shared/contract';
import { buildRepeatRule, repeatChoiceOf } from '../../../shared/scheduling/repeat-rule';
import { COACH_TIME_ZONE, dateFacts, toWallClock, wallClockToInstant } from '../scheduling/wall-clock';
import type { RepeatState } from './RepeatFields';

/** What the schedule dialog edits: times as wall-clock text in the session's own zone. */
export interface SessionDraft {
  clientId: number | null;
  start: string;
  minutes: number;
  timeZone: string;
  type: SessionType;
  location: string;
  title: string;
  /** '' uses the practice's default. */
  reminder: number | '';
  proBono: boolean;
  repeat: RepeatState;
  scope: EditScope;
}

export interface NewSessionSeed {
  clientId?: number;
  start?: Date;
  end?: Date;
  /** The session this one follows: the same client, length, kind, place, zone and reminder, at the same time the next week ahead. */
  after?: Session;
}

export function draftOf(session: Session | undefined, seed: NewSessionSeed, defaultMinutes: number, now = new Date()): SessionDraft {
  if (seed.after) {
    const model = draftOf(seed.after, {}, defaultMinutes);
    return { ...model, start: sameTimeWeeksOn(model.start, model.timeZone, now), title: '', proBono: false, repeat: null, scope: 'this' };
  }
  if (session) {
    return {
      clientId: session.clientId,
      start: toWallClock(session.start, session.timeZone),
      minutes: session.minutes,
      timeZone: session.timeZone,
      type: session.type,
      location: session.location ?? '',
      title: session.title ?? '',
      reminder: session.reminderMinutes ?? '',
      proBono: session.proBono,
      repeat: session.repeat ? repeatChoiceOf(session.repeat) : null,
      scope: 'this',
    };
  }
  const start = seed.start ?? nextHalfHour();
  const minutes = seed.end ? Math.max(15, Math.round((seed.end.getTime() - start.getTime()) / 60_000)) : defaultMinutes;
  return { clientId: seed.clientId ?? null, start: toWallClock(start, COACH_TIME_ZONE), minutes, timeZone: COACH_TIME_ZONE, type: 'video', location: '', title: '', reminder: '', proBono: false, repeat: null, scope: 'this' };
}

/** The wall-clock time a whole number of weeks after `start`: the first such that is still ahead of `now`. */
export function sameTimeWeeksOn(start: string, zone: string, now: Date): string {
  const day = Date.parse(`${start.slice(0, 10)}T00:00Z`);
  const weeksBehind = Math.max(0, Math.floor((now.getTime() - Date.parse(`${start}:00Z`)) / WEEK_MS));
  for (let weeks = Math.max(1, weeksBehind); ; weeks++) {
    const wallClock = `${new Date(day + weeks * WEEK_MS).toISOString().slice(0, 10)}${start.slice(10)}`;
    const instant = wallClockToInstant(wallClock, zone);
    if (!instant || instant > now) return wallClock;
  }
}

const WEEK_MS = 7 * 86_400_000;

function nextHalfHour(): Date {
  const now = new Date();
  now.setMinutes(now.getMinutes() < 30 ? 30 : 60, 0, 0);
  return now;
}

export function ruleOf(draft: SessionDraft): string | null {
  if (!draft.repeat) return null;
  if ('until' in draft.repeat.ends && !draft.repeat.ends.until) return null;
  return buildRepeatRule(draft.repeat, dateFacts(draft.start, draft.repeat.calendar));
}

const details = (draft: SessionDraft) => ({
  type: draft.type,
  location: draft.location,
  title: draft.title,
  reminderMinutes: draft.reminder === '' ? null : draft.reminder,
  proBono: draft.proBono,
});

export function createInput(draft: SessionDraft): SessionCreate {
  return { clientId: draft.clientId!, start: draft.start, minutes: draft.minutes, timeZone: draft.timeZone, repeat: ruleOf(draft), ...details(draft) };
}

/**
 * Only what the coach changed is sent, so an edit of "all" does not copy this occurrence's
 * own title or place onto the others. The rule is sent when it changed and the edit reaches
 * beyond this one occurrence.
 */
export function changesOf(draft: SessionDraft, session: Session): SessionChanges {
  const before = draftOf(session, {}, session.minutes);
  const after = details(draft);
  const original = details(before);
  const changes: SessionChanges = {};
  if (draft.start !== before.start || draft.timeZone !== before.timeZone) Object.assign(changes, { start: draft.start, timeZone: draft.timeZone });
  if (draft.minutes !== before.minutes) changes.minutes = draft.minutes;
  for (const key of Object.keys(after) as (keyof typeof after)[]) {
    if (after[key] !== original[key]) Object.assign(changes, { [key]: after[key] });
  }
  // Sent only when the coach changed the repeat fields themselves: a rule built again from a
  // moved date ("2nd Tuesday" becoming "2nd Wednesday") is the core's to work out from the
  // move, and a rule the form cannot show in full (several weekdays, say) is left alone.
  const rule = ruleOf(draft);
  const repeatChanged = JSON.stringify(draft.repeat) !== JSON.stringify(before.repeat);
  if (rule !== null && repeatChanged && (session.seriesId === null || draft.scope !== 'this')) changes.repeat = rule;
  return changes;
}
