import { toLatinDigits } from '../../shared/i18n/digits';
import type { Command } from '../command';
import { isoDateTime, isoDateTimeUntil, optionalString, positiveInteger, timeZone } from './options';

/** The most sessions `sessions list` asks for: the contract's limit for one call, which has no paging. */
export const SESSIONS_LIST_LIMIT = 100_000;

export const sessionsCommands: Command[] = [
  {
    name: 'sessions add',
    usage: 'sessions add --client ID --start ISO8601 --minutes N [--repeat RRULE] [--zone TZ]',
    summary: 'Schedule a session (or a series with an RRULE like FREQ=WEEKLY;COUNT=10); prints JSON.',
    options: { client: { type: 'string' }, start: { type: 'string' }, minutes: { type: 'string' }, repeat: { type: 'string' }, zone: { type: 'string' } },
    async run(context, values) {
      // COUNT=۱۰ typed with the Persian keyboard on reads as COUNT=10 (digits.ts).
      const repeat = optionalString(values, 'repeat');
      const input = {
        clientId: positiveInteger(values, 'client', true),
        start: isoDateTime(values, 'start', true)!,
        minutes: positiveInteger(values, 'minutes', true),
        repeat: repeat && toLatinDigits(repeat),
        timeZone: timeZone(values, 'zone'),
      };
      const core = await context.unlocked();
      const created = await core.call('sessions.create', input);
      for (const { session } of created.conflicts) context.tell(`Note: overlaps session ${session.id} with ${session.clientName} at ${session.start}.`);
      context.printJson(created);
    },
  },
  {
    name: 'sessions list',
    usage: 'sessions list [--client ID] [--from ISO] [--to ISO]',
    summary: 'Print sessions (each occurrence of a series on its own) as a JSON array.',
    options: { client: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
    async run(context, values) {
      const input = { clientId: positiveInteger(values, 'client'), from: isoDateTime(values, 'from', false), to: isoDateTimeUntil(values, 'to'), limit: SESSIONS_LIST_LIMIT };
      const core = await context.unlocked();
      context.printList(await core.call('sessions.list', input), SESSIONS_LIST_LIMIT, 'sessions', '--client, --from or --to');
    },
  },
];
