import { describe, expect, it } from 'vitest';
import { makePractice } from '../support/practice';

describe('changing one setting', () => {
  it('keeps every other setting, including the language on the lock screen', async () => {
    const { core } = await makePractice();
    await core.call('settings.update', { language: 'fa', theme: 'dark', autoLockMinutes: 42 });

    await core.call('settings.update', { persianCalendar: 'gregorian' });

    expect(await core.call('settings.get', {})).toMatchObject({ language: 'fa', theme: 'dark', autoLockMinutes: 42, persianCalendar: 'gregorian' });
    expect((await core.call('vault.status', {})).language).toBe('fa');
  });

  it('starts a new practice on the Jalali calendar for Persian', async () => {
    const { core } = await makePractice();
    expect((await core.call('settings.get', {})).persianCalendar).toBe('jalali');
  });

  it('refuses a calendar it does not know', async () => {
    const { core } = await makePractice();
    await expect(core.dispatch('settings.update', { persianCalendar: 'lunar' })).resolves.toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
  });
});
