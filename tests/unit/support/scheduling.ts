import type { Core } from '../../../src/core/core';
import type { ClientFields, Session } from '../../../src/shared/contract';
import { makePractice } from './practice';

/** A clock the test moves by hand: reminders, "today" and "upcoming" follow it. */
export function fakeClock(start: string) {
  let current = Date.parse(start);
  return {
    now: () => current,
    set: (iso: string) => {
      current = Date.parse(iso);
    },
  };
}

export async function schedulingPractice(clockStart = '2026-03-01T08:00:00Z') {
  const clock = fakeClock(clockStart);
  const { core } = await makePractice({ now: clock.now });
  return { core, clock };
}

export async function addClient(core: Core, fullName: string, fields: Partial<ClientFields> = {}) {
  return core.call('clients.create', { fullName, timeZone: 'Europe/Sofia', ...fields });
}

export async function sessionsOf(core: Core, clientId: number): Promise<Session[]> {
  return core.call('sessions.list', { clientId });
}

/** Local wall-clock reading of a session's start, e.g. "2026-03-31 09:00". */
export function localStart(session: Pick<Session, 'start'>, zone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(session.start));
}
