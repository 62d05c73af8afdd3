import type { Flow } from '../flow';
import type { KeyValuesBlock } from '../model';
import { COLOR, GAP, SIZE } from '../theme';

const COLUMN_GAP = 14;

const LABEL_STYLE = { size: SIZE.small, bold: true };

/** Each pair laid out: the label column is as wide as its longest label allows. */
function layoutPairs(flow: Flow, block: KeyValuesBlock) {
  const natural = Math.max(...block.items.map((item) => flow.layout(item.label, LABEL_STYLE, Infinity).width));
  const labelWidth = Math.min(natural, flow.width * 0.38);
  const valueWidth = flow.width - labelWidth - COLUMN_GAP;
  const pairs = block.items.map((item) => {
    const label = flow.layout(item.label, LABEL_STYLE, labelWidth);
    const value = flow.layout(item.value, { size: SIZE.body }, valueWidth);
    return { label, value, height: Math.max(label.height, value.height) };
  });
  return { labelWidth, pairs };
}

export function keyValuesHeight(flow: Flow, block: KeyValuesBlock): number {
  return layoutPairs(flow, block).pairs.reduce((sum, pair) => sum + pair.height + 2, 0) + GAP.block;
}

/**
 * Label and value pairs in two columns. A pair is kept on one page, unless its value is longer
 * than a page (an agreement's terms): that value then continues on the next pages, as a
 * paragraph does, rather than running over the footer and off the page.
 */
export function drawKeyValues(flow: Flow, block: KeyValuesBlock): void {
  const { labelWidth, pairs } = layoutPairs(flow, block);
  for (const { label, value, height } of pairs) {
    // A pair longer than a whole page starts where it is: a new page would not hold it either.
    flow.ensure(height <= flow.bottom - flow.top ? height : value.lineHeight);
    // Both columns share the first line's middle, so the smaller label sits level with the value.
    flow.draw(label, 0, COLOR.muted, flow.y + (value.lineHeight - label.lineHeight) / 2);
    if (height <= flow.room) {
      flow.draw(value, labelWidth + COLUMN_GAP);
      flow.y += height + 2;
    } else {
      flow.drawFlowing(value, labelWidth + COLUMN_GAP);
      flow.y += 2;
    }
  }
  flow.y += GAP.block;
}
