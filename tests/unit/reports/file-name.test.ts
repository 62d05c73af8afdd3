import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../../src/core/reports/file-name';
import { makePractice, tempDir } from '../support/practice';

const bytes = (name: string) => Buffer.byteLength(name);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('file names from a client’s name', () => {
  it.each([
    ['Persian', 'ع'.repeat(100) + ' ' + 'ب'.repeat(99)],
    ['Bulgarian', 'Ж'.repeat(200)],
    ['emoji', '😀'.repeat(200)],
  ])('fit in 255 bytes of UTF-8 with room for a batch’s " (200)" and the hidden file a save goes through (%s)', (_, name) => {
    const fileName = safeFileName(`Session summary ${name} 2026-05-01`);
    // ".name.0123456789ab.tmp" is the longest name a save creates.
    expect(bytes(`.${fileName.replace(/\.pdf$/, ' (200).pdf')}.0123456789ab.tmp`)).toBeLessThanOrEqual(255);
    expect(fileName.length).toBeGreaterThan(100);
  });

  it('are cut between characters as a reader sees them: never inside an emoji or between a letter and its accent', () => {
    for (let pad = 0; pad < 16; pad++) {
      const emoji = safeFileName('A'.repeat(100 + pad) + '😀👩‍👩‍👧🇲🇾'.repeat(20));
      expect(emoji).not.toMatch(LONE_SURROGATE);
      expect(emoji).toMatch(/^A+(😀|👩‍👩‍👧|🇲🇾)*\.pdf$/u);
      const accents = safeFileName('x'.repeat(pad) + 'e\u0301'.repeat(200));
      expect(accents).toMatch(/^x*(e\u0301)+\.pdf$/);
    }
  });

  it('keep a short name whole', () => {
    expect(safeFileName('Session summary Ana: Lee/Ng 2026-05-01')).toBe('Session summary Ana Lee Ng 2026-05-01.pdf');
    expect(safeFileName(' .. ')).toBe('document.pdf');
  });
});

describe('a batch for clients with long names', () => {
  it('writes every summary, each named with its date, for Bulgarian and Persian names of 200 letters', async () => {
    const { core } = await makePractice();
    const sessionIds: number[] = [];
    for (const [fullName, documentLanguage] of [['Ж'.repeat(200), 'bg'], ['ع'.repeat(100) + ' ' + 'ب'.repeat(99), 'fa']] as const) {
      const client = await core.call('clients.create', { fullName, documentLanguage, timeZone: 'UTC' });
      for (const start of ['2026-05-01T09:00', '2026-05-08T09:00']) sessionIds.push((await core.call('sessions.create', { clientId: client.id, start, minutes: 60, timeZone: 'UTC' })).session.id);
    }
    const folder = tempDir();
    const result = await core.call('reports.batch', { batchId: 'long', sessionIds, folder });
    expect(result.failed).toEqual([]);
    const files = readdirSync(folder);
    expect(files).toHaveLength(4);
    for (const file of files) expect(bytes(file)).toBeLessThanOrEqual(255);
    // The name is cut, not the dates after it: no " (2)" for a client's second session.
    expect(files.filter((file) => /… 2026-05-0[18]\.pdf$/.test(file))).toHaveLength(4);
    expect(new Set(files.map((file) => file.slice(-14))).size).toBe(2);
  });
});

describe('a batch into a folder', () => {
  it('never replaces a file already there (a summary made earlier, with a password say), and refuses the data folder', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    const client = await core.call('clients.create', { fullName: 'Ana Lee', tags: [] });
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-05-01T09:00', minutes: 60, timeZone: 'UTC' });
    const folder = tempDir();
    const first = await core.call('reports.batch', { batchId: 'one', sessionIds: [session.id], folder });
    const earlier = readFileSync(first.written[0]!.path);
    const second = await core.call('reports.batch', { batchId: 'two', sessionIds: [session.id], folder });
    expect(second.written[0]!.path).toBe(join(folder, 'Session summary Ana Lee 2026-05-01 (2).pdf'));
    expect(readFileSync(first.written[0]!.path).equals(earlier)).toBe(true);
    expect(readdirSync(folder)).toHaveLength(2);

    const before = readdirSync(dataDir).sort();
    await expect(core.call('reports.batch', { batchId: 'three', sessionIds: [session.id], folder: dataDir })).rejects.toMatchObject({ code: 'FOLDER_IS_PRACTICE_FOLDER' });
    expect(readdirSync(dataDir).sort()).toEqual(before);
  });
});
