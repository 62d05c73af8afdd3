import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Area, isBuiltInArea } from '../../../shared/contract';

/**
 * Names of areas and templates: the coach's own text when they typed one, else the built-in
 * name in the current UI language (so a Wheel of Life recorded in English reads in Persian).
 */
export function useAssessmentNames() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      area: (area: Area) => area.label ?? (isBuiltInArea(area.key) ? t(`assessments.areas.${area.key}`) : area.key),
      /** A template, or the template an assessment was recorded with (only the built-in one has no name). */
      template: (template: { name?: string | null; templateName?: string | null }) => template.name ?? template.templateName ?? t('assessments.wheelOfLife'),
    }),
    [t],
  );
}
