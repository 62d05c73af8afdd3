import { resolve } from 'node:path';
import { writeFileAtomic } from '../../core/fs/atomic-write';
import type { Command } from '../command';
import { NOT_ENCRYPTED } from '../not-encrypted';
import { requiredString } from './options';

export const exportCommands: Command[] = [
  {
    name: 'export ics',
    usage: 'export ics --out FILE [--codes]',
    summary: 'Write every session to an iCalendar (.ics) file; --codes shows client codes, not names.',
    options: { out: { type: 'string' }, codes: { type: 'boolean' } },
    async run(context, values) {
      const out = resolve(requiredString(values, 'out'));
      const core = await context.unlocked();
      const { ics, events } = await core.call('calendar.exportIcs', { useCodes: values.codes === true });
      writeFileAtomic(out, ics);
      context.tell(`Wrote ${events} calendar events to ${out}.`);
      context.tell(NOT_ENCRYPTED);
    },
  },
];
