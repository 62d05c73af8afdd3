import type { Flow } from '../flow';
import type { BulletsBlock } from '../model';
import { COLOR, GAP, SIZE } from '../theme';

const INDENT = 16;

/** A bullet at the start edge and the item's lines indented after it (mirrored in Persian). */
export function drawBullets(flow: Flow, block: BulletsBlock): void {
  const bullet = flow.layout('•', { size: SIZE.body, bold: true }, INDENT);
  for (const item of block.items) {
    const box = flow.layout(item, { size: SIZE.body }, flow.width - INDENT);
    flow.ensure(box.lineHeight);
    flow.draw(bullet, 4, COLOR.accent);
    flow.drawFlowing(box, INDENT);
    flow.y += 2;
  }
  flow.y += GAP.block - 2;
}
