import { LineChart } from '@mantine/charts';
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoalDetail } from '../../../../shared/contract';
import { isRightToLeft } from '../../../../shared/languages';
import { useFormatters } from '../../i18n/useFormatters';
import { ChartFigure } from './ChartFigure';
import { type ChartSeries, defaultSeries, hasSeries, isoDateAt, RATING_AXIS, seriesPoints, valueAxis } from './chart-data';

const MAX_POINTS_WITH_DOTS = 60;

/**
 * A goal's check-ins over time, with the target (and starting point) as reference lines.
 * In a right-to-left language time runs from right to left and the value axis stands on the
 * right; labels and digits come from the coach's language.
 */
export function GoalChart({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rtl = isRightToLeft(format.language);
  // Until the coach picks a series, follow the data: ratings first, values once the first one is in.
  const [chosen, setSeries] = useState<ChartSeries | null>(null);
  const series = chosen !== null && hasSeries(goal.checkIns, chosen) ? chosen : defaultSeries(goal.checkIns, goal.metric !== null);
  const points = useMemo(() => seriesPoints(goal.checkIns, series), [goal.checkIns, series]);
  const metric = series === 'value' ? goal.metric : null;
  const baseline = metric ? goal.progress.baseline : null;
  const axis = useMemo(() => (series === 'rating' ? RATING_AXIS : valueAxis(points, [metric?.target ?? null, baseline])), [points, series, metric, baseline]);
  const both = goal.metric !== null && hasSeries(goal.checkIns, 'value') && hasSeries(goal.checkIns, 'rating');

  if (points.length === 0) return <Text c="dimmed">{t('goals.chart.noData')}</Text>;
  const seriesName = metric ? (metric.unit ? `${metric.name} (${metric.unit})` : metric.name) : t('goals.chart.ratings');
  const first = points[0]!;
  const last = points.at(-1)!;
  // Two "29 Aug"s a year apart would read as one day: an axis over more than a year names the
  // years, and leaves its end dates more room. The chart's text runs left to right: a Persian
  // date is set right to left inside it, or "۲۹ مرداد ۱۴۰۴" read "مرداد ۱۴۰۴ ۲۹".
  const spansYears = !format.sameYear(first.on, last.on);
  const dateAt = (ms: number) => format.dayMonth(isoDateAt(ms), spansYears);
  const edge = spansYears ? 44 : 24;
  const summary = metric
    ? t('goals.chart.summaryValues', { count: points.length, name: seriesName, first: format.date(first.on, 'medium'), last: format.date(last.on, 'medium'), start: format.number(first.value), latest: format.number(last.value), target: format.number(metric.target) })
    : t('goals.chart.summaryRatings', { count: points.length, first: format.date(first.on, 'medium'), last: format.date(last.on, 'medium'), start: format.number(first.value), latest: format.number(last.value) });
  // The first check-ins start near the baseline and the latest end near the target, so each
  // line is named at the other end: the target where the line starts, the baseline where it ends.
  const [startSide, endSide] = rtl ? (['insideBottomRight', 'insideBottomLeft'] as const) : (['insideBottomLeft', 'insideBottomRight'] as const);

  return (
    <Stack gap="xs">
      {both && (
        <Group gap="xs">
          <Text size="sm" c="dimmed" id={`chart-series-${goal.id}`}>
            {t('goals.chart.show')}
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby={`chart-series-${goal.id}`}
            value={series}
            onChange={(value) => setSeries(value as ChartSeries)}
            data={[
              { value: 'value', label: t('goals.chart.values') },
              { value: 'rating', label: t('goals.chart.ratings') },
            ]}
          />
        </Group>
      )}
      <ChartFigure
        summary={summary}
        caption={t('goals.chart.table')}
        columns={[t('goals.checkIn.date'), seriesName]}
        rows={points.map((p) => [format.date(p.on, 'medium'), format.number(p.value)])}
      >
        <LineChart
          h={300}
          data={points}
          dataKey="time"
          series={[{ name: 'value', label: seriesName, color: 'teal.6' }]}
          curveType="linear"
          withDots={points.length <= MAX_POINTS_WITH_DOTS}
          accessibilityLayer={false}
          valueFormatter={(value) => format.number(value)}
          gridAxis="xy"
          lineProps={{ isAnimationActive: false }}
          xAxisProps={{ type: 'number', scale: 'time', domain: ['dataMin', 'dataMax'], tickFormatter: (ms: number) => (rtl ? `\u2067${dateAt(ms)}\u2069` : dateAt(ms)), reversed: rtl, padding: { left: edge, right: edge } }}
          yAxisProps={{
            domain: axis.domain,
            ticks: axis.ticks,
            width: 56,
            orientation: rtl ? 'right' : 'left',
            ...(rtl ? { tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' } } : {}),
          }}
          tooltipProps={{ labelFormatter: (label) => (Number.isFinite(Number(label)) && label !== null && label !== '' ? format.date(isoDateAt(Number(label)), 'medium') : '') }}
          styles={rtl ? { tooltip: { direction: 'rtl' } } : undefined}
          referenceLines={[
            ...(metric ? [{ y: metric.target, label: t('goals.chart.target'), color: 'teal.8', labelPosition: startSide } as const] : []),
            ...(baseline !== null ? [{ y: baseline, label: t('goals.chart.baseline'), color: 'gray.6', labelPosition: endSide } as const] : []),
          ]}
        />
      </ChartFigure>
    </Stack>
  );
}
