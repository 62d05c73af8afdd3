import { z } from 'zod';
import { IsoDate } from '../time-zones';
import { unlockedMethod } from './define';
import { pastDay } from './past-day';
import { GoalStatus } from './goals';

const Id = z.number().int().positive();

/** The built-in template: the Wheel of Life, eight areas scored 1–10. */
export const WHEEL_OF_LIFE = 'wheel';
/**
 * Its areas, in order. Built-in areas are stored by key with no label, so each coach sees
 * them in their own language; a name the coach types is stored as text instead.
 */
export const WHEEL_AREAS = ['health', 'career', 'finances', 'family', 'romance', 'growth', 'fun', 'environment'] as const;
export type WheelArea = (typeof WHEEL_AREAS)[number];

export function isBuiltInArea(key: string): key is WheelArea {
  return (WHEEL_AREAS as readonly string[]).includes(key);
}

export const MIN_AREAS = 3;
export const MAX_AREAS = 24;

/** Stable within its template: scores of two dates are compared by key, whatever the area is called now. */
export const AreaKey = z.string().trim().min(1).max(60).regex(/^[a-z0-9-]+$/, 'Lower-case letters, digits and -');

export const Area = z.object({
  key: z.string(),
  /** null: a built-in area, shown in the coach's language; text: the coach's own name. */
  label: z.string().nullable(),
});
export type Area = z.infer<typeof Area>;

export const AssessmentTemplate = z.object({
  id: Id,
  /** "wheel" for the built-in Wheel of Life; null for the coach's own templates. */
  builtin: z.string().nullable(),
  /** null: the built-in template's translated name. */
  name: z.string().nullable(),
  scaleMin: z.number().int(),
  scaleMax: z.number().int(),
  areas: z.array(Area),
  /** Assessments recorded with it; they keep the areas they were recorded with. */
  assessmentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssessmentTemplate = z.infer<typeof AssessmentTemplate>;

const Label = z.string().trim().min(1).max(80);
const Scale = { scaleMin: z.number().int().min(0).max(10), scaleMax: z.number().int().min(1).max(100) };
const scaleInOrder = { message: 'The top of the scale must be above its bottom', path: ['scaleMax'] };

export const TemplateCreate = z
  .object({
    name: z.string().trim().min(1).max(100),
    scaleMin: Scale.scaleMin.default(1),
    scaleMax: Scale.scaleMax.default(10),
    areas: z.array(z.object({ label: Label }).strict()).min(MIN_AREAS).max(MAX_AREAS),
  })
  .strict()
  .refine((t) => t.scaleMin < t.scaleMax, scaleInOrder);
export type TemplateCreate = z.input<typeof TemplateCreate>;

/**
 * An area as the editor sends it: an existing one by key (renamed when `label` is given;
 * null keeps a built-in area's translated name), or a new one without a key.
 */
export const TemplateAreaInput = z.object({ key: AreaKey.nullish(), label: Label.nullish() }).strict();
export type TemplateAreaInput = z.infer<typeof TemplateAreaInput>;

export const TemplateChanges = z
  .object({
    name: z.string().trim().min(1).max(100),
    ...Scale,
    /** The whole new list, in order; areas left out are removed from the template (not from past assessments). */
    areas: z.array(TemplateAreaInput).min(MIN_AREAS).max(MAX_AREAS),
  })
  .partial()
  .strict();
export type TemplateChanges = z.input<typeof TemplateChanges>;

export const AreaScore = Area.extend({ score: z.number().int() });
export type AreaScore = z.infer<typeof AreaScore>;

/** A recorded assessment carries its own copy of the areas and scale, so editing the template never changes it. */
export const Assessment = z.object({
  id: Id,
  clientId: Id,
  templateId: Id,
  templateBuiltin: z.string().nullable(),
  templateName: z.string().nullable(),
  scaleMin: z.number().int(),
  scaleMax: z.number().int(),
  on: z.string(),
  note: z.string().nullable(),
  sessionId: Id.nullable(),
  scores: z.array(AreaScore),
  average: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Assessment = z.infer<typeof Assessment>;

/** Scores by area key, e.g. {"health": 6, "career": 7}; every area of the template must be scored. */
const Scores = z.record(AreaKey, z.number().int());

const AssessmentDay = pastDay('An assessment');

export const AssessmentCreate = z
  .object({
    clientId: Id,
    templateId: Id,
    /** Defaults to today (in the computer's zone). */
    on: AssessmentDay.nullish(),
    scores: Scores,
    note: z.string().trim().max(4000).nullish().transform((v) => (v ? v : null)),
    sessionId: Id.nullish().transform((v) => v ?? null),
  })
  .strict();
export type AssessmentCreate = z.input<typeof AssessmentCreate>;

export const AssessmentChanges = z
  .object({
    on: AssessmentDay,
    /** Scores for the assessment's own areas (as recorded), all of them. */
    scores: Scores,
    note: z.string().trim().max(4000).nullable().transform((v) => (v ? v : null)),
  })
  .partial()
  .strict();

export const ComparisonRow = z.object({
  key: z.string(),
  label: z.string().nullable(),
  /** null where the area was not part of that assessment. */
  before: z.number().nullable(),
  after: z.number().nullable(),
  change: z.number().nullable(),
  /** The client's goals that answer this area. */
  goals: z.array(z.object({ id: Id, title: z.string(), status: GoalStatus })),
});
export type ComparisonRow = z.infer<typeof ComparisonRow>;

export const AssessmentComparison = z.object({ before: Assessment, after: Assessment, rows: z.array(ComparisonRow) });
export type AssessmentComparison = z.infer<typeof AssessmentComparison>;

const ById = z.object({ id: Id }).strict();
const Deleted = z.object({ deleted: z.literal(true) });

export const assessmentsContract = {
  'assessmentTemplates.list': unlockedMethod(z.object({}).strict(), z.array(AssessmentTemplate)),
  'assessmentTemplates.create': unlockedMethod(TemplateCreate, AssessmentTemplate),
  'assessmentTemplates.update': unlockedMethod(
    z.object({ id: Id, changes: TemplateChanges }).strict().refine((u) => u.changes.scaleMin === undefined || u.changes.scaleMax === undefined || u.changes.scaleMin < u.changes.scaleMax, scaleInOrder),
    AssessmentTemplate,
  ),
  /** Hidden from then on; past assessments keep their copy of the areas. The Wheel of Life cannot be deleted. */
  'assessmentTemplates.delete': unlockedMethod(ById, Deleted),
  /** A client's assessments, oldest first; `from`/`to` are inclusive dates. */
  'assessments.list': unlockedMethod(
    z.object({ clientId: Id, templateId: Id.nullish(), from: IsoDate.nullish(), to: IsoDate.nullish() }).strict(),
    z.array(Assessment),
  ),
  'assessments.get': unlockedMethod(ById, Assessment),
  'assessments.create': unlockedMethod(AssessmentCreate, Assessment),
  'assessments.update': unlockedMethod(z.object({ id: Id, changes: AssessmentChanges }).strict(), Assessment),
  'assessments.delete': unlockedMethod(ById, Deleted),
  /** Change per area between two assessments of the same client, matched by area key. */
  'assessments.compare': unlockedMethod(z.object({ beforeId: Id, afterId: Id }).strict(), AssessmentComparison),
};
