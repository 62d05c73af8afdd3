import { z } from 'zod';
import { Language } from '../languages';
import { AbsolutePath } from '../settings';
import { IsoDate } from '../time-zones';
import { unlockedMethod } from './define';
import { ErrorCode } from '../errors';

const Id = z.number().int().positive();

/** What to write: one session's summary, or a client's progress over a period (inclusive days in the client's zone). */
export const ReportDocument = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sessionSummary'), sessionId: Id }).strict(),
  z
    .object({
      kind: z.literal('progressReport'),
      clientId: Id,
      /** Left out: from the client's start (start date, or first session). */
      from: IsoDate.nullish(),
      /** Left out: today in the client's zone. */
      to: IsoDate.nullish(),
      /** The coach's summary, typed when generating; printed as written and not stored. */
      summary: z.string().trim().max(20_000).nullish(),
    })
    .strict()
    .refine((d) => !d.from || !d.to || d.from <= d.to, { message: 'The period must end after it starts', path: ['to'] }),
]);
export type ReportDocument = z.input<typeof ReportDocument>;

/**
 * A password the recipient types to open the PDF (AES-256). Coachdesk never stores it; it is
 * not the practice's passphrase.
 */
export const PdfPassword = z.string().min(1).max(128);

const Generation = {
  document: ReportDocument,
  /** Left out: the client's document language, whatever language the app speaks. */
  language: Language.nullish(),
};

/** A rendered PDF is a few hundred kB at most (a ten-page report with charts is ~150 kB). */
export const GeneratedReport = z.object({
  /** The PDF in base64 for the in-app preview, or null when it was written to `path`. */
  pdf: z.string().nullable(),
  path: z.string().nullable(),
  /** A file name in the document's language, for "save as" and downloads. */
  fileName: z.string(),
  bytes: z.number().int(),
  language: Language,
});
export type GeneratedReport = z.infer<typeof GeneratedReport>;

export const BatchResult = z.object({
  written: z.array(z.object({ sessionId: Id, path: z.string() })),
  failed: z.array(z.object({ sessionId: Id, code: ErrorCode, message: z.string() })),
});
export type BatchResult = z.infer<typeof BatchResult>;

export const reportsContract = {
  /** Renders in memory; with `path` (a file the coach chose) the PDF is written there instead of returned. */
  'reports.generate': unlockedMethod(
    z.object({ ...Generation, password: PdfPassword.nullish(), path: AbsolutePath.nullish() }).strict(),
    GeneratedReport,
  ),
  /** The system's print dialog for the document (desktop app only; PRINT_UNAVAILABLE elsewhere). */
  'reports.print': unlockedMethod(z.object(Generation).strict(), z.object({ printed: z.boolean() })),
  /** What the shell offers: a native save dialog and printing (the desktop app), or neither (a browser). */
  'reports.capabilities': unlockedMethod(z.object({}).strict(), z.object({ nativeSave: z.boolean(), nativePrint: z.boolean() })),
  /**
   * Session summaries for several sessions (e.g. a day's), one PDF each, written into `folder`
   * with `reports.progress` events as they go. One failing does not stop the others.
   */
  'reports.batch': unlockedMethod(
    z
      .object({
        /** Chosen by the caller, so it can tell its progress events from another window's. */
        batchId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        sessionIds: z.array(Id).min(1).max(200),
        folder: AbsolutePath,
        /** Left out: each client's own document language. */
        language: Language.nullish(),
        password: PdfPassword.nullish(),
      })
      .strict(),
    BatchResult,
  ),
};
