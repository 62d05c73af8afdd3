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

/** Each test gets its own data folder, core and bridge on a random port. */
export const test = base.extend<{ practice: Practice }>({
  practice: async ({}, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-e2e-'));
    const core = new Core({ dataDir, systemLocale: 'en-GB' });
    const bridge = await startBridge({ core, rendererDir: resolve(__dirname, '../../../out/renderer') });
    await use({ url: bridge.url, dataDir, core });
    await bridge.close();
    core.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
});

export { expect } from '@playwright/test';
