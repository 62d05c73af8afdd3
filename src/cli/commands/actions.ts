import { ActionOwner, ActionStatus } from '../../shared/contract';
import type { Command } from '../command';
import { UsageError } from '../usage-error';
import { optionalString, positiveInteger, requiredString } from './options';

function isoDate(value: string | undefined, name: string): string | undefined {
  if (value !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new UsageError(`--${name} must be a date like 2026-03-29.`);
  return value;
}

export const actionsCommands: Command[] = [
  {
    name: 'actions add',
    usage: 'actions add --client ID --text T [--due DATE] [--owner client|coach] [--session ID]',
    summary: 'Add an action item (a commitment); prints it as JSON.',
    options: { client: { type: 'string' }, text: { type: 'string' }, due: { type: 'string' }, owner: { type: 'string' }, session: { type: 'string' } },
    async run(context, values) {
      const owner = optionalString(values, 'owner');
      if (owner && !ActionOwner.safeParse(owner).success) throw new UsageError(`--owner must be one of ${ActionOwner.options.join(', ')}.`);
      const input = {
        clientId: positiveInteger(values, 'client', true),
        text: requiredString(values, 'text'),
        dueOn: isoDate(optionalString(values, 'due'), 'due'),
        owner: owner as ActionOwner | undefined,
        sessionId: positiveInteger(values, 'session'),
      };
      const core = await context.unlocked();
      context.printJson(await core.call('actions.create', input));
    },
  },
  {
    name: 'actions list',
    usage: 'actions list [--client ID] [--overdue] [--status open|done|dropped|all]',
    summary: 'Print action items as a JSON array, overdue first (--overdue: only those, oldest first).',
    options: { client: { type: 'string' }, overdue: { type: 'boolean' }, status: { type: 'string' } },
    async run(context, values) {
      const status = optionalString(values, 'status');
      if (status && status !== 'all' && !ActionStatus.safeParse(status).success) throw new UsageError(`--status must be one of ${[...ActionStatus.options, 'all'].join(', ')}.`);
      const core = await context.unlocked();
      context.printJson(
        await core.call('actions.list', { clientId: positiveInteger(values, 'client'), overdue: values.overdue === true, status: status as ActionStatus | 'all' | undefined, limit: 10_000 }),
      );
    },
  },
];
