import type { Flow } from '../flow';
import type { TableBlock } from '../model';
import type { TextBox } from '../text/text-layout';
import { COLOR, GAP, SIZE } from '../theme';
import { columnWidths } from './table-columns';

const PAD_X = 6;
const PAD_Y = 4;

/**
 * A table whose columns follow the reading order (the first column on the right in Persian),
 * with its header row repeated at the top of every page it continues on. A row is kept on one
 * page, unless it is longer than a page (a check-in comment of thousands of words): it then
 * continues on the next pages, each cell where it stopped, rather than running off the page.
 */
export function drawTable(flow: Flow, block: TableBlock): void {
  const widths = columnWidths(flow, block, PAD_X);
  const offsets = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
  const layoutRow = (cells: string[], header: boolean) =>
    block.columns.map((column, i) =>
      flow.layout(cells[i] ?? '', { size: header ? SIZE.small : SIZE.body, bold: header }, widths[i]! - 2 * PAD_X, column.align ?? 'start', !header && column.coachTyped),
    );
  const heightOf = (cells: TextBox[]) => Math.max(...cells.map((cell) => cell.height)) + 2 * PAD_Y;

  const header = layoutRow(block.columns.map((column) => column.header), true);
  const headerHeight = heightOf(header);
  const drawRow = (cells: TextBox[], height: number, fill: string | undefined, color: string) => {
    if (fill) flow.doc.rect(flow.left, flow.y, flow.width, height).fill(fill);
    cells.forEach((cell, i) => flow.draw(cell, offsets[i]! + PAD_X, color, flow.y + PAD_Y));
    flow.y += height;
  };
  const drawHeader = () => drawRow(header, headerHeight, COLOR.accentSoft, COLOR.accent);

  const nextPage = () => {
    flow.newPage();
    drawHeader();
  };
  // As many lines of each cell as the page holds, then the rest under the header of the next.
  const drawLongRow = (cells: TextBox[], fill: string | undefined) => {
    let drawn = cells.map(() => 0);
    const oneLine = Math.max(...cells.map((cell) => cell.lineHeight)) + 2 * PAD_Y;
    if (flow.room < oneLine) nextPage();
    for (;;) {
      const room = flow.room - 2 * PAD_Y;
      const ends = cells.map((cell, i) => Math.min(cell.lines.length, drawn[i]! + Math.floor(room / cell.lineHeight)));
      const height = Math.max(...cells.map((cell, i) => (ends[i]! - drawn[i]!) * cell.lineHeight)) + 2 * PAD_Y;
      if (fill) flow.doc.rect(flow.left, flow.y, flow.width, height).fill(fill);
      cells.forEach((cell, i) => flow.draw(cell, offsets[i]! + PAD_X, COLOR.text, flow.y + PAD_Y, drawn[i], ends[i]));
      flow.y += height;
      drawn = ends;
      if (cells.every((cell, i) => drawn[i]! >= cell.lines.length)) return;
      nextPage();
    }
  };

  const rows = block.rows.map((row) => layoutRow(row, false));
  const pageHeight = flow.bottom - flow.top - headerHeight;
  flow.ensure(headerHeight + (rows[0] ? Math.min(heightOf(rows[0]), pageHeight) : 0));
  drawHeader();
  rows.forEach((cells, r) => {
    const height = heightOf(cells);
    const fill = r % 2 === 1 ? COLOR.zebra : undefined;
    if (height > pageHeight) return drawLongRow(cells, fill);
    if (flow.ensure(height)) drawHeader();
    drawRow(cells, height, fill, COLOR.text);
  });
  flow.doc.moveTo(flow.left, flow.y).lineTo(flow.right, flow.y).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
  flow.y += GAP.block + 4;
}
