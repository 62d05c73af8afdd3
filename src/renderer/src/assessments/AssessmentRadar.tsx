import { RadarChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaseTickContentProps } from 'recharts';
import type { Assessment } from '../../../shared/contract';
import { onScaleOf } from '../../../shared/assessments/rescale';
import { MOST_NAMED_SPOKES, scaleTicks } from '../../../shared/assessments/wheel';
import { isRightToLeft } from '../../../shared/languages';
import { ChartFigure } from '../goals/charts/ChartFigure';
import { useFormatters } from '../i18n/useFormatters';
import { useAssessmentNames } from './useAssessmentNames';
import { WheelAreaKey } from './WheelAreaKey';
import { nameMeasure, namesFit, RADIUS, wheelRoom } from './wheel-fit';
import { WheelName } from './WheelName';

const COLORS = { before: 'gray.6', after: 'teal.6' } as const;
const FULL = { width: 560, height: 380 };
const MIN_HEIGHT = 240;
/**
 * The scale's numbers in the page's secondary text colour (recharts draws them in the grid's
 * faint line colour), ringed with the page's background so that they read where the shapes cross them.
 */
const SCALE_NUMBER = { fontSize: 11, fill: 'var(--mantine-color-dimmed)', stroke: 'var(--mantine-color-body)', strokeWidth: 3, strokeLinejoin: 'round', paintOrder: 'stroke' } as const;

/**
 * One assessment as a wheel, or two overlaid (earlier in grey, later in colour). Areas are
 * matched by key; in a right-to-left language they run counter-clockwise from the top, so the
 * wheel reads in the same direction as the page.
 */
export function AssessmentRadar({ after, before }: { after: Assessment; before?: Assessment | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const names = useAssessmentNames();
  const data = useMemo(() => {
    const earlier = new Map(before?.scores.map((s) => [s.key, onScaleOf(s.score, before, after)]));
    return after.scores.map((score) => ({ area: names.area(score), after: score.score, before: earlier.get(score.key) ?? null }));
  }, [after, before, names]);

  const series = [...(before ? [{ name: 'before', label: format.date(before.on, 'medium'), color: COLORS.before, opacity: 0.2 }] : []), { name: 'after', label: format.date(after.on, 'medium'), color: COLORS.after, opacity: 0.35 }];
  // A narrower wheel is also lower, so that its radius, set by the lesser side, leaves room for
  // the names at its sides.
  const box = useElementSize();
  const height = box.width ? Math.round(Math.min(FULL.height, Math.max(MIN_HEIGHT, (box.width * FULL.height) / FULL.width))) : FULL.height;
  const areaNames = useMemo(() => data.map((row) => row.area), [data]);
  const measure = useMemo(nameMeasure, []);
  // Longer names wrap onto more lines (an area's name may be 80 characters; in a narrow column
  // one line ran off both edges).
  const room = wheelRoom(box.width || FULL.width, height, data.length);
  // Too many names to fit around the wheel, or too long for the room at their spokes: the spokes
  // are numbered, the names listed under the wheel.
  const keyed = data.length > MOST_NAMED_SPOKES || !namesFit(areaNames, room, measure);
  const label = (name: string, index: number) => (keyed ? format.number(index + 1) : name);
  // The scale's numbers run up between the first two spokes, upright (recharts turns them to the
  // line they run along): on the first spoke, the top one, its name covered the highest.
  const rightToLeft = isRightToLeft(format.language);
  const scaleAngle = 90 + (rightToLeft ? 180 : -180) / data.length;
  const summary = before
    ? t('assessments.chart.summaryCompare', { count: data.length, before: format.date(before.on, 'medium'), after: format.date(after.on, 'medium'), beforeAverage: format.number(onScaleOf(before.average, before, after)), afterAverage: format.number(after.average) })
    : t('assessments.chart.summary', { count: data.length, date: format.date(after.on, 'medium'), average: format.number(after.average), max: format.number(after.scaleMax) });

  return (
    // As wide as its column allows, up to 560 px: the client page's column is narrower than that
    // in a window under about 1,230 px, where a fixed width pushed the whole page sideways.
    <Stack gap="xs">
      <ChartFigure
        summary={summary}
        caption={t('assessments.chart.table')}
        columns={[t('assessments.table.area'), ...series.map((s) => s.label)]}
        rows={data.map((row) => [row.area, ...(before ? [row.before === null ? '' : format.number(row.before)] : []), format.number(row.after)])}
      >
        <Box ref={box.ref} maw={FULL.width} mx="auto">
          <RadarChart
            h={height}
            dir="ltr"
            data={data}
            dataKey="area"
            series={series}
            withPolarRadiusAxis
            withDots
            accessibilityLayer={false}
            radarChartProps={{ startAngle: 90, endAngle: rightToLeft ? 450 : -270, outerRadius: `${RADIUS * 100}%` }}
            polarRadiusAxisProps={{ domain: [after.scaleMin, after.scaleMax], angle: scaleAngle, ticks: scaleTicks(after.scaleMin, after.scaleMax), tickFormatter: (v: number) => format.number(v), tick: { ...SCALE_NUMBER, textAnchor: 'middle', transform: 'rotate(0)' }, axisLine: false }}
            polarAngleAxisProps={{ tick: (tick: BaseTickContentProps) => <WheelName tick={tick} room={room} label={label} /> }}
          />
        </Box>
      </ChartFigure>
      {keyed && <WheelAreaKey areas={areaNames} />}
      <Group gap="lg" justify="center" data-testid="radar-legend">
        {series.map((s) => (
          <Group key={s.name} gap={6}>
            <ColorSwatch size={12} color={`var(--mantine-color-${s.color.replace('.', '-')})`} />
            <Text size="sm">{s.label}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
