import { describe, expect, it, vi } from 'vitest';
import { schedulingPractice } from '../support/scheduling';

const shown: { title: string; body: string }[] = [];

// The shell's only Electron need here is Notification; a stand-in records what would be shown.
vi.mock('electron', () => ({
  Notification: class {
    static isSupported = () => true;
    constructor(private readonly options: { title: string; body: string }) {}
    on() {}
    show() {
      shown.push(this.options);
    }
  },
}));

describe('desktop reminders', () => {
  it('shows the core’s reminder once, in the coach’s language and local time, with nothing the coach typed', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-10T07:50:00Z'), toFake: ['Date'] });
    try {
      const { showReminderNotifications } = await import('../../../src/main/reminder-notifications');
      const { core } = await schedulingPractice('2026-03-10T07:50:00Z');
      showReminderNotifications(core, () => undefined);
      await core.call('settings.update', { language: 'bg' });
      const client = await core.call('clients.create', { fullName: 'Мила Иванова' });
      await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T08:00:00Z', minutes: 60, type: 'video', title: 'Развод и попечителство' });

      expect(core.reminders.check()).toBe(1);
      expect(core.reminders.check()).toBe(0);
      const time = new Intl.DateTimeFormat('bg-BG', { timeStyle: 'short' }).format(new Date('2026-03-10T08:00:00Z'));
      expect(shown).toEqual([{ title: 'Сесия след 10 минути', body: `C0001 · ${time} · Видеоразговор` }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
