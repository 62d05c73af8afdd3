import type { Page, TestInfo } from '@playwright/test';

/** Saves a screenshot under test-results/screenshots and attaches it to the report. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `test-results/screenshots/${testInfo.project.name}-${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
