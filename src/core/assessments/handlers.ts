import type { assessmentsContract } from '../../shared/contract';
import type { HandlerGroup } from '../api/types';
import type { CoreContext } from '../context';
import { todayIn } from '../goals/today';
import { createAssessment, deleteAssessment, getAssessment, listAssessments, updateAssessment } from './assessment-store';
import { compareAssessments } from './compare';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './templates';

const iso = ({ now }: CoreContext) => new Date(now()).toISOString();

export const assessmentsHandlers: HandlerGroup<keyof typeof assessmentsContract> = {
  'assessmentTemplates.list': (_, { vault }) => listTemplates(vault.db),
  'assessmentTemplates.create': (input, context) => getTemplate(context.vault.db, createTemplate(context.vault.db, input, iso(context))),
  'assessmentTemplates.update': ({ id, changes }, context) => {
    updateTemplate(context.vault.db, id, changes, iso(context));
    return getTemplate(context.vault.db, id);
  },
  'assessmentTemplates.delete': ({ id }, context) => {
    deleteTemplate(context.vault.db, id, iso(context));
    return { deleted: true };
  },
  'assessments.list': (input, { vault }) => listAssessments(vault.db, input),
  'assessments.get': ({ id }, { vault }) => getAssessment(vault.db, id),
  'assessments.create': (input, context) => getAssessment(context.vault.db, createAssessment(context.vault.db, input, todayIn(context), iso(context))),
  'assessments.update': ({ id, changes }, context) => {
    updateAssessment(context.vault.db, id, changes, iso(context));
    return getAssessment(context.vault.db, id);
  },
  'assessments.delete': ({ id }, { vault }) => {
    deleteAssessment(vault.db, id);
    return { deleted: true };
  },
  'assessments.compare': ({ beforeId, afterId }, { vault }) => compareAssessments(vault.db, beforeId, afterId),
};
