import { test as base } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBridge } from '../../../src/core/bridge/server';
import { Core, type CoreOptions } from '../../../src/core/core';

export interface Practice {
  url: string;
  dataDir: string;
  core: Core;
}

/**
 * Each test gets its own data folder, core and bridge on a random port. `coreOptions` adds to
 * the core's; `practiceNow` fixes its clock (pair it with page.clock.setFixedTime) for
 * date-bound journeys.
 */
export const test = base.extend<{ practice: Practice; coreOptions: Partial<CoreOptions>; practiceNow: string | undefined }>({
  coreOptions: [{}, { option: true }],
  practiceNow: [undefined, { option: true }],
  practice: async ({ coreOptions, practiceNow }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-e2e-'));
    const fixed = practiceNow ? Date.parse(practiceNow) : undefined;
    // The built worker scripts (backup check, exports), as the Electron app uses them (the unit tests load their source).
    const builtWorkers = resolve(__dirname, '../../../out/main');
    const core = new Core({ dataDir, systemLocale: 'en-GB', builtWorkers, ...(fixed === undefined ? {} : { now: () => fixed }), ...coreOptions });
    const bridge = await startBridge({ core, rendererDir: resolve(__dirname, '../../../out/renderer') });
    await use({ url: bridge.url, dataDir, core });
    await bridge.close();
    core.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';
