import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeStaleTemporaries, STALE_TEMPORARY_MS, temporaryPathFor } from '../../../src/core/backup/temporary-files';
import { makePractice, tempDir } from '../support/practice';

/** A file left there some time ago. */
function leftAt(path: string, ageMs: number): void {
  writeFileSync(path, 'encrypted bytes of an interrupted backup');
  const then = (Date.now() - ageMs) / 1000;
  utimesSync(path, then, then);
}

const STALE = STALE_TEMPORARY_MS + 60_000;

describe('temporary files of interrupted backups', () => {
  it('are removed once stale, when they are exactly ours; a fresh one, and anything else, is kept', async () => {
    const folder = tempDir();
    const stale = temporaryPathFor(join(folder, 'for-the-usb-drive.coachdesk-backup'));
    leftAt(stale, STALE);
    leftAt(`${stale}-wal`, STALE);
    // Another backup may be writing this one right now.
    const fresh = temporaryPathFor(join(folder, 'for-the-usb-drive.coachdesk-backup'));
    leftAt(fresh, 0);
    // The coach's own files, however old and however alike.
    const theirs = ['.thesis.docx.tmp', '.thesis.docx.0123456789ab.tmp', 'notes.0123456789ab.tmp', '.thesis.docx.0123456789ab.tmp.bak', '.draft.0123456789AB.tmp', '.draft.0123456789a.tmp', 'thesis.docx'];
    for (const name of theirs) leftAt(join(folder, name), STALE);
    mkdirSync(join(folder, '.photos.0123456789ab.tmp'));

    await removeStaleTemporaries(folder, Date.now());

    expect(readdirSync(folder).sort()).toEqual([fresh.slice(folder.length + 1), '.photos.0123456789ab.tmp', ...theirs].sort());
  });

  it('left beside an --out file elsewhere are removed by the next backup written into that folder', async () => {
    const { core } = await makePractice();
    const usbDrive = tempDir();
    const leftover = temporaryPathFor(join(usbDrive, 'monday.coachdesk-backup'));
    leftAt(leftover, STALE);
    leftAt(join(usbDrive, 'thesis.docx'), STALE);

    await core.call('backup.create', { path: join(usbDrive, 'tuesday.coachdesk-backup') });

    expect(readdirSync(usbDrive).sort()).toEqual(['thesis.docx', 'tuesday.coachdesk-backup']);
  });
});
