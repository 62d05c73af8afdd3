import { z } from 'zod';
import { DateTimeInput, TimeZone } from '../time-zones';
import { unlockedMethod } from './define';

const Id = z.number().int().positive();

export const SessionType = z.enum(['in_person', 'video', 'phone']);
export type SessionType = z.infer<typeof SessionType>;
export const SessionStatus = z.enum(['scheduled', 'completed', 'cancelled', 'late_cancelled', 'no_show']);
export type SessionStatus = z.infer<typeof SessionStatus>;
/** Which occurrences of a series an edit or cancellation applies to. */
export const EditScope = z.enum(['this', 'following', 'all']);
export type EditScope = z.infer<typeof EditScope>;

export const MAX_SESSION_MINUTES = 12 * 60;
const Minutes = z.number().int().min(5).max(MAX_SESSION_MINUTES);
/**
 * An RRULE body as in RFC 5545 ("FREQ=WEEKLY;INTERVAL=2;COUNT=10"): weekly or monthly,
 * ending after COUNT occurrences or on an UNTIL date. Checked fully by the core.
 */
const RepeatRule = z.string().trim().min(5).max(300);

export const Session = z.object({
  id: Id,
  clientId: Id,
  clientName: z.string(),
  clientCode: z.string(),
  clientTimeZone: z.string(),
  seriesId: Id.nullable(),
  /** For a series: where the rule placed this occurrence (UTC ISO), even after it was moved. */
  occurrenceStart: z.string().nullable(),
  /** UTC ISO instants; shown in `timeZone` (the session's) or the client's zone. */
  start: z.string(),
  end: z.string(),
  minutes: z.number().int(),
  timeZone: z.string(),
  type: SessionType,
  location: z.string().nullable(),
  title: z.string().nullable(),
  status: SessionStatus,
  /** null: the practice's default; 0: no reminder. */
  reminderMinutes: z.number().int().nullable(),
  proBono: z.boolean(),
  /** The series' rule, for occurrences of one. */
  repeat: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Session = z.infer<typeof Session>;

const SessionDetails = {
  type: SessionType,
  location: z.string().trim().max(500).nullish().transform((v) => (v ? v : null)),
  title: z.string().trim().max(200).nullish().transform((v) => (v ? v : null)),
  reminderMinutes: z.number().int().min(0).max(7 * 24 * 60).nullish(),
  proBono: z.boolean(),
};

export const SessionCreate = z
  .object({
    clientId: Id,
    start: DateTimeInput,
    minutes: Minutes,
    /** The zone the session (and its series) keeps its wall-clock time in; defaults to the computer's. */
    timeZone: TimeZone.nullish(),
    repeat: RepeatRule.nullish(),
    ...SessionDetails,
    type: SessionType.default('in_person'),
    proBono: z.boolean().default(false),
  })
  .strict();
export type SessionCreate = z.input<typeof SessionCreate>;

export const SessionChanges = z
  .object({
    start: DateTimeInput,
    minutes: Minutes,
    timeZone: TimeZone,
    /** A new rule for the series (scope "following" or "all"). */
    repeat: RepeatRule,
    ...SessionDetails,
  })
  .partial()
  .strict();
export type SessionChanges = z.input<typeof SessionChanges>;

export const Conflict = z.object({
  /** The proposed start that collides (one per occurrence of a series). */
  proposedStart: z.string(),
  session: Session,
});
export type Conflict = z.infer<typeof Conflict>;

export const SessionListInput = z
  .object({
    from: DateTimeInput.nullish(),
    to: DateTimeInput.nullish(),
    clientId: Id.nullish(),
    includeCancelled: z.boolean().default(true),
    limit: z.number().int().min(1).max(100_000).default(10_000),
  })
  .strict();

export const ConflictCheck = z
  .object({
    start: DateTimeInput,
    minutes: Minutes,
    timeZone: TimeZone.nullish(),
    repeat: RepeatRule.nullish(),
    /** The session being edited (and, with scope, its series) is not a conflict with itself. */
    sessionId: Id.nullish(),
    scope: EditScope.default('this'),
  })
  .strict();

const Saved = z.object({ session: Session, conflicts: z.array(Conflict) });

export const sessionsContract = {
  'sessions.list': unlockedMethod(SessionListInput, z.array(Session)),
  'sessions.get': unlockedMethod(z.object({ id: Id }).strict(), Session),
  /** Creates a session, or a series (materialised occurrence by occurrence) with `repeat`. */
  'sessions.create': unlockedMethod(SessionCreate, Saved.extend({ seriesId: Id.nullable(), occurrences: z.number().int() })),
  /** Overlaps are reported, not refused: ask before saving, or read `conflicts` after. */
  'sessions.checkConflicts': unlockedMethod(ConflictCheck, z.array(Conflict)),
  'sessions.update': unlockedMethod(z.object({ id: Id, scope: EditScope.default('this'), changes: SessionChanges }).strict(), Saved.extend({ affected: z.number().int() })),
  'sessions.setStatus': unlockedMethod(z.object({ id: Id, status: SessionStatus.exclude(['cancelled', 'late_cancelled']) }).strict(), Session),
  'sessions.cancel': unlockedMethod(
    z.object({ id: Id, scope: EditScope.default('this'), late: z.boolean().default(false) }).strict(),
    z.object({ cancelled: z.number().int() }),
  ),
  /**
   * For sessions booked by mistake: removes those in scope that were never held and that
   * nothing (a note, say) refers to; the others stay. `kept` counts those left in place.
   */
  'sessions.delete': unlockedMethod(
    z.object({ id: Id, scope: EditScope.default('this') }).strict(),
    z.object({ deleted: z.number().int(), kept: z.number().int() }),
  ),
};
