import { GoalStatus, MetricDirection } from '../../shared/contract';
import type { Command } from '../command';
import { UsageError } from '../usage-error';
import { decimal, isoDate, oneOf, optionalString, positiveInteger, requiredString } from './options';

type Values = Parameters<Command['run']>[1];

/** --metric with its companions, or nothing; a companion without --metric is a mistake. */
function metricFrom(values: Values) {
  const name = optionalString(values, 'metric');
  const target = decimal(values, 'target');
  const parts = { unit: optionalString(values, 'unit'), baseline: decimal(values, 'baseline'), direction: oneOf(values, 'direction', MetricDirection.options) };
  if (!name) {
    if (target !== undefined || Object.values(parts).some((v) => v !== undefined)) throw new UsageError('--unit, --baseline, --target and --direction describe a measure: add --metric NAME.');
    return null;
  }
  if (target === undefined) throw new UsageError('--target is required with --metric.');
  return { name, target, ...parts };
}

export const goalsCommands: Command[] = [
  {
    name: 'goals add',
    usage: 'goals add --client ID --title T [--why W] [--target-date D] [--metric NAME --unit U --baseline B --target T [--direction higher|lower]]',
    summary: 'Set a goal for a client, optionally with a measure; prints it as JSON with its progress.',
    options: {
      client: { type: 'string' },
      title: { type: 'string' },
      why: { type: 'string' },
      'target-date': { type: 'string' },
      metric: { type: 'string' },
      unit: { type: 'string' },
      baseline: { type: 'string' },
      target: { type: 'string' },
      direction: { type: 'string' },
    },
    async run(context, values) {
      const input = {
        clientId: positiveInteger(values, 'client', true),
        title: requiredString(values, 'title'),
        why: optionalString(values, 'why'),
        targetDate: isoDate(values, 'target-date'),
        metric: metricFrom(values),
      };
      const core = await context.unlocked();
      context.printJson(await core.call('goals.create', input));
    },
  },
  {
    name: 'goals checkin',
    usage: 'goals checkin --goal ID [--value V] [--rating 1-10] [--date D] [--comment C] [--session ID]',
    summary: 'Record a check-in (a value, a self-rating or both; today unless --date); prints the goal as JSON.',
    options: { goal: { type: 'string' }, value: { type: 'string' }, rating: { type: 'string' }, date: { type: 'string' }, comment: { type: 'string' }, session: { type: 'string' } },
    async run(context, values) {
      const rating = positiveInteger(values, 'rating');
      if (rating !== undefined && rating > 10) throw new UsageError('--rating must be from 1 to 10.');
      const input = {
        goalId: positiveInteger(values, 'goal', true),
        value: decimal(values, 'value'),
        rating,
        on: isoDate(values, 'date'),
        comment: optionalString(values, 'comment'),
        sessionId: positiveInteger(values, 'session'),
      };
      if (input.value === undefined && rating === undefined) throw new UsageError('Give --value, --rating or both.');
      const core = await context.unlocked();
      context.printJson(await core.call('goals.addCheckIn', input));
    },
  },
  {
    name: 'goals list',
    usage: 'goals list [--client ID] [--status S] [--stale]',
    summary: "A client's goals, or the practice's, as a JSON array with progress; --stale: not checked in for 30+ days.",
    options: { client: { type: 'string' }, status: { type: 'string' }, stale: { type: 'boolean' } },
    async run(context, values) {
      const input = { clientId: positiveInteger(values, 'client'), status: oneOf(values, 'status', GoalStatus.options), staleOnly: values.stale === true };
      const core = await context.unlocked();
      context.printJson(await core.call('goals.list', input));
    },
  },
];
