import type { Flow } from '../flow';
import { drawTextBox } from '../text/draw-text';
import type { Align, TextBox, TextStyle } from '../text/text-layout';
import { SIZE } from '../theme';

export type Side = 'left' | 'center' | 'right';

/** Logical alignment that puts lines against a physical side in this document's direction. */
export function alignTo(flow: Flow, side: Side): Align {
  if (side === 'center') return 'center';
  return (side === 'left') === flow.rtl ? 'end' : 'start';
}

/** A chart's own title, set like a level-3 heading at the start edge. */
export function chartTitle(flow: Flow, title: string | undefined): TextBox | undefined {
  return title ? flow.layout(title, { size: SIZE.heading[3], bold: true }, flow.width) : undefined;
}

/**
 * Draws `text` with its `side` edge at page x and its vertical middle at y. Labels wider than
 * `maxWidth` wrap, each line aligned to the same side.
 */
export function drawLabel(flow: Flow, text: string, style: TextStyle, x: number, y: number, side: Side, color: string, maxWidth = Infinity): TextBox {
  const box = flow.layout(text, style, maxWidth, alignTo(flow, side));
  const left = side === 'left' ? x : side === 'right' ? x - box.width : x - box.width / 2;
  drawTextBox(flow.doc, box, left, y - box.height / 2, color);
  return box;
}
