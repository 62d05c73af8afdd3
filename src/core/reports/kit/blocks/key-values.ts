import type { Flow } from '../flow';
import type { KeyValuesBlock } from '../model';
import { COLOR, GAP, SIZE } from '../theme';

const COLUMN_GAP = 14;

/** Label and value pairs in two columns; the label column is as wide as its longest label allows. */
export function drawKeyValues(flow: Flow, block: KeyValuesBlock): void {
  const labelStyle = { size: SIZE.small, bold: true };
  const natural = Math.max(...block.items.map((item) => flow.layout(item.label, labelStyle, Infinity).width));
  const labelWidth = Math.min(natural, flow.width * 0.38);
  const valueWidth = flow.width - labelWidth - COLUMN_GAP;
  for (const item of block.items) {
    const label = flow.layout(item.label, labelStyle, labelWidth);
    const value = flow.layout(item.value, { size: SIZE.body }, valueWidth);
    const height = Math.max(label.height, value.height);
    flow.ensure(height);
    // Both columns share the first line's middle, so the smaller label sits level with the value.
    flow.draw(label, 0, COLOR.muted, flow.y + (value.lineHeight - label.lineHeight) / 2);
    flow.draw(value, labelWidth + COLUMN_GAP);
    flow.y += height + 2;
  }
  flow.y += GAP.block;
}
