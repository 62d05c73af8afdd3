import type { Locator, Page } from '@playwright/test';
import { FAST_KDF } from '../../unit/support/constants';
import { PASSPHRASE } from '../flows/vault-flow';
import { expect, type Practice, test } from './fixtures';

test.use({ coreOptions: { kdf: FAST_KDF } });

async function openPractice(page: Page, practice: Practice): Promise<void> {
  const { recoveryKey } = await practice.core.call('vault.setupBegin', { passphrase: PASSPHRASE, language: 'en' });
  await practice.core.call('vault.setupConfirm', { recoveryKey });
  await practice.core.call('clients.create', { fullName: 'Lena Ivanova' });
  await page.goto(practice.url);
  // The window's keys are read once the practice is shown.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** Sets the box's text and presses Escape in the same moment, with no time for the page to draw between. */
async function typeThenEscape(box: Locator, value: string): Promise<void> {
  await box.evaluate((input: HTMLInputElement, text) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  }, value);
}

test('a dialog with changes asks before Escape, its close button or a click beside it throw them away', async ({ page, practice }) => {
  await openPractice(page, practice);
  await page.getByRole('link', { name: 'Goals' }).click();
  const dialog = page.getByRole('dialog', { name: 'New goal' });
  const question = dialog.getByRole('alert').filter({ hasText: 'Close without saving?' });

  // Nothing typed: Escape closes at once, as before.
  await page.getByRole('button', { name: 'New goal' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'New goal' }).click();
  await typeThenEscape(dialog.getByRole('textbox', { name: 'Goal', exact: true }), 'Run a half marathon');
  await expect(question).toBeVisible();
  // The safe answer has the focus, and a second Escape does not close the dialog either.
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Goal', exact: true })).toHaveValue('Run a half marathon');

  // A click beside the dialog and its close button ask the same.
  await page.mouse.click(5, 400);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await dialog.locator('.mantine-Modal-close').click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await expect(dialog).toBeHidden();

  // Typed back to what it was, the dialog holds no change and closes at once.
  await page.getByRole('button', { name: 'New goal' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Goal', exact: true })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'Goal', exact: true }).fill('x');
  // Escape pressed as the last letter is taken away, before the page has drawn again (a loaded
  // machine's keys can come that soon; this once asked).
  await typeThenEscape(dialog.getByRole('textbox', { name: 'Goal', exact: true }), '');
  await expect(dialog).toBeHidden();

  // A question left unanswered while the goal is saved is over: the next new goal's dialog does not ask as it is typed in.
  const [client] = (await practice.core.call('clients.list', {})).items;
  await page.goto(`${practice.url}#/clients/${client!.id}`);
  await page.getByRole('button', { name: 'New goal' }).click();
  await dialog.getByRole('textbox', { name: 'Goal', exact: true }).fill('Run a half marathon');
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await dialog.getByRole('button', { name: 'Set goal' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'New goal' }).click();
  await dialog.getByRole('textbox', { name: 'Goal', exact: true }).fill('Swim 2 km');
  await expect(question).toHaveCount(0);
});

test('the client form with changes asks before it is left, and not once it is saved', async ({ page, practice }) => {
  await openPractice(page, practice);
  const heading = page.getByRole('heading', { name: 'New client', level: 1 });
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });

  await page.keyboard.press('Control+N');
  await page.getByLabel('Full name').fill('Nadia Rahimi');
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(question).toBeHidden();
  await expect(heading).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Nadia Rahimi');

  // Closing the window asks too (the browser's "Leave site?"; Electron's shell asks in the coach's language).
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);

  // Cancel and the shortcuts ask too; leaving goes where the coach asked to.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await page.getByRole('heading', { name: 'New client', level: 1 }).click();
  await page.keyboard.press('Control+3');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  // The window's keys wait while a dialog is open, the question fading out too.
  await expect(question).toBeHidden();

  // Saved, the form goes to the client's page without a question.
  await page.keyboard.press('Control+N');
  await page.getByLabel('Full name').fill('Nadia Rahimi');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Nadia Rahimi', level: 1 })).toBeVisible();
  await expect(question).toBeHidden();

  // An edit left unchanged is left without a question.
  await page.getByRole('link', { name: 'Edit' }).first().click();
  await expect(page.getByRole('heading', { name: 'Edit client', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(question).toBeHidden();

  // With no form changed, the window closes without a question.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(asked).toEqual(['beforeunload']);
});

test("a check-in being typed on a goal's page is not left without asking; once recorded, the page is left freely", async ({ page, practice }) => {
  await openPractice(page, practice);
  const [client] = (await practice.core.call('clients.list', {})).items;
  const goal = await practice.core.call('goals.create', { clientId: client!.id, title: 'Speak up in meetings' });
  await page.goto(`${practice.url}#/goals/${goal.id}`);
  const form = page.getByRole('form', { name: 'Record a check-in' });
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });

  await form.getByRole('textbox', { name: 'Self-rating (1–10)' }).fill('7');
  await form.getByRole('textbox', { name: 'Comment' }).fill('Spoke first in the Monday meeting.');
  await page.getByRole('link', { name: 'Clients' }).click();
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(form.getByRole('textbox', { name: 'Comment' })).toHaveValue('Spoke first in the Monday meeting.');

  await form.getByRole('button', { name: 'Record check-in' }).click();
  await expect(page.getByTestId('checkin-table')).toContainText('Spoke first in the Monday meeting.');
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(question).toBeHidden();
});

test("an action item being typed on a client's page holds the page until it is added", async ({ page, practice }) => {
  await openPractice(page, practice);
  const [client] = (await practice.core.call('clients.list', {})).items;
  await page.goto(`${practice.url}#/clients/${client!.id}`);
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  const action = page.getByRole('textbox', { name: 'New action item' });

  await action.fill('Update the CV');
  await page.getByRole('link', { name: 'Calendar' }).click();
  await question.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(action).toHaveValue('Update the CV');
  // The question gives the focus back to the link that asked, a moment after it closes: on a busy
  // machine that moment came between the field's focus and its Enter, which then went to the link.
  await expect(page.getByRole('link', { name: 'Calendar' })).toBeFocused();
  await action.press('Enter');
  await expect(page.getByText('Update the CV')).toBeVisible();
  await expect(action).toHaveValue('');
  await page.getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  await expect(question).toBeHidden();
});

test('locking with a form holding changes asks first, from the lock button and from the menu; with nothing changed it locks at once', async ({ page, practice }) => {
  await openPractice(page, practice);
  const question = page.getByRole('dialog', { name: 'Lock without saving?' });
  const lockButton = page.getByRole('button', { name: 'Lock now' });
  await page.getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('link', { name: 'New client' }).first().click();
  const name = page.getByRole('textbox', { name: 'Full name' });
  await name.fill('Nadia Rahman');

  await lockButton.click();
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(name).toHaveValue('Nadia Rahman');
  expect((await practice.core.call('vault.status', {})).state).toBe('unlocked');

  // As the shell's menu (and its Ctrl+L) asks the page to lock.
  practice.core.events.emit('vault.lockRequested', {});
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Lock without saving' }).click();
  await expect(page.getByRole('heading', { name: 'Unlock your practice' })).toBeVisible();

  // Unlocked again, the form is empty; nothing changed, the button locks without a question.
  await page.getByRole('textbox', { name: 'Passphrase' }).fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(name).toHaveValue('');
  await lockButton.click();
  await expect(page.getByRole('heading', { name: 'Unlock your practice' })).toBeVisible();
  await expect(question).toHaveCount(0);
});
