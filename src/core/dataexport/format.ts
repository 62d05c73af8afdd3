import { z } from 'zod';
import { AppError } from '../../shared/errors';
import { type ChildList, type Field, type FieldType, KINDS, type Kind, type KindKey } from './kinds';

/**
 * The export document, version 1 (docs/export-format.md describes it for people). One JSON
 * object: a header, the practice's settings (full exports only), then one array per kind of
 * record, each record on a line of its own. Dates and times are as the practice stores them:
 * calendar days "YYYY-MM-DD", instants as UTC ISO strings.
 */
export const EXPORT_FORMAT = 'coachdesk-export';
export const EXPORT_FORMAT_VERSION = 1;

export const ExportScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('practice') }),
  /** `notes`: "shareable" (only sections marked shareable, no titles) or "all". */
  z.object({ kind: z.literal('client'), clientId: z.number().int(), notes: z.enum(['shareable', 'all']) }),
]);
export type ExportScope = z.infer<typeof ExportScope>;

export const ExportHeader = z.object({
  format: z.literal(EXPORT_FORMAT),
  formatVersion: z.number().int().min(1),
  appVersion: z.string(),
  schemaVersion: z.number().int(),
  exportedAt: z.string(),
  scope: ExportScope,
});
export type ExportHeader = z.infer<typeof ExportHeader>;

export type ExportRecord = Record<string, unknown>;
export type ExportRecords = Record<KindKey, ExportRecord[]>;
export interface ExportDocument extends ExportHeader, ExportRecords {
  settings?: Record<string, unknown>;
}

const VALUE: Record<FieldType, z.ZodType> = {
  text: z.string().nullable(),
  integer: z.number().int().nullable(),
  real: z.number().nullable(),
  boolean: z.boolean(),
  json: z.unknown(),
};

/** Fields named `group.field` become nested objects. */
function objectOf(fields: Record<string, Field>, extra: Record<string, z.ZodType> = {}): z.ZodType {
  const shape: Record<string, z.ZodType> = { ...extra };
  const groups = new Map<string, Record<string, Field>>();
  for (const [name, field] of Object.entries(fields)) {
    const [group, inner] = name.split('.');
    if (inner === undefined) shape[name] = VALUE[field.type];
    else groups.set(group!, { ...groups.get(group!), [inner]: field });
  }
  for (const [group, inner] of groups) shape[group] = objectOf(inner);
  return z.object(shape);
}

function childSchema(child: ChildList): z.ZodType {
  return child.single ? z.array(VALUE[Object.values(child.fields)[0]!.type]) : z.array(objectOf(child.fields));
}

function recordSchema(kind: Kind): z.ZodType {
  const children = Object.fromEntries(Object.entries(kind.children ?? {}).map(([name, child]) => [name, childSchema(child).optional()]));
  return objectOf(kind.fields, children);
}

const ExportBody = z.object(Object.fromEntries(KINDS.map((kind) => [kind.key, z.array(recordSchema(kind)).default([])])));

/**
 * Reads a file's text as an export of ours, or refuses it saying why: not an export, from a
 * newer Coachdesk, or a record that does not have the shape its kind needs.
 */
export function parseExport(text: string, fileName: string): ExportDocument {
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw OUR_OPENING.test(text.slice(0, 200)) ? cutShort(fileName) : notOurs(fileName);
  }
  const header = ExportHeader.safeParse(raw);
  if (!header.success) throw notOurs(fileName);
  if (header.data.formatVersion > EXPORT_FORMAT_VERSION) {
    throw new AppError('IMPORT_TOO_NEW', `${fileName} was exported by a newer Coachdesk (format ${header.data.formatVersion}). Update Coachdesk, then import it again; nothing was changed.`, {
      file: fileName,
    });
  }
  const body = ExportBody.safeParse(raw);
  if (!body.success) {
    const issue = body.error.issues[0]!;
    const where = issue.path.join('.');
    throw new AppError('IMPORT_INVALID', `${fileName} cannot be imported: the record at ${where} is not valid (${issue.message}). Export it again from Coachdesk; nothing was changed.`, {
      file: fileName,
      where,
    });
  }
  const settings = (raw as { settings?: unknown }).settings;
  return { ...header.data, ...(body.data as ExportRecords), ...(isPlainObject(settings) ? { settings } : {}) };
}

/** How every export of ours begins (write-json.ts): a file that does, and then does not read as JSON, was cut short or damaged. */
const OUR_OPENING = new RegExp(`^\\uFEFF?\\{\\s*"format":\\s*"${EXPORT_FORMAT}"`);

function cutShort(fileName: string): AppError {
  return new AppError('IMPORT_INCOMPLETE', `${fileName} is a Coachdesk export, but it ends too soon or is damaged (a copy that did not finish?). Copy or export it again; nothing was changed.`, {
    file: fileName,
  });
}

function notOurs(fileName: string): AppError {
  return new AppError('IMPORT_NOT_AN_EXPORT', `${fileName} is not a Coachdesk export (a .json file made with "Export everything" or "Export for a client"). Choose another file; nothing was changed.`, {
    file: fileName,
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
