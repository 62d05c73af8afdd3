import { DemoSeedInput } from '../../shared/contract';
import { toLatinNumber } from '../../shared/i18n/digits';
import type { Command } from '../command';
import { UsageError } from '../usage-error';
import { optionalString, timeZone } from './options';
import { createPractice } from './vault';

type Values = Parameters<Command['run']>[1];

/** A whole number, 0 allowed (a demo with no notes), checked against the contract's limit. */
function count(values: Values, name: string, key: 'clients' | 'sessionsPerClient' | 'notesPerClient' | 'seed'): number | undefined {
  const typed = optionalString(values, name);
  if (typed === undefined) return undefined;
  const text = toLatinNumber(typed); // ۲۰۰۰ typed with the Persian keyboard on (digits.ts)
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number.`);
  const parsed = DemoSeedInput.shape[key].safeParse(Number(text));
  if (!parsed.success) throw new UsageError(`--${name} is out of range: ${parsed.error.issues[0]?.message ?? ''}`);
  return Number(text);
}

export const demoCommands: Command[] = [
  {
    name: 'demo seed',
    usage: 'demo seed --clients N [--sessions-per-client M] [--notes-per-client K] [--seed S] [--time-zone Z]',
    summary:
      'Fill a new, empty practice (created first if the folder has none; its recovery key then on stderr) with invented clients in four languages: M sessions and K notes each, the same for the same seed. Prints row counts as JSON.',
    options: { clients: { type: 'string' }, 'sessions-per-client': { type: 'string' }, 'notes-per-client': { type: 'string' }, seed: { type: 'string' }, 'time-zone': { type: 'string' } },
    async run(context, values) {
      const clients = count(values, 'clients', 'clients');
      if (clients === undefined) throw new UsageError('--clients is required, e.g. demo seed --clients 2000 --sessions-per-client 50.');
      const input = {
        clients,
        sessionsPerClient: count(values, 'sessions-per-client', 'sessionsPerClient'),
        notesPerClient: count(values, 'notes-per-client', 'notesPerClient'),
        seed: count(values, 'seed', 'seed'),
        // Checked here, before a new practice is created: a refused zone must leave the folder empty.
        timeZone: timeZone(values, 'time-zone'),
      };
      if ((await context.practice.call('vault.status', {})).state === 'new') await createPractice(context, 'stderr');
      const core = await context.unlocked();
      core.events.on('demo.progress', ({ done, total }) => process.stderr.write(`\rclients ${done} of ${total}${done === total ? '\n' : ''}`));
      context.printJson(await core.call('demo.seed', input));
    },
  },
  {
    name: 'demo remove',
    usage: 'demo remove',
    summary: 'Delete the demo clients and everything about them; clients added since stay.',
    async run(context) {
      const core = await context.unlocked();
      const { removedClients } = await core.call('demo.remove', {});
      context.tell(removedClients > 0 ? `Removed ${removedClients} demo clients.` : 'This practice holds no demo data.');
    },
  },
];
