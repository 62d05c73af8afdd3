import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/client';
import { queryClient } from '../app/queries';

export const templatesQuery = queryOptions({ queryKey: ['assessmentTemplates.list'], queryFn: () => call('assessmentTemplates.list', {}) });

export const assessmentsQuery = (clientId: number) =>
  queryOptions({ queryKey: ['assessments.list', clientId], queryFn: () => call('assessments.list', { clientId }) });

export const comparisonQuery = (beforeId: number, afterId: number) =>
  queryOptions({ queryKey: ['assessments.compare', beforeId, afterId], queryFn: () => call('assessments.compare', { beforeId, afterId }) });

/** After recording or changing assessments or templates: everything that shows them reloads. */
export function refreshAssessments(): void {
  for (const key of ['assessments.list', 'assessments.compare', 'assessmentTemplates.list', 'goals.get']) void queryClient.invalidateQueries({ queryKey: [key] });
}
