import { Sparkline } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalSummary } from '../../../../shared/contract';
import { isRightToLeft } from '../../../../shared/languages';
import { useFormatters } from '../../i18n/useFormatters';
import { defaultSeries, sparklineShape, trendValues } from './chart-data';

/** A goal's latest check-ins as a small line, coloured by whether the client is moving the right way. */
export function TrendLine({ goal }: { goal: GoalSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rtl = isRightToLeft(format.language);
  const series = defaultSeries(goal.trend, goal.metric !== null);
  const values = useMemo(() => trendValues(goal.trend, series, rtl), [goal.trend, series, rtl]);
  const shape = useMemo(() => sparklineShape(values), [values]);
  if (values.length < 2) return null;
  const [first, last] = rtl ? [values.at(-1)!, values[0]!] : [values[0]!, values.at(-1)!];
  const better = series === 'value' && goal.metric?.direction === 'lower' ? -1 : 1;
  const movement = Math.sign((last - first) * better);
  const color = movement > 0 ? 'teal' : movement < 0 ? 'orange' : 'gray';
  return (
    <Box role="img" aria-label={t('goals.chart.trend', { count: values.length, first: format.number(first), last: format.number(last) })} w={120}>
      <Sparkline h={36} data={shape} curveType="linear" color={color} fillOpacity={0.25} strokeWidth={1.6} />
    </Box>
  );
}
