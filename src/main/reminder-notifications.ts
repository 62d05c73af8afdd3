import { type BrowserWindow, Notification } from 'electron';
import type { Core } from '../core/core';
import { LOCALE_TAG } from '../shared/languages';
import { minutesUntil } from '../shared/scheduling/reminder';
import { translatorFor as translate } from '../shared/i18n/translator';

/**
 * The core decides which reminders are due; the shell only shows them as desktop
 * notifications, in the coach's language and local time. Clicking one brings the window up.
 * The operating system keeps notifications in its own files, unencrypted (Windows' notification
 * database, macOS's Notification Centre), so they carry nothing the coach typed: the client's
 * code, made for places the name must not go, and the kind of session, not its title. The
 * window's own reminder (useReminderToasts.ts) names the client.
 */
export function showReminderNotifications(core: Core, window: () => BrowserWindow | undefined): void {
  core.events.on('sessions.reminder', (reminder) => {
    if (!Notification.isSupported()) return;
    const language = core.context.preferences.language;
    const t = translate(language);
    const time = new Intl.DateTimeFormat(LOCALE_TAG[language], { timeStyle: 'short' }).format(new Date(reminder.start));
    const notification = new Notification({
      title: t('reminders.title', { count: minutesUntil(reminder.start) }),
      body: t('reminders.body', { client: reminder.clientCode, time, title: t(`sessions.types.${reminder.type}`) }),
    });
    notification.on('click', () => {
      const win = window();
      if (!win || win.isDestroyed()) return;
      if (win.isMinimized()) win.restore();
      win.focus();
    });
    notification.show();
  });
}
