import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import { latestSessionMigration } from '../../../src/core/clients/latest-session-migration';
import { migrations } from '../../../src/core/db/migrations';
import type { ClientSummary } from '../../../src/shared/contract';
import { makeCore, PASSPHRASE, tempDir } from '../support/practice';
import { addClient, addClientAsBefore, fakeClock, schedulingPractice } from '../support/scheduling';

const key = (c: ClientSummary) => `${c.fullName}#${c.id}`;

/** The order the list promises, worked out here from each row's own last session: never seen first, then the longest unseen. */
function byLastSession(clients: ClientSummary[]): string[] {
  return [...clients]
    .sort((a, b) => {
      if (!a.lastSessionAt !== !b.lastSessionAt) return a.lastSessionAt ? 1 : -1;
      return (a.lastSessionAt ?? '').localeCompare(b.lastSessionAt ?? '') || a.fullName.toLowerCase().localeCompare(b.fullName.toLowerCase()) || a.id - b.id;
    })
    .map(key);
}

/** The whole list by last session, and the same list read three rows at a time, both against the order worked out here. */
async function expectOrderByLastSession(core: Core, label: string): Promise<string[]> {
  const everyone = (await core.call('clients.list', { limit: 50_000 })).items;
  const expected = byLastSession(everyone);
  expect((await core.call('clients.list', { sort: 'lastSession', limit: 50_000 })).items.map(key), label).toEqual(expected);
  const paged: string[] = [];
  for (let offset = 0; offset < everyone.length + 3; offset += 3) paged.push(...(await core.call('clients.list', { sort: 'lastSession', limit: 3, offset })).items.map(key));
  expect(paged, `${label}, page by page`).toEqual(expected);
  return expected;
}

/**
 * Each row's last and next session, against the client's own sessions: the last one held that
 * has started, and the soonest one still booked. The list reads both from the client row when it
 * can (latest-session-migration.ts), so this holds it to the sessions themselves.
 */
async function expectSessionsOnEachRow(core: Core, now: string, label: string) {
  for (const row of (await core.call('clients.list', { limit: 50_000 })).items) {
    const sessions = await core.call('sessions.list', { clientId: row.id, includeCancelled: true });
    const held = sessions.filter((s) => s.status !== 'cancelled' && s.status !== 'late_cancelled' && s.start <= now);
    const booked = sessions.filter((s) => s.status === 'scheduled' && s.start > now);
    const last = held.map((s) => s.start).sort().at(-1) ?? null;
    const next = booked.map((s) => s.start).sort()[0] ?? null;
    expect({ last: row.lastSessionAt, next: row.nextSessionAt }, `${label}: ${row.fullName}`).toEqual({ last, next });
  }
}

async function book(core: Core, clientId: number, start: string): Promise<number> {
  return (await core.call('sessions.create', { clientId, start, minutes: 60 })).session.id;
}

describe('the client list by last session', () => {
  it('follows sessions as they are booked, moved, cancelled and deleted, and a booked one once its hour has passed', async () => {
    const { core, clock } = await schedulingPractice('2026-03-01T08:00:00Z');
    const id: Record<string, number> = {};
    for (const name of ['Never Seen', 'Seen Once', 'Booked Too', 'Only Booked', 'Cancelled Last', 'Deleted Last', 'Moved Last', 'Cancelled Ahead']) id[name] = (await addClient(core, name)).id;
    await book(core, id['Seen Once']!, '2026-02-10T09:00');
    await book(core, id['Booked Too']!, '2026-02-01T09:00');
    await book(core, id['Booked Too']!, '2026-03-05T09:00');
    await book(core, id['Only Booked']!, '2026-03-10T09:00');
    await book(core, id['Cancelled Last']!, '2026-02-03T09:00');
    const toCancel = await book(core, id['Cancelled Last']!, '2026-02-20T09:00');
    await book(core, id['Deleted Last']!, '2026-01-15T09:00');
    const toDelete = await book(core, id['Deleted Last']!, '2026-02-25T09:00');
    const toMove = await book(core, id['Moved Last']!, '2026-02-05T09:00');
    await book(core, id['Cancelled Ahead']!, '2026-02-12T09:00');
    const toCancelAhead = await book(core, id['Cancelled Ahead']!, '2026-03-12T09:00');
    const before = await expectOrderByLastSession(core, 'as booked');
    await expectSessionsOnEachRow(core, '2026-03-01T08:00:00.000Z', 'as booked');

    await core.call('sessions.cancel', { id: toCancel });
    expect((await core.call('sessions.delete', { id: toDelete })).deleted).toBe(1);
    await core.call('sessions.update', { id: toMove, changes: { start: '2026-02-27T09:00' } });
    await core.call('sessions.setStatus', { id: toMove, status: 'completed' });
    await core.call('sessions.cancel', { id: toCancelAhead });
    const after = await expectOrderByLastSession(core, 'after the changes');
    expect(after).not.toEqual(before);
    await expectSessionsOnEachRow(core, '2026-03-01T08:00:00.000Z', 'after the changes');

    // An hour after the session booked for 5 March began: it has become the client's last one.
    clock.set('2026-03-05T10:00:00Z');
    const later = await expectOrderByLastSession(core, 'once the booked session has passed');
    expect(later.at(-1)).toBe(`Booked Too#${id['Booked Too']}`);
    await expectSessionsOnEachRow(core, '2026-03-05T10:00:00.000Z', 'once the booked session has passed');
  });

  it('is right for sessions booked before the update that keeps each client’s latest session', async () => {
    const dataDir = tempDir();
    const clock = fakeClock('2026-03-01T08:00:00Z');
    const before = makeCore({ dataDir, now: clock.now, migrations: migrations.filter((m) => m.version < latestSessionMigration.version) });
    const { recoveryKey } = await before.call('vault.setupBegin', { passphrase: PASSPHRASE });
    await before.call('vault.setupConfirm', { recoveryKey });
    for (const [name, starts] of [
      ['Ana', ['2026-02-10T09:00']],
      ['Boris', ['2026-01-10T09:00', '2026-03-09T09:00']],
      ['Cem', []],
      ['Dara', ['2026-02-20T09:00']],
    ] as const) {
      const client = addClientAsBefore(before, name);
      for (const start of starts) await book(before, client.id, start);
    }
    before.close();

    const core = makeCore({ dataDir, now: clock.now });
    await core.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(await expectOrderByLastSession(core, 'after the update')).toEqual(['Cem#3', 'Boris#2', 'Ana#1', 'Dara#4']);
  });
});
