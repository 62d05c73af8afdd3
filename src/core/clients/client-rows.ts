import type { Agreement, Client } from '../../shared/contract';
import type { Language } from '../../shared/languages';
import type { Db } from '../db/open';
import { cachedStatement } from '../db/statements';
import { foldForSearch as foldAsSearch } from '../search/normalise';
import { withoutLatinAccents } from '../search/query';

export interface ClientRow {
  id: number;
  code: string;
  full_name: string;
  preferred_name: string | null;
  email: string | null;
  phone: string | null;
  time_zone: string;
  document_language: Language;
  status: Client['status'];
  start_date: string | null;
  referral_source: string | null;
  background: string | null;
  agreement_start: string | null;
  agreement_end: string | null;
  agreement_sessions: number | null;
  agreement_fee_minor: number | null;
  agreement_currency: string | null;
  agreement_cancellation_terms: string | null;
  agreement_signed_on: string | null;
  icf_consent: 0 | 1;
  retention_reviewed_at: string | null;
  archived_at: string | null;
  trashed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Agreement fields and their columns, in one place for reading and writing. */
export const AGREEMENT_COLUMNS: Record<keyof Agreement, keyof ClientRow> = {
  start: 'agreement_start',
  end: 'agreement_end',
  sessionsIncluded: 'agreement_sessions',
  feeMinor: 'agreement_fee_minor',
  currency: 'agreement_currency',
  cancellationTerms: 'agreement_cancellation_terms',
  signedOn: 'agreement_signed_on',
};

export function tagsOf(db: Db, clientId: number): string[] {
  return cachedStatement(db, 'SELECT tag FROM client_tags WHERE client_id = ? ORDER BY tag', 'pluck').all(clientId) as string[];
}

export function toClient(row: ClientRow, tags: string[]): Client {
  const agreement = Object.fromEntries(Object.entries(AGREEMENT_COLUMNS).map(([field, column]) => [field, row[column]])) as Agreement;
  return {
    id: row.id,
    code: row.code,
    fullName: row.full_name,
    preferredName: row.preferred_name,
    email: row.email,
    phone: row.phone,
    timeZone: row.time_zone,
    documentLanguage: row.document_language,
    status: row.status,
    tags,
    startDate: row.start_date,
    referralSource: row.referral_source,
    background: row.background,
    agreement,
    icfConsent: row.icf_consent === 1,
    retentionReviewedAt: row.retention_reviewed_at,
    archivedAt: row.archived_at,
    trashedAt: row.trashed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What search as you type looks through, folded the way the query will be (`foldClientSearch`). */
export function searchText(parts: { fullName: string; preferredName: string | null; email: string | null; code: string; tags: string[] }): string {
  return foldClientSearch([parts.fullName, parts.preferredName, parts.email, parts.code, ...parts.tags].filter(Boolean).join('\n'));
}

/**
 * The client list's search text and what is searched for: folded as `foldForSearch` does, and
 * the accents on Latin letters removed, as the practice's search ignores them ("Emile" finds
 * "Émile"). A tag's spelling is told apart by `foldForSearch` alone: "café" is not "cafe" there.
 */
export function foldClientSearch(text: string): string {
  return withoutLatinAccents(foldForSearch(text));
}

/** Lower case in every script, and spellings folded as the practice's search folds them (search/normalise.ts). */
export function foldForSearch(text: string): string {
  return foldAsSearch(text.normalize('NFKC').toLocaleLowerCase('und'));
}
