import type { AssessmentTemplate } from '../../shared/contract';
import { toLatinNumber } from '../../shared/i18n/digits';
import type { Core } from '../../core/core';
import type { Command } from '../command';
import { UsageError } from '../usage-error';
import { isoDate, optionalString, positiveInteger, requiredString } from './options';

/** A template by its built-in key ("wheel"), its number or its name. */
async function findTemplate(core: Core, wanted: string): Promise<AssessmentTemplate> {
  const templates = await core.call('assessmentTemplates.list', {});
  const found = templates.find((t) => t.builtin === wanted || String(t.id) === wanted || t.name?.toLocaleLowerCase() === wanted.toLocaleLowerCase());
  if (!found) throw new UsageError(`There is no assessment template "${wanted}". See "assessments templates" for their names and numbers.`);
  return found;
}

/**
 * Scores typed with the Persian keyboard on ({"health":۶}) made parseable: digits and ٫ outside
 * quotes become JSON's (digits.ts); inside quotes, area keys and names, they stay as written.
 */
function latinNumbers(json: string): string {
  return json.replace(/"(?:[^"\\]|\\.)*"|[^"]+/g, (part) => (part.startsWith('"') ? part : toLatinNumber(part)));
}

function scoresFrom(text: string): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(latinNumbers(text));
  } catch {
    throw new UsageError('--scores must be JSON, like \'{"health":6,"career":7}\'.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || !Object.values(parsed).every((v) => Number.isInteger(v))) {
    throw new UsageError('--scores must map each area key to a whole number, like \'{"health":6,"career":7}\'.');
  }
  return parsed as Record<string, number>;
}

export const assessmentsCommands: Command[] = [
  {
    name: 'assessments add',
    usage: "assessments add --client ID --template wheel --scores '{\"health\":6,...}' [--date D] [--note N]",
    summary: 'Record an assessment (every area scored; today unless --date); prints it as JSON.',
    options: { client: { type: 'string' }, template: { type: 'string' }, scores: { type: 'string' }, date: { type: 'string' }, note: { type: 'string' } },
    async run(context, values) {
      const clientId = positiveInteger(values, 'client', true);
      const scores = scoresFrom(requiredString(values, 'scores'));
      const on = isoDate(values, 'date');
      const core = await context.unlocked();
      const template = await findTemplate(core, requiredString(values, 'template'));
      context.printJson(await core.call('assessments.create', { clientId, templateId: template.id, scores, on, note: optionalString(values, 'note') }));
    },
  },
  {
    name: 'assessments list',
    usage: 'assessments list --client ID [--template T]',
    summary: "A client's assessments, oldest first, as a JSON array.",
    options: { client: { type: 'string' }, template: { type: 'string' } },
    async run(context, values) {
      const clientId = positiveInteger(values, 'client', true);
      const core = await context.unlocked();
      const wanted = optionalString(values, 'template');
      const templateId = wanted ? (await findTemplate(core, wanted)).id : undefined;
      context.printJson(await core.call('assessments.list', { clientId, templateId }));
    },
  },
  {
    name: 'assessments templates',
    usage: 'assessments templates',
    summary: 'Assessment templates with their area keys (for --scores), as JSON.',
    async run(context) {
      const core = await context.unlocked();
      context.printJson(await core.call('assessmentTemplates.list', {}));
    },
  },
];
