import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../src/shared/i18n/messages';

const SRC = join(__dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A key written out whole: t('a.b'), i18nKey="a.b" or <Sentence k="a.b">. Keys built at run time are not checked. */
const WRITTEN_KEY = /\bt\(\s*'([\w.]+)'|\b(?:k|i18nKey)="([\w.]+)"/g;

function hasMessage(key: string): boolean {
  let node: unknown = messages.en;
  const path = key.split('.');
  const last = path.pop()!;
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  const parent = node as Record<string, unknown> | undefined;
  // A count's message is found by its plural forms (key_one, key_other).
  return typeof parent?.[last] === 'string' || typeof parent?.[`${last}_other`] === 'string';
}

describe('message keys written in the code', () => {
  it('each name a message in English (and so, by messages.test.ts, in every language)', () => {
    const missing = sourceFiles(SRC).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(WRITTEN_KEY)].map((match) => match[1] ?? match[2] ?? '').filter((key) => !hasMessage(key)).map((key) => `${relative(SRC, path)}  ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
