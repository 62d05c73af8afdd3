import { _electron as electron, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vaultJourney } from '../flows/vault-flow';
import { APP_ROOT, electronSetup } from './electron-app';

const setup = electronSetup();
if ('missing' in setup) console.log(`[electron] skipped: ${setup.missing}`);

test.describe('the Electron window', () => {
  test.skip('missing' in setup, 'missing' in setup ? setup.missing : '');

  test('runs the same journey, with the renderer sandboxed and isolated', async ({}, testInfo) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-electron-'));
    const app = await electron.launch({
      executablePath: (setup as { executablePath: string }).executablePath,
      args: [APP_ROOT],
      env: { ...process.env, COACHDESK_DATA_DIR: dataDir },
    });
    try {
      const page = await app.firstWindow();
      expect(await page.evaluate(() => [typeof (window as unknown as { require?: unknown }).require, typeof (globalThis as { process?: unknown }).process])).toEqual(['undefined', 'undefined']);
      expect(await page.evaluate(() => Object.keys(window.coachdesk ?? {}).sort())).toEqual(['invoke', 'on']);
      // A link out of the window asks the coach first (external-link.ts): here the question is
      // answered "Cancel", and nothing is handed to the system's browser.
      await app.evaluate(({ dialog, shell }) => {
        const seen = { asked: [] as string[], opened: [] as string[] };
        Object.assign(globalThis, { linksSeen: seen });
        dialog.showMessageBox = (async (...args: unknown[]) => {
          seen.asked.push((args.at(-1) as { message: string }).message);
          return { response: 1, checkboxChecked: false };
        }) as typeof dialog.showMessageBox;
        shell.openExternal = async (url: string) => void seen.opened.push(url);
      });
      const linksSeen = () => app.evaluate(() => (globalThis as unknown as { linksSeen: { asked: string[]; opened: string[] } }).linksSeen);
      expect(await page.evaluate(() => window.open('https://example.com') === null)).toBe(true);
      await expect.poll(async () => (await linksSeen()).asked).toHaveLength(1);
      // Navigation away from the app is refused: the page stays where it is, once asked.
      const before = page.url();
      await page.evaluate(() => window.location.assign('https://example.com/'));
      await expect.poll(async () => (await linksSeen()).asked).toHaveLength(2);
      expect(page.url()).toBe(before);
      expect(await linksSeen()).toEqual({ asked: [expect.stringContaining('example.com'), expect.stringContaining('example.com')], opened: [] });

      await vaultJourney(page, testInfo);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
