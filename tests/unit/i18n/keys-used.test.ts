import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/i18n/messages';

const SRC = join(__dirname, '../../../src');
/** t('some.key') with a literal key; keys built at run time (t(`nav.${key}`)) are checked by the e2e key scan. */
const LITERAL_CALL = /\bt\(\s*['"]([A-Za-z0-9_.-]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function hasMessage(key: string): boolean {
  const lookup = (path: string) => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages.en);
  return typeof lookup(key) === 'string' || typeof lookup(`${key}_other`) === 'string';
}

describe('message keys used in code', () => {
  it('every t("…") key in src exists in the English messages', () => {
    const missing = sourceFiles(SRC).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(LITERAL_CALL)].map((m) => m[1]!).filter((key) => !hasMessage(key)).map((key) => `${relative(SRC, path)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
