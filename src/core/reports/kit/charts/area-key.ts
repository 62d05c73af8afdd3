import type { Flow } from '../flow';
import type { TextBox } from '../text/text-layout';
import { COLOR, SIZE } from '../theme';

const COLUMNS = 3;
const COLUMN_GAP = 12;

interface AreaKey {
  boxes: TextBox[];
  rows: number;
  columnWidth: number;
  rowHeights: number[];
}

function layoutKey(flow: Flow, areas: readonly string[]): AreaKey {
  const columnWidth = (flow.width - (COLUMNS - 1) * COLUMN_GAP) / COLUMNS;
  const rows = Math.ceil(areas.length / COLUMNS);
  const boxes = areas.map((area, i) => flow.layout(`${flow.format.number(i + 1)}. ${area}`, { size: SIZE.small }, columnWidth));
  const rowHeights = Array.from({ length: rows }, (_, row) => Math.max(...boxes.filter((_, i) => i % rows === row).map((box) => box.height)));
  return { boxes, rows, columnWidth, rowHeights };
}

export function areaKeyHeight(flow: Flow, areas: readonly string[]): number {
  return layoutKey(flow, areas).rowHeights.reduce((sum, height) => sum + height, 0);
}

/**
 * The names of a wheel's areas as a numbered list under it, for wheels with too many spokes to
 * name each at its tip: in columns from the start edge, read down each column. Its top at
 * `top`; returns its height.
 */
export function drawAreaKey(flow: Flow, areas: readonly string[], top: number): number {
  const { boxes, rows, columnWidth, rowHeights } = layoutKey(flow, areas);
  const rowTops = rowHeights.map((_, row) => top + rowHeights.slice(0, row).reduce((sum, height) => sum + height, 0));
  boxes.forEach((box, i) => flow.draw(box, Math.floor(i / rows) * (columnWidth + COLUMN_GAP), COLOR.text, rowTops[i % rows]));
  return rowHeights.reduce((sum, height) => sum + height, 0);
}
