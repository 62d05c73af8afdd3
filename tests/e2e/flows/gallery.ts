import type { Page } from '@playwright/test';
import type { Practice } from '../web/fixtures';

/** The component gallery of a practice's bridge. */
export const galleryUrl = (practice: Practice) => practice.url.replace('/?', '/gallery.html?');

/** A new practice's gallery: the language is chosen there, as on the first setup step. */
export async function openGallery(page: Page, practice: Practice, languageName: string) {
  await page.goto(galleryUrl(practice));
  await page.getByRole('radio', { name: languageName }).check();
}
