import type { calendarContract, sessionsContract } from '../../shared/contract';
import { systemTimeZone } from '../../shared/time-zones';
import type { HandlerGroup } from '../api/types';
import type { CoreContext } from '../context';
import { checkConflicts } from './conflict-check';
import { dashboard } from './dashboard';
import { exportPractice } from '../dataexport/export-off-thread';
import { exportIcs } from './ics';
import { createSessions } from './session-create';
import { deleteSessions } from './session-delete';
import { updateSessions } from './session-edits';
import { listSessions } from './session-list';
import { getSession } from './session-rows';
import { cancelSessions, setSessionStatus } from './session-status';

const iso = ({ now }: CoreContext) => new Date(now()).toISOString();

export const sessionsHandlers: HandlerGroup<keyof typeof sessionsContract> = {
  'sessions.list': (input, { vault }) => listSessions(vault.db, input),
  'sessions.get': ({ id }, { vault }) => getSession(vault.db, id),
  'sessions.create': (input, context) => createSessions(context.vault.db, input, iso(context)),
  'sessions.checkConflicts': (input, context) => checkConflicts(context.vault.db, input, iso(context)),
  'sessions.update': ({ id, scope, changes }, context) => updateSessions(context.vault.db, id, scope, changes, iso(context)),
  'sessions.setStatus': ({ id, status }, context) => setSessionStatus(context.vault.db, id, status, iso(context)),
  'sessions.cancel': ({ id, scope, late }, context) => ({ cancelled: cancelSessions(context.vault.db, id, scope, late, iso(context)) }),
  'sessions.delete': ({ id, scope }, context) => deleteSessions(context.vault.db, id, scope, iso(context)),
};

export const calendarHandlers: HandlerGroup<keyof typeof calendarContract> = {
  'dashboard.get': ({ timeZone }, { vault, now }) => dashboard(vault.db, now(), timeZone ?? systemTimeZone()),
  // One client's calendar is small; the whole practice's takes half a minute at 5,000 clients, so it is built off this thread.
  'calendar.exportIcs': ({ useCodes, clientId }, context) => (clientId ? exportIcs(context.vault.db, { useCodes, clientId }) : exportPractice(context, { kind: 'ics', useCodes })),
};
