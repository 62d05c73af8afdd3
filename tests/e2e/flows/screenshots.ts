import type { Page, TestInfo } from '@playwright/test';

/**
 * Saves a screenshot under test-results/screenshots and attaches it to the report. A dialog
 * that covers the screen reads better without the page scrolled out below it: `fullPage: false`.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  const path = `test-results/screenshots/${testInfo.project.name}-${name}.png`;
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
