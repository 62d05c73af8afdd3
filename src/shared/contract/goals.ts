import { z } from 'zod';
import { IsoDate, TimeZone } from '../time-zones';
import { unlockedMethod } from './define';
import { pastDay } from './past-day';

const Id = z.number().int().positive();
const Text = (max: number) => z.string().trim().max(max);
/** Optional text: an empty string clears it. */
const OptionalText = (max: number) => Text(max).nullish().transform((v) => (v ? v : null));
const OptionalDate = IsoDate.nullish().transform((v) => v ?? null);
/** A measured value (kilograms, kilometres, hours, euros…): any finite number of sane size. */
const Measure = z.number().finite().min(-1e12).max(1e12);

export const GoalStatus = z.enum(['active', 'achieved', 'paused', 'dropped']);
export type GoalStatus = z.infer<typeof GoalStatus>;
/** Whether a bigger number is better (distance run) or a smaller one (weight, cigarettes a day). */
export const MetricDirection = z.enum(['higher', 'lower']);
export type MetricDirection = z.infer<typeof MetricDirection>;

/** Active goals without a check-in for this many days are flagged on the Goals page. */
export const STALE_AFTER_DAYS = 30;
/** How many of the latest check-ins a goal summary carries for its small trend line. */
export const TREND_POINTS = 20;

export const MetricFields = z
  .object({
    name: Text(100).min(1),
    unit: OptionalText(30),
    /** Where the client starts; when left out, the first check-in's value is used. */
    baseline: Measure.nullish().transform((v) => v ?? null),
    target: Measure,
    /** Inferred from baseline and target when left out ("higher" without a baseline). */
    direction: MetricDirection.nullish(),
  })
  .strict();
export type MetricFields = z.input<typeof MetricFields>;

export const Metric = z.object({
  name: z.string(),
  unit: z.string().nullable(),
  baseline: z.number().nullable(),
  target: z.number(),
  direction: MetricDirection,
});
export type Metric = z.infer<typeof Metric>;

/** A goal may answer an area of an assessment ("Health" → "Run 10 km"). */
export const GoalArea = z.object({ templateId: Id, areaKey: z.string().trim().min(1).max(60) }).strict();
export type GoalArea = z.infer<typeof GoalArea>;

const GoalFieldsBase = z.object({
  title: Text(200).min(1),
  why: OptionalText(4000),
  targetDate: OptionalDate,
  status: GoalStatus,
  /** null removes the measure; its check-ins keep their values. */
  metric: MetricFields.nullish().transform((v) => v ?? null),
  area: GoalArea.nullish().transform((v) => v ?? null),
});

export const GoalCreate = GoalFieldsBase.extend({
  clientId: Id,
  status: GoalStatus.default('active'),
  milestones: z.array(Text(200).min(1)).max(100).default([]),
}).strict();
export type GoalCreate = z.input<typeof GoalCreate>;
export const GoalChanges = GoalFieldsBase.partial().strict();
export type GoalChanges = z.input<typeof GoalChanges>;

export const GoalProgress = z.object({
  /** The goal's baseline, or the first check-in's value when none was set (see `baselineSource`). */
  baseline: z.number().nullable(),
  baselineSource: z.enum(['set', 'firstCheckIn', 'none']),
  latest: z.number().nullable(),
  latestOn: z.string().nullable(),
  /**
   * The share of the way from baseline to target: 0 at the start, 1 on target. Reported as it
   * is: below 0 when the client is worse off than at the start, above 1 beyond the target.
   */
  fraction: z.number().nullable(),
  /** `fraction` as a whole percentage clamped to 0–100, for progress bars. */
  percent: z.number().int().nullable(),
  reached: z.boolean(),
  /** How far past the target, in the metric's unit; 0 when not past it. */
  beyondTarget: z.number(),
});
export type GoalProgress = z.infer<typeof GoalProgress>;

export const TrendPoint = z.object({ on: z.string(), value: z.number().nullable(), rating: z.number().int().nullable() });
export type TrendPoint = z.infer<typeof TrendPoint>;

export const GoalSummary = z.object({
  id: Id,
  clientId: Id,
  clientName: z.string(),
  clientCode: z.string(),
  title: z.string(),
  why: z.string().nullable(),
  targetDate: z.string().nullable(),
  status: GoalStatus,
  metric: Metric.nullable(),
  area: GoalArea.nullable(),
  progress: GoalProgress,
  milestoneCount: z.object({ done: z.number().int(), total: z.number().int() }),
  checkInCount: z.number().int(),
  lastCheckInOn: z.string().nullable(),
  latestRating: z.number().int().nullable(),
  /** Days since the last check-in (or since the goal was set, without any). */
  daysSinceCheckIn: z.number().int(),
  /** Active and not checked in for STALE_AFTER_DAYS days or more. */
  stale: z.boolean(),
  /** The latest check-ins, oldest first, for a small trend line. */
  trend: z.array(TrendPoint),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GoalSummary = z.infer<typeof GoalSummary>;

export const Milestone = z.object({
  id: Id,
  goalId: Id,
  position: z.number().int(),
  title: z.string(),
  /** The day it was ticked off; null while open. */
  doneOn: z.string().nullable(),
});
export type Milestone = z.infer<typeof Milestone>;

export const CheckIn = z.object({
  id: Id,
  goalId: Id,
  on: z.string(),
  value: z.number().nullable(),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  sessionId: Id.nullable(),
  sessionStart: z.string().nullable(),
  /** This value's share of the way from baseline to target (as GoalProgress.fraction). */
  fraction: z.number().nullable(),
  createdAt: z.string(),
});
export type CheckIn = z.infer<typeof CheckIn>;

export const LinkedSession = z.object({
  sessionId: Id,
  start: z.string(),
  title: z.string().nullable(),
  status: z.string(),
  /** Linked by hand (rather than only through check-ins recorded in it). */
  explicit: z.boolean(),
  checkIns: z.number().int(),
});
export type LinkedSession = z.infer<typeof LinkedSession>;

/** An action item (issue 4) whose goal is this one. */
export const LinkedAction = z.object({ id: Id, text: z.string(), status: z.string(), dueOn: z.string().nullable() });
export type LinkedAction = z.infer<typeof LinkedAction>;

export const GoalDetail = GoalSummary.extend({
  milestones: z.array(Milestone),
  /** Every check-in, oldest first. */
  checkIns: z.array(CheckIn),
  sessions: z.array(LinkedSession),
  /** Action items linked to this goal. */
  actions: z.array(LinkedAction),
});
export type GoalDetail = z.infer<typeof GoalDetail>;

export const GoalListInput = z
  .object({
    clientId: Id.nullish(),
    status: GoalStatus.nullish(),
    /** A client tag: goals of clients with this tag. */
    tag: z.string().trim().min(1).max(40).nullish(),
    staleOnly: z.boolean().default(false),
    /** At most this many, the first in the list's order; all of them without. */
    limit: z.number().int().min(1).max(10_000).nullish(),
    /** The coach's zone, for "today" in the 30-day flag; the computer's by default. */
    timeZone: TimeZone.nullish(),
  })
  .strict();

/** The Goals page's filters, for counting its stale goals beyond the rows it loads. */
export const GoalStaleCountInput = GoalListInput.omit({ staleOnly: true, limit: true });

const Rating = z.number().int().min(1).max(10);
const CheckInDay = pastDay('A check-in');
const CheckInFields = z.object({
  on: CheckInDay,
  value: Measure.nullish().transform((v) => v ?? null),
  rating: Rating.nullish().transform((v) => v ?? null),
  comment: OptionalText(4000),
  sessionId: Id.nullish().transform((v) => v ?? null),
});
const needsValueOrRating = { message: 'A check-in needs a value, a self-rating or both', path: ['value'] };

export const CheckInCreate = CheckInFields.extend({ goalId: Id, on: CheckInDay.nullish() })
  .strict()
  .refine((c) => c.value !== null || c.rating !== null, needsValueOrRating);
export type CheckInCreate = z.input<typeof CheckInCreate>;
export const CheckInChanges = CheckInFields.partial().strict();

const ById = z.object({ id: Id }).strict();
const Deleted = z.object({ deleted: z.literal(true) });

export const goalsContract = {
  /** Goals of one client (every status), or of the practice; newest target dates last. */
  'goals.list': unlockedMethod(GoalListInput, z.array(GoalSummary)),
  'goals.staleCount': unlockedMethod(GoalStaleCountInput, z.object({ stale: z.number().int() })),
  'goals.get': unlockedMethod(ById, GoalDetail),
  'goals.create': unlockedMethod(GoalCreate, GoalDetail),
  'goals.update': unlockedMethod(z.object({ id: Id, changes: GoalChanges }).strict(), GoalDetail),
  /** Deletes the goal with its milestones and check-ins, for good. */
  'goals.delete': unlockedMethod(ById, Deleted),
  /** The date defaults to today (in the computer's zone). */
  'goals.addCheckIn': unlockedMethod(CheckInCreate, GoalDetail),
  'goals.updateCheckIn': unlockedMethod(z.object({ id: Id, changes: CheckInChanges }).strict(), GoalDetail),
  'goals.deleteCheckIn': unlockedMethod(ById, GoalDetail),
  'goals.addMilestone': unlockedMethod(z.object({ goalId: Id, title: Text(200).min(1) }).strict(), GoalDetail),
  'goals.updateMilestone': unlockedMethod(
    z.object({ id: Id, changes: z.object({ title: Text(200).min(1), doneOn: pastDay('A milestone').nullable() }).partial().strict() }).strict(),
    GoalDetail,
  ),
  'goals.deleteMilestone': unlockedMethod(ById, GoalDetail),
  /** `order` lists every milestone of the goal once, in the new order. */
  'goals.reorderMilestones': unlockedMethod(z.object({ goalId: Id, order: z.array(Id).min(1).max(100) }).strict(), GoalDetail),
  /** Links (or unlinks) a session the goal was worked on in, besides sessions with check-ins. */
  'goals.linkSession': unlockedMethod(z.object({ goalId: Id, sessionId: Id, linked: z.boolean() }).strict(), GoalDetail),
};
