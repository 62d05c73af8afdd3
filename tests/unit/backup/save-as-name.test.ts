import { describe, expect, it } from 'vitest';
import { withBackupExtension } from '../../../src/shared/contract';

/**
 * The core writes a backup to exactly the path it is given (the CLI's --out FILE); the app's
 * "save as" names the file as before, with the extension added to a name typed without it.
 */
describe("the app's save-as name for a backup", () => {
  it('adds the extension to a name without it, and leaves one that has it', () => {
    expect(withBackupExtension('/media/usb/monday')).toBe('/media/usb/monday.coachdesk-backup');
    expect(withBackupExtension('/media/usb/monday.coachdesk-backup')).toBe('/media/usb/monday.coachdesk-backup');
  });
});
