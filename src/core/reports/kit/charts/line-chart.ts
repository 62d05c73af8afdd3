import type { Flow } from '../flow';
import { toDate } from '../format';
import type { LineChartBlock } from '../model';
import { COLOR, GAP, SIZE } from '../theme';
import { spacedLabels } from './axis-labels';
import { chartTitle, drawLabel } from './label';
import { drawLegend, type LegendItem } from './legend';
import { niceTicks } from './scale';

const PLOT_HEIGHT = 130;
const X_LABELS = 18;
const LEGEND = 30;
const EDGE_PAD = 14;
const MAX_X_LABELS = 6;
/** The least room between two dates under the axis. */
const LABEL_GAP = 6;

/**
 * A goal's value over time with its baseline and target as dashed lines. Time runs from the
 * start edge, so a Persian chart reads right to left like its page; labels use the document's
 * digits and calendar.
 */
export function drawLineChart(flow: Flow, block: LineChartBlock): void {
  const { doc, format, t } = flow;
  const title = chartTitle(flow, block.title);
  const titleHeight = title ? title.height + 4 : 0;
  flow.ensure(lineChartHeight(flow, block));
  if (title) flow.draw(title, 0);

  const values = block.points.map((p) => p.value);
  const reference = [block.baseline, block.target].filter((v): v is number => v !== undefined);
  const ticks = niceTicks(block.min ?? Math.min(...values, ...reference), block.max ?? Math.max(...values, ...reference), 4);
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const tickStyle = { size: SIZE.tiny };
  const tickLabels = ticks.map((tick) => format.number(tick));
  const labelWidth = Math.max(...tickLabels.map((label) => flow.layout(label, tickStyle, Infinity).width)) + 6;
  const plotStart = labelWidth + 4;
  const plotWidth = flow.width - plotStart - 6;
  const top = flow.y + titleHeight + 6;
  const bottom = top + PLOT_HEIGHT;
  const px = (offset: number) => (flow.rtl ? flow.right - offset : flow.left + offset);
  const yOf = (value: number) => bottom - ((value - low) / (high - low)) * PLOT_HEIGHT;

  ticks.forEach((tick, i) => {
    const y = yOf(tick);
    doc.moveTo(px(plotStart), y).lineTo(px(plotStart + plotWidth), y).lineWidth(0.4).strokeColor(COLOR.rule).stroke();
    drawLabel(flow, tickLabels[i]!, tickStyle, px(labelWidth), y, flow.rtl ? 'left' : 'right', COLOR.muted);
  });
  doc.moveTo(px(plotStart), bottom).lineTo(px(plotStart + plotWidth), bottom).lineWidth(0.8).strokeColor(COLOR.muted).stroke();

  const legend: LegendItem[] = [{ label: block.seriesLabel, color: COLOR.accent, mark: 'line' }];
  const drawReference = (value: number | undefined, label: string, color: string) => {
    if (value === undefined) return;
    doc.save().moveTo(px(plotStart), yOf(value)).lineTo(px(plotStart + plotWidth), yOf(value)).lineWidth(1.2).strokeColor(color).dash(4, { space: 3 }).stroke().undash().restore();
    legend.push({ label: t('reports.kit.legendValue', { label, value: format.number(value) }), color, mark: 'dashed' });
  };
  drawReference(block.baseline, t('reports.kit.baseline'), COLOR.earlier);
  drawReference(block.target, t('reports.kit.target'), COLOR.target);

  if (block.points.length === 0) {
    drawLabel(flow, t('reports.kit.noData'), { size: SIZE.small }, px(plotStart + plotWidth / 2), top + PLOT_HEIGHT / 2, 'center', COLOR.muted);
  } else {
    drawSeries(flow, block, { px, yOf, plotStart, plotWidth, bottom });
  }
  const legendHeight = drawLegend(flow, legend, bottom + X_LABELS);
  flow.y = bottom + X_LABELS + legendHeight + GAP.block + 4;
}

/** The whole chart's height: it is never split across pages. */
export function lineChartHeight(flow: Flow, block: LineChartBlock): number {
  const title = chartTitle(flow, block.title);
  return (title ? title.height + 4 : 0) + 6 + PLOT_HEIGHT + X_LABELS + LEGEND;
}

interface Geometry {
  px: (offset: number) => number;
  yOf: (value: number) => number;
  plotStart: number;
  plotWidth: number;
  bottom: number;
}

function drawSeries(flow: Flow, block: LineChartBlock, g: Geometry): void {
  const { doc, format } = flow;
  const points = [...block.points].sort((a, b) => toDate(a.date).getTime() - toDate(b.date).getTime());
  const times = points.map((p) => toDate(p.date).getTime());
  const first = times[0]!;
  const span = times[times.length - 1]! - first;
  const xOf = (time: number) => g.px(g.plotStart + EDGE_PAD + (span > 0 ? (time - first) / span : 0.5) * (g.plotWidth - 2 * EDGE_PAD));

  points.forEach((point, i) => {
    const x = xOf(times[i]!);
    const y = g.yOf(point.value);
    if (i === 0) doc.moveTo(x, y);
    else doc.lineTo(x, y);
  });
  doc.lineWidth(2).lineJoin('round').strokeColor(COLOR.accent).stroke();
  for (const [i, point] of points.entries()) doc.circle(xOf(times[i]!), g.yOf(point.value), 2.6).fill(COLOR.accent);

  // The latest value is named beside its dot, on the side facing into the chart.
  const last = points[points.length - 1]!;
  const lastX = xOf(times[times.length - 1]!) + (flow.rtl ? 5 : -5);
  drawLabel(flow, format.number(last.value), { size: SIZE.small, bold: true }, lastX, g.yOf(last.value) - 9, flow.rtl ? 'left' : 'right', COLOR.accent);

  const step = Math.max(1, Math.ceil(points.length / MAX_X_LABELS));
  const dates = format.axisDates(points.map((point) => point.date));
  const dateStyle = { size: SIZE.tiny };
  // A date is centred under its dot, but kept within the plot: the first and last dots sit only
  // EDGE_PAD in, and a date with its year ("24 Jun 2024", "۱۲ فروردین ۱۴۰۵") is wider than twice
  // that, so it ran into the tick labels at one end and past the page margin at the other.
  const ends = [g.px(g.plotStart), g.px(g.plotStart + g.plotWidth)];
  const plotLeft = Math.min(...ends);
  const plotRight = Math.max(...ends);
  const candidates = points.map((_, i) => i).filter((i) => i === points.length - 1 || (i % step === 0 && points.length - 1 - i >= step));
  const spans = candidates.map((i) => {
    const half = flow.layout(dates[i]!, dateStyle, Infinity).width / 2;
    const x = Math.min(Math.max(xOf(times[i]!), plotLeft + half), plotRight - half);
    return { x, left: x - half, right: x + half };
  });
  for (const k of spacedLabels(spans, LABEL_GAP)) drawLabel(flow, dates[candidates[k]!]!, dateStyle, spans[k]!.x, g.bottom + 8, 'center', COLOR.muted);
}
