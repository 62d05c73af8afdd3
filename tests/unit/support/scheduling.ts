import { searchText } from '../../../src/core/clients/client-rows';
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

/**
 * A client written as versions before the name key (migration 24) wrote one, for a practice
 * made with earlier migrations, whose clients table lacks columns today's client store writes.
 */
export function addClientAsBefore(core: Core, fullName: string, timeZone = 'Europe/Sofia'): { id: number } {
  const db = core.vault.db;
  const code = `C${String((db.prepare('SELECT count(*) FROM clients').pluck().get() as number) + 1).padStart(4, '0')}`;
  const at = '2026-03-01T08:00:00.000Z';
  const { lastInsertRowid } = db
    .prepare("INSERT INTO clients (code, full_name, time_zone, document_language, status, search_text, created_at, updated_at) VALUES (?, ?, ?, 'en', 'active', ?, ?, ?)")
    .run(code, fullName, timeZone, searchText({ fullName, preferredName: null, email: null, code, tags: [] }), at, at);
  return { id: Number(lastInsertRowid) };
}

export async function sessionsOf(core: Core, clientId: number): Promise<Session[]> {
  return core.call('sessions.list', { clientId });
}

/** Local wall-clock reading of a session's start, e.g. "2026-03-31 09:00". */
export function localStart(session: Pick<Session, 'start'>, zone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(session.start));
}
