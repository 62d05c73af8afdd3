import { resolve } from 'node:path';
import { checkExportFile } from '../../core/fs/export-target';
import { writeFileAtomic } from '../../core/fs/atomic-write';
import { refuseOwnFile } from '../../core/fs/own-files';
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
      // As the app's own exports: never over the practice's files, only into a folder that exists.
      refuseOwnFile(out, context.dataDir);
      checkExportFile(out);
      const { ics, events } = await core.call('calendar.exportIcs', { useCodes: values.codes === true });
      writeFileAtomic(out, ics);
      context.tell(`Wrote ${events} calendar events to ${out}.`);
      context.tell(NOT_ENCRYPTED);
    },
  },
];
