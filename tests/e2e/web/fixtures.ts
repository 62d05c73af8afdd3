import { test as base } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBridge } from '../../../src/core/bridge/server';
import { Core } from '../../../src/core/core';

export interface Practice {
  url: string;
  dataDir: string;
  core: Core;
}

/**
 * Each test gets its own data folder, core and bridge on a random port. `practiceNow`
 * fixes the core's clock (pair it with page.clock.setFixedTime) for date-bound journeys.
 */
export const test = base.extend<{ practice: Practice; practiceNow: string | undefined }>({
  practiceNow: [undefined, { option: true }],
  practice: async ({ practiceNow }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-e2e-'));
    const fixed = practiceNow ? Date.parse(practiceNow) : undefined;
    const core = new Core({ dataDir, systemLocale: 'en-GB', now: fixed === undefined ? undefined : () => fixed });
    const bridge = await startBridge({ core, rendererDir: resolve(__dirname, '../../../out/renderer') });
    await use({ url: bridge.url, dataDir, core });
    await bridge.close();
    core.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';
