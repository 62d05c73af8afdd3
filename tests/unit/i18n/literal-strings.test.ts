import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiterals } from './literal-strings';

const RENDERER = join(__dirname, '../../../src/renderer');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('components show only text from the message files', () => {
  it('finds no literal text in src/renderer/**/*.tsx', () => {
    const offenders = tsxFiles(RENDERER).flatMap((path) =>
      findLiterals(path, readFileSync(path, 'utf8')).map(({ line, text }) => `${relative(RENDERER, path)}:${line}  ${JSON.stringify(text)}`),
    );
    expect(offenders, 'Put these in src/shared/i18n/locales/<lang>/*.json and show them with t()').toEqual([]);
  });
});

/** Tabler icons that point along the line of text: they must turn round in right-to-left languages. */
const POINTING_ICON = /<Icon(?:Arrow|Chevron)(?:Left|Right|Forward|Back)\b[^>]*>/g;

describe('icons that point along the text', () => {
  it('turn round in right-to-left languages (the mirror-rtl class)', () => {
    const unmirrored = tsxFiles(RENDERER).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(POINTING_ICON)].filter(([tag]) => !tag.includes('mirror-rtl')).map(([tag]) => `${relative(RENDERER, path)}  ${tag}`),
    );
    expect(unmirrored).toEqual([]);
  });
});

describe('the literal-text check itself', () => {
  const sample = `
    export function Sample({ done, name }) {
      return (
        <Stack>
          <Title>Welcome back</Title>
          <Text>{t('ok.key')}</Text>
          <Text>{done ? 'All done' : t('ok.other')}</Text>
          <Button aria-label="Close dialog" data-testid="close-button" variant="subtle" />
          <TextInput label={\`Name of \${name}\`} placeholder={t('ok.placeholder')} />
          <Text>{' · '}{42}</Text>
          {done && <Badge>Новый</Badge>}
        </Stack>
      );
    }`;

  it('reports JSX text, literal children, literal text props and template text in any script', () => {
    expect(findLiterals('Sample.tsx', sample).map((l) => l.text)).toEqual(['Welcome back', 'All done', 'Close dialog', 'Name of', 'Новый']);
  });

  it('leaves translated text, test ids, variants and punctuation alone', () => {
    const texts = findLiterals('Sample.tsx', sample).map((l) => l.text);
    expect(texts).not.toContain('close-button');
    expect(texts).not.toContain('subtle');
    expect(texts).not.toContain('·');
  });
});
