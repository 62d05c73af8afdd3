import { toLatinDigits } from '../../shared/i18n/digits';
import type { Db } from '../db/open';
import { cachedStatement } from '../db/statements';

/**
 * A code as the uniqueness check compares it: digits as 0–9 and lower case in every script,
 * so "C۰۰۰۱" is "C0001" and "к12" is "К12" (a code stands in for a name in exports, so two that
 * look alike must not name two clients).
 */
export function codeKey(code: string): string {
  return toLatinDigits(code).toLocaleLowerCase('und');
}

/** Exported for the test of its query plan. */
export const CODE_CANDIDATES = 'SELECT id, code FROM clients WHERE code LIKE ?';

/**
 * `code` as a LIKE pattern: ASCII as it is (its _ is LIKE's one-character wildcard too, which
 * only adds candidates), Persian and Arabic-Indic digits as 0–9, any other character a `_`.
 */
export function codePattern(code: string): string {
  return toLatinDigits(code).replace(/[^\x20-\x7e]|%/gu, '_');
}

/**
 * The client whose code reads the same as `code` (`codeKey`), if any. SQLite's NOCASE folds
 * only A–Z, so the code index gives the candidates by LIKE (which folds A–Z too) with every
 * other letter a wildcard, and JavaScript compares them. Codes are saved with 0–9 (the
 * contract converts them), so digits stay in the pattern and a code that starts with A–Z or
 * 0–9 is a seek (generated codes, thousands of them in a demo, stay cheap); one that starts with
 * another letter reads the whole code index (a few milliseconds at 50,000 clients). A code
 * saved with Persian digits before the contract converted them is not found by its 0–9 twin.
 */
export function codeHolder(db: Db, code: string): number | undefined {
  const key = codeKey(code);
  const candidates = cachedStatement(db, CODE_CANDIDATES).all(codePattern(code)) as { id: number; code: string }[];
  return candidates.find((candidate) => codeKey(candidate.code) === key)?.id;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The next free code like "C0042": short, stable, and says nothing about the person, so it
 * can stand in for the name in exports and on shared screens. `reserved` holds codes (as
 * `codeKey`s) to pass over although no client has them yet: those an import file names for
 * its later rows.
 */
export function nextClientCode(db: Db, reserved: ReadonlySet<string> = NONE): string {
  let next = ((cachedStatement(db, 'SELECT max(id) FROM clients', 'pluck').get() as number | null) ?? 0) + 1;
  for (;;) {
    const code = `C${String(next).padStart(4, '0')}`;
    if (!reserved.has(codeKey(code)) && codeHolder(db, code) === undefined) return code;
    next += 1;
  }
}
