import { z } from 'zod';
import { IsoDate, TimeZone } from '../time-zones';
import { unlockedMethod } from './define';

const Id = z.number().int().positive();

export const ActionOwner = z.enum(['client', 'coach']);
export type ActionOwner = z.infer<typeof ActionOwner>;
export const ActionStatus = z.enum(['open', 'done', 'dropped']);
export type ActionStatus = z.infer<typeof ActionStatus>;

/** A commitment made in coaching: what, by when, by whom. */
export const ActionItem = z.object({
  id: Id,
  clientId: Id,
  clientName: z.string(),
  clientCode: z.string(),
  text: z.string(),
  dueOn: z.string().nullable(),
  owner: ActionOwner,
  status: ActionStatus,
  /** The session it was agreed in (or last carried forward to). */
  sessionId: Id.nullable(),
  sessionStart: z.string().nullable(),
  /** A goal of the client's (goals are kept by their own feature). */
  goalId: Id.nullable(),
  /** The note it was written from, if any. */
  noteId: Id.nullable(),
  /** How many times it was carried forward to a later session. */
  carriedForward: z.number().int(),
  completedAt: z.string().nullable(),
  /** Open and due before today (in the coach's time zone). */
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActionItem = z.infer<typeof ActionItem>;

const ActionText = z.string().trim().min(1).max(1000);
/** "Today" for overdue checks is the day in this zone (the coach's), by default the computer's. */
const Zone = { timeZone: TimeZone.nullish() };

export const ActionCreate = z
  .object({
    clientId: Id,
    text: ActionText,
    dueOn: IsoDate.nullish(),
    owner: ActionOwner.default('client'),
    sessionId: Id.nullish(),
    goalId: Id.nullish(),
    noteId: Id.nullish(),
    ...Zone,
  })
  .strict();
export type ActionCreate = z.input<typeof ActionCreate>;

export const ActionChanges = z
  .object({ text: ActionText, dueOn: IsoDate.nullable(), owner: ActionOwner, status: ActionStatus, goalId: Id.nullable() })
  .partial()
  .strict();
export type ActionChanges = z.input<typeof ActionChanges>;

export const ActionListInput = z
  .object({
    clientId: Id.nullish(),
    sessionId: Id.nullish(),
    /** "all" lists every status; open items come first. */
    status: z.union([ActionStatus, z.literal('all')]).default('open'),
    /** Only open items due before today, oldest first (the dashboard's list). */
    overdue: z.boolean().default(false),
    limit: z.number().int().min(1).max(10_000).default(1000),
    ...Zone,
  })
  .strict();
export type ActionListInput = z.input<typeof ActionListInput>;

export const SinceLastTime = z.object({
  /** The client's session before this one, if there was one. */
  previousSession: z.object({ id: Id, start: z.string() }).nullable(),
  /** Open items agreed in that session, and open items added on the client's page since it. */
  items: z.array(ActionItem),
});
export type SinceLastTime = z.infer<typeof SinceLastTime>;

export const CompletionRate = z.object({
  clientId: Id,
  from: z.string(),
  to: z.string(),
  /** Items due in the period (or, without a due date, created in it), leaving out dropped ones. */
  considered: z.number().int(),
  done: z.number().int(),
  /** Done on or before their due date. */
  doneOnTime: z.number().int(),
  open: z.number().int(),
  dropped: z.number().int(),
  /** done ÷ considered, from 0 to 1; null when nothing was due. */
  rate: z.number().nullable(),
});
export type CompletionRate = z.infer<typeof CompletionRate>;

export const actionsContract = {
  'actions.create': unlockedMethod(ActionCreate, ActionItem),
  'actions.update': unlockedMethod(z.object({ id: Id, changes: ActionChanges, ...Zone }).strict(), ActionItem),
  'actions.delete': unlockedMethod(z.object({ id: Id }).strict(), z.object({ deleted: z.literal(true) })),
  /** Per client, per session or across the practice (current clients: not archived, not in the trash); overdue items first, then by due date. */
  'actions.list': unlockedMethod(ActionListInput, z.array(ActionItem)),
  /** What the top of a session's note shows: open items from the client's previous session. */
  'actions.sinceLastTime': unlockedMethod(z.object({ sessionId: Id, ...Zone }).strict(), SinceLastTime),
  /** Moves an open item to a later session (optionally with a new due date) and counts the carry. */
  'actions.carryForward': unlockedMethod(z.object({ id: Id, sessionId: Id, dueOn: IsoDate.nullish(), ...Zone }).strict(), ActionItem),
  'actions.completionRate': unlockedMethod(
    z.object({ clientId: Id, from: IsoDate, to: IsoDate, ...Zone }).strict().refine((p) => p.from <= p.to, { message: 'The period must end after it starts', path: ['to'] }),
    CompletionRate,
  ),
};
