import { z } from 'zod';
import { toLatinDigits } from '../i18n/digits';
import { Language } from '../languages';
import { IsoDate, TimeZone } from '../time-zones';
import { unlockedMethod } from './define';

export const ClientStatus = z.enum(['prospect', 'active', 'paused', 'completed']);
export type ClientStatus = z.infer<typeof ClientStatus>;

const Id = z.number().int().positive();
const Text = (max: number) => z.string().trim().max(max);
/** Optional text fields: an empty string clears them. */
const OptionalText = (max: number) => Text(max).nullish().transform((v) => (v ? v : null));
/** The most sessions an agreement includes (the client form stops there too). */
export const SESSIONS_INCLUDED_MAX = 1000;

const Currency = z.string().regex(/^[A-Z]{3}$/, 'Expected a currency code like EUR');
const Tag = z.string().trim().min(1).max(40);

export const Agreement = z.object({
  start: IsoDate.nullable(),
  end: IsoDate.nullable(),
  sessionsIncluded: z.number().int().min(0).max(SESSIONS_INCLUDED_MAX).nullable(),
  /** In the currency's minor units (cents, stotinki…), so sums never drift. */
  feeMinor: z.number().int().min(0).nullable(),
  currency: Currency.nullable(),
  cancellationTerms: z.string().max(4000).nullable(),
  signedOn: IsoDate.nullable(),
});
export type Agreement = z.infer<typeof Agreement>;

export const EMPTY_AGREEMENT: Agreement = { start: null, end: null, sessionsIncluded: null, feeMinor: null, currency: null, cancellationTerms: null, signedOn: null };

/** What a coach fills in. No defaults here, so a partial update never resets a field it leaves out. */
const ClientFieldsBase = z.object({
  fullName: Text(200).min(1),
  preferredName: OptionalText(200),
  /**
   * Short code used where a name must not appear (exports, reports); generated when left out.
   * Persian and Arabic-Indic digits are saved as 0–9, so C۰۰۰۱ typed on a Persian keyboard is
   * the C0001 a generated code is, and is found as one.
   */
  code: z.string().trim().max(24).regex(/^[\p{L}\p{N}_-]*$/u, 'Letters, digits, - and _ only').nullish().transform((v) => (v ? toLatinDigits(v) : null)),
  email: z.union([z.email().max(320), z.literal('')]).nullish().transform((v) => (v ? v : null)),
  phone: OptionalText(50),
  timeZone: TimeZone.nullish(),
  documentLanguage: Language,
  status: ClientStatus,
  tags: z.array(Tag).max(50),
  startDate: IsoDate.nullish().transform((v) => v ?? null),
  referralSource: OptionalText(200),
  background: OptionalText(20_000),
  agreement: Agreement.partial(),
  /** The client agreed to be named (with their email) in the coach's ICF coaching log. */
  icfConsent: z.boolean(),
});

/** A new client: every field but the name has a sensible default. */
export const ClientFields = ClientFieldsBase.extend({
  documentLanguage: Language.default('en'),
  status: ClientStatus.default('active'),
  tags: z.array(Tag).max(50).default([]),
  agreement: Agreement.partial().default({}),
  icfConsent: z.boolean().default(false),
});
export type ClientFields = z.input<typeof ClientFields>;
export const ClientChanges = ClientFieldsBase.partial();
export type ClientChanges = z.input<typeof ClientChanges>;

export const Client = z.object({
  id: Id,
  code: z.string(),
  fullName: z.string(),
  preferredName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  documentLanguage: Language,
  status: ClientStatus,
  tags: z.array(z.string()),
  startDate: z.string().nullable(),
  referralSource: z.string().nullable(),
  background: z.string().nullable(),
  agreement: Agreement,
  icfConsent: z.boolean(),
  /** When the coach last chose to keep this finished client at a retention review. */
  retentionReviewedAt: z.string().nullable(),
  archivedAt: z.string().nullable(),
  trashedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof Client>;

/** One row of the client list: enough to show, search and sort, nothing more. */
export const ClientSummary = Client.pick({ id: true, code: true, fullName: true, preferredName: true, email: true, status: true, tags: true, archivedAt: true, trashedAt: true }).extend({
  lastSessionAt: z.string().nullable(),
  nextSessionAt: z.string().nullable(),
});
export type ClientSummary = z.infer<typeof ClientSummary>;

export const ClientView = z.enum(['current', 'archived', 'trash']);
export type ClientView = z.infer<typeof ClientView>;
export const ClientSort = z.enum(['name', 'code', 'status', 'recent', 'nextSession', 'lastSession']);
export type ClientSort = z.infer<typeof ClientSort>;

export const ClientListInput = z
  .object({
    /** Matches name, preferred name, email, tags and code, anywhere, ignoring case. */
    search: z.string().max(200).default(''),
    status: ClientStatus.nullish(),
    tag: Tag.nullish(),
    view: ClientView.default('current'),
    sort: ClientSort.default('name'),
    limit: z.number().int().min(1).max(50_000).default(50_000),
    offset: z.number().int().min(0).default(0),
    /**
     * The row just before this page (the previous page's last), as the coach scrolls on: sorted by
     * name or code, the page is then found by seeking past it instead of skipping `offset` rows,
     * which grows with the list. `offset` still says where the page starts.
     */
    after: z.object({ id: Id, fullName: z.string().max(1000), code: z.string().max(100) }).strict().nullish(),
  })
  .strict();

const ById = z.object({ id: Id }).strict();

export const clientsContract = {
  'clients.list': unlockedMethod(
    ClientListInput,
    z.object({
      total: z.number().int(),
      /** False when `total` is only a floor: a search of one or two letters, with a status or a tag or sorted other than by name, is counted so far past the page and no further ("1,000+ clients"). */
      totalIsExact: z.boolean(),
      items: z.array(ClientSummary),
    }),
  ),
  'clients.get': unlockedMethod(ById, Client),
  'clients.create': unlockedMethod(ClientFields.strict(), Client),
  'clients.update': unlockedMethod(z.object({ id: Id, changes: ClientChanges.strict() }).strict(), Client),
  'clients.archive': unlockedMethod(z.object({ id: Id, archived: z.boolean() }).strict(), Client),
  /** Moves to the trash: hidden everywhere (calendar, dashboard, exports) until restored. */
  'clients.trash': unlockedMethod(ById, Client),
  'clients.restore': unlockedMethod(ById, Client),
  /** Deletes every client in the trash with their packages and sessions, for good. */
  'clients.emptyTrash': unlockedMethod(z.object({}).strict(), z.object({ deleted: z.number().int() })),
  'clients.tags': unlockedMethod(z.object({}).strict(), z.array(z.object({ tag: z.string() }))),
};
