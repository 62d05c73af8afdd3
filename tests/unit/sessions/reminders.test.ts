import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../../src/shared/contract';
import { addClient, schedulingPractice } from '../support/scheduling';

describe('session reminders', () => {
  it('fires each reminder once, at the default lead time or the session’s own', async () => {
    const { core, clock } = await schedulingPractice('2026-03-10T07:00:00Z');
    const received: EventPayload<'sessions.reminder'>[] = [];
    core.events.on('sessions.reminder', (payload) => received.push(payload));
    await core.call('settings.update', { reminderMinutes: 15 });
    const client = await addClient(core, 'Nadia Rahimi');
    const { session: standard } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T08:00:00Z', minutes: 60, title: 'Goals check-in' });
    const { session: early } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T10:00:00Z', minutes: 60, reminderMinutes: 120 });
    const { session: silent } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T08:30:00Z', minutes: 30, reminderMinutes: 0 });

    expect(core.reminders.check()).toBe(0);
    clock.set('2026-03-10T07:44:00Z');
    expect(core.reminders.check()).toBe(0);
    clock.set('2026-03-10T07:45:00Z');
    expect(core.reminders.check()).toBe(1);
    expect(received).toEqual([expect.objectContaining({ sessionId: standard.id, clientName: 'Nadia Rahimi', title: 'Goals check-in', minutesBefore: 15 })]);

    clock.set('2026-03-10T08:05:00Z');
    expect(core.reminders.check()).toBe(1);
    expect(received.at(-1)).toMatchObject({ sessionId: early.id, minutesBefore: 120 });
    expect(core.reminders.check()).toBe(0);
    expect(received.map((r) => r.sessionId)).not.toContain(silent.id);
  });

  it('remembers what was reminded across a lock, and skips cancelled or started sessions', async () => {
    const { core, clock } = await schedulingPractice('2026-03-10T07:50:00Z');
    const client = await addClient(core, 'Lim Wei');
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T08:00:00Z', minutes: 60 });
    const { session: cancelled } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T08:05:00Z', minutes: 30 });
    await core.call('sessions.cancel', { id: cancelled.id });
    expect(core.reminders.check()).toBe(1);
    await core.call('vault.lock', {});
    expect(core.reminders.check()).toBe(0);
    await core.call('vault.unlock', { passphrase: 'lantern orchard velvet compass' });
    expect(core.reminders.check()).toBe(0);

    // Moving a session arms its reminder again.
    await core.call('sessions.update', { id: session.id, changes: { start: '2026-03-10T08:02:00Z' } });
    expect(core.reminders.check()).toBe(1);
    clock.set('2026-03-10T09:00:00Z');
    const { session: past } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T08:30:00Z', minutes: 30 });
    expect(core.reminders.check()).toBe(0);
    expect(past.status).toBe('scheduled');
  });

  it('stays quiet when reminders are turned off', async () => {
    const { core, clock } = await schedulingPractice('2026-03-10T07:00:00Z');
    await core.call('settings.update', { reminderMinutes: 0 });
    const client = await addClient(core, 'Quiet Client');
    await core.call('sessions.create', { clientId: client.id, start: '2026-03-10T08:00:00Z', minutes: 60 });
    clock.set('2026-03-10T07:59:00Z');
    expect(core.reminders.check()).toBe(0);
  });
});
