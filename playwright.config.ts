import { defineConfig } from '@playwright/test';

/**
 * Two projects: `web` drives the real renderer against the real encrypted core through
 * the browser bridge in Debian's Chromium (never a Playwright-downloaded browser);
 * `electron` drives the real app window and skips itself when no Electron binary exists.
 */
export default defineConfig({
  // The longest journeys take 20 s alone and three times that on CI's loaded 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry: a test that fails and then passes is listed as "flaky" in the output (read it),
  // rather than failing a whole CI run on one timing slip of a loaded 2-core machine. A test
  // that fails twice still fails the run.
  retries: 1,
  reporter: [['list']],
  outputDir: 'test-results/playwright',
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    {
      name: 'web',
      testDir: 'tests/e2e/web',
      use: {
        browserName: 'chromium',
        viewport: { width: 1280, height: 800 },
        // No dialog slides into place under the pointer: a click aimed while one was still moving
        // could land beside its button on the loaded CI machine.
        reducedMotion: 'reduce',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          // The build machines have no outside network: keep Chromium from trying.
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
    { name: 'electron', testDir: 'tests/e2e/electron' },
  ],
});
