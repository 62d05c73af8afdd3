import type { Area } from '../../../shared/contract';
import type { WheelComparison } from '../data/progress-data';
import type { Block } from '../kit';
import type { Wording } from './wording';

/**
 * The Wheel of Life of the period: the first and the latest assessment overlaid on one radar,
 * then the scores per area with the change between them. Built-in areas are named in the
 * document's language; areas the coach named keep their name.
 */
export function wheelBlocks(wheel: WheelComparison | null, w: Wording): Block[] {
  const { t, f, k } = w;
  const heading: Block = { kind: 'heading', level: 2, text: t('reports.wheel.title') };
  if (!wheel) return [heading, { kind: 'paragraph', text: t('reports.wheel.none'), tone: 'muted' }];
  const { first, latest, rows } = wheel;
  const name = (area: Area) => area.label ?? t(`assessments.areas.${area.key}`);
  const score = (value: number | null) => (value === null ? '—' : k.number(value, 0));
  return [
    heading,
    {
      kind: 'radarChart',
      axes: rows.map(name),
      min: first.scaleMin,
      max: first.scaleMax,
      series: [{ date: first.on, values: rows.map((r) => r.before ?? 0) }, ...(latest ? [{ date: latest.on, values: rows.map((r) => r.after ?? 0) }] : [])],
    },
    {
      kind: 'table',
      columns: [
        { header: t('reports.wheel.area'), weight: 2.4 },
        { header: f.date(first.on, 'medium'), align: 'center' },
        ...(latest ? [{ header: f.date(latest.on, 'medium'), align: 'center' as const }, { header: t('reports.wheel.change'), align: 'center' as const }] : []),
      ],
      rows: rows.map((row) => [
        name(row),
        score(row.before),
        ...(latest ? [score(row.after), row.change === null ? '—' : w.f.number(row.change, { signDisplay: 'exceptZero' })] : []),
      ]),
    },
  ];
}
