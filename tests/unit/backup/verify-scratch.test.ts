import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makePractice, PASSPHRASE } from '../support/practice';

const HOUR_MS = 60 * 60 * 1000;
const made: string[] = [];

/** A scratch folder as a check leaves it, its copy last written `ageMs` ago. */
function scratchFolder(ageMs: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'coachdesk-verify-'));
  made.push(folder);
  writeFileSync(join(folder, 'backup.db'), 'encrypted pages');
  const then = new Date(Date.now() - ageMs);
  utimesSync(join(folder, 'backup.db'), then, then);
  utimesSync(folder, then, then);
  return folder;
}

afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('backup verify’s scratch folders', () => {
  it('removes one a check killed midway left over an hour ago, and leaves a younger one, maybe still in use', async () => {
    const abandoned = scratchFolder(2 * HOUR_MS);
    const young = scratchFolder(10 * 60 * 1000);
    const { core } = await makePractice();
    const { path } = await core.call('backup.create', {});
    await core.call('backup.verify', { path, passphrase: PASSPHRASE });
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(young)).toBe(true);
  });
});
