import { MOST_NAMED_SPOKES, scaleTicks } from '../../../../shared/assessments/wheel';
import type { Flow } from '../flow';
import type { RadarChartBlock } from '../model';
import { COLOR, GAP, SIZE } from '../theme';
import { areaKeyHeight, drawAreaKey } from './area-key';
import { chartTitle, drawLabel, type Side } from './label';
import { drawLegend } from './legend';

const RADIUS = 88;
const LABEL_WIDTH = 96;
const LABEL_GAP = 8;
/** Height of the drawing: the wheel plus room for two-line labels above and below it. */
const HEIGHT = 2 * RADIUS + 70;
const SERIES_COLORS = [COLOR.earlier, COLOR.accent, COLOR.target];
const KEY_GAP = 6;

/**
 * The Wheel of Life: one spoke per area, assessments overlaid as filled polygons (earlier
 * one grey, latest one in the accent colour) with a legend of their dates. Spokes run
 * clockwise from the top, counter-clockwise in right-to-left documents.
 */
export function drawRadarChart(flow: Flow, block: RadarChartBlock): void {
  const { doc, format } = flow;
  const title = chartTitle(flow, block.title);
  const titleHeight = title ? title.height + 4 : 0;
  flow.ensure(radarChartHeight(flow, block));
  if (title) flow.draw(title, 0);

  const cx = (flow.left + flow.right) / 2;
  const cy = flow.y + titleHeight + HEIGHT / 2;
  const n = block.axes.length;
  const angle = (i: number) => -Math.PI / 2 + ((flow.rtl ? -1 : 1) * 2 * Math.PI * i) / n;
  const at = (i: number, r: number): [number, number] => [cx + r * Math.cos(angle(i)), cy + r * Math.sin(angle(i))];

  // The rings and their numbers are the screen's: the scale's lowest score at the centre.
  const ticks = scaleTicks(block.min, block.max);
  const radius = (value: number) => (RADIUS * (Math.max(block.min, Math.min(block.max, value)) - block.min)) / (block.max - block.min);
  for (const tick of ticks.slice(1)) {
    polygon(flow, block.axes.map((_, i) => at(i, radius(tick))));
    doc.lineWidth(tick === block.max ? 0.8 : 0.4).strokeColor(COLOR.rule).stroke();
  }
  block.axes.forEach((_, i) => doc.moveTo(cx, cy).lineTo(...at(i, RADIUS)).lineWidth(0.4).strokeColor(COLOR.rule).stroke());

  block.series.forEach((series, s) => {
    const color = SERIES_COLORS[s % SERIES_COLORS.length]!;
    const points = block.axes.map((_, i) => at(i, radius(series.values[i] ?? block.min)));
    doc.save();
    polygon(flow, points);
    doc.fillOpacity(0.18).fill(color);
    doc.restore();
    polygon(flow, points);
    doc.lineWidth(1.6).strokeColor(color).stroke();
    for (const [x, y] of points) doc.circle(x, y, 2).fill(color);
  });

  for (const tick of ticks) drawLabel(flow, format.number(tick), { size: SIZE.tiny }, cx + 3, cy - radius(tick) + 5, 'left', COLOR.muted);
  const keyed = n > MOST_NAMED_SPOKES;
  block.axes.forEach((axis, i) => drawAxisLabel(flow, keyed ? format.number(i + 1) : axis, at(i, RADIUS + LABEL_GAP), angle(i)));

  let legendTop = cy + HEIGHT / 2 + 4;
  if (keyed) legendTop += drawAreaKey(flow, block.axes, legendTop) + KEY_GAP;
  const legendHeight = drawLegend(
    flow,
    block.series.map((series, s) => ({ label: format.date(series.date), color: SERIES_COLORS[s % SERIES_COLORS.length]!, mark: 'area' })),
    legendTop,
    true,
  );
  flow.y = legendTop + legendHeight + GAP.block + 4;
}

/** The whole chart's height, legend included: it is never split across pages. */
export function radarChartHeight(flow: Flow, block: RadarChartBlock): number {
  const title = chartTitle(flow, block.title);
  const key = block.axes.length > MOST_NAMED_SPOKES ? areaKeyHeight(flow, block.axes) + KEY_GAP : 0;
  return (title ? title.height + 4 : 0) + HEIGHT + 30 + key;
}

function polygon(flow: Flow, points: [number, number][]): void {
  points.forEach(([x, y], i) => (i === 0 ? flow.doc.moveTo(x, y) : flow.doc.lineTo(x, y)));
  flow.doc.closePath();
}

/** Area names sit just outside their spoke's tip, growing away from the wheel. */
function drawAxisLabel(flow: Flow, text: string, [x, y]: [number, number], theta: number): void {
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const side: Side = cos > 0.3 ? 'left' : cos < -0.3 ? 'right' : 'center';
  const style = { size: SIZE.small, bold: true };
  const box = flow.layout(text, style, LABEL_WIDTH);
  const lines = box.lines.length;
  const shift = sin > 0.3 ? (box.lineHeight * lines) / 2 : sin < -0.3 ? (-box.lineHeight * lines) / 2 : 0;
  drawLabel(flow, text, style, x, y + shift, side, COLOR.text, LABEL_WIDTH);
}
