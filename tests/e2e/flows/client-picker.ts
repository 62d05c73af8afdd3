import { expect, type Locator, type Page } from '@playwright/test';

/** Picks a client in the shared client picker the way a coach does: types part of the name, then chooses the match. */
export async function pickClient(scope: Page | Locator, label: string, name: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(name);
  const page = 'page' in scope ? scope.page() : scope;
  // An option reads the client's name, then their code.
  const option = page.getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });
  await option.first().click();
  await expect(box).toHaveValue(name);
}
