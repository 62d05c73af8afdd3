import { ActionOwner, ActionStatus } from '../../shared/contract';
import type { Command } from '../command';
import { isoDate, oneOf, positiveInteger, requiredString } from './options';

/** The most items `actions list` asks for: the contract's limit for one call, which has no paging. */
export const ACTIONS_LIST_LIMIT = 10_000;

export const actionsCommands: Command[] = [
  {
    name: 'actions add',
    usage: 'actions add --client ID --text T [--due DATE] [--owner client|coach] [--session ID]',
    summary: 'Add an action item (a commitment); prints it as JSON.',
    options: { client: { type: 'string' }, text: { type: 'string' }, due: { type: 'string' }, owner: { type: 'string' }, session: { type: 'string' } },
    async run(context, values) {
      const input = {
        clientId: positiveInteger(values, 'client', true),
        text: requiredString(values, 'text'),
        dueOn: isoDate(values, 'due'),
        owner: oneOf(values, 'owner', ActionOwner.options),
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
      const status = oneOf(values, 'status', [...ActionStatus.options, 'all'] as const);
      const core = await context.unlocked();
      const input = { clientId: positiveInteger(values, 'client'), overdue: values.overdue === true, status, limit: ACTIONS_LIST_LIMIT };
      context.printList(await core.call('actions.list', input), ACTIONS_LIST_LIMIT, 'action items', '--client, --status or --overdue');
    },
  },
];
