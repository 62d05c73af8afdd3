import type { Page } from '@playwright/test';
import type { Input, Method } from '../../../src/shared/contract';

/**
 * Holds the page's calls of `method` that `which` picks until `release()`: a list that takes
 * long to load. `asked` settles once the page has made one.
 */
export async function holdCalls<M extends Method>(page: Page, method: M, which: (input: Input<M>) => boolean) {
  let release!: () => void;
  let onAsked!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (onAsked = resolve));
  await page.route('**/api/invoke', async (route) => {
    const call = route.request().postDataJSON() as { method: string; input: Input<M> };
    if (call.method === method && which(call.input)) {
      onAsked();
      await held;
    }
    await route.continue();
  });
  return { release, asked };
}

/** Answers the page's calls of `method` with the core's refusal `code` (a full disk, say), without asking the core. */
export async function failCalls(page: Page, method: Method, code: string, message = 'refused by the test') {
  await page.route('**/api/invoke', async (route) => {
    const call = route.request().postDataJSON() as { method: string };
    if (call.method !== method) return route.continue();
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: false, error: { code, message } }) });
  });
}
