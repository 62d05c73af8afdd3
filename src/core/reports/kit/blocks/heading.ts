import type { Flow } from '../flow';
import type { HeadingBlock } from '../model';
import { COLOR, GAP, SIZE } from '../theme';

function layoutHeading(flow: Flow, block: HeadingBlock) {
  const size = SIZE.heading[block.level];
  const box = flow.layout(block.text, { size, bold: true }, flow.width, 'start', block.coachTyped);
  const above = block.level > 1 ? size * 0.6 : 0;
  const below = (block.level === 2 ? 3 : 0) + GAP.heading;
  return { box, above, below };
}

export function headingHeight(flow: Flow, block: HeadingBlock): number {
  const { box, above, below } = layoutHeading(flow, block);
  return above + box.height + below;
}

/** `keep` is the room the following block needs to start, so a heading never ends a page alone. */
export function drawHeading(flow: Flow, block: HeadingBlock, keep: number): void {
  const { box, above, below } = layoutHeading(flow, block);
  if (flow.y > flow.top) flow.y += above;
  flow.ensure(box.height + below + keep);
  flow.draw(box, 0, block.level === 3 ? COLOR.text : COLOR.accent);
  flow.y += box.height;
  if (block.level === 2) flow.doc.moveTo(flow.left, flow.y + 1).lineTo(flow.right, flow.y + 1).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
  flow.y += below;
}
