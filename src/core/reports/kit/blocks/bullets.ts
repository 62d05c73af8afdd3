import type { Flow } from '../flow';
import type { BulletsBlock } from '../model';
import { COLOR, GAP, SIZE } from '../theme';

const INDENT = 16;
/** Between a number and its item's text. */
const MARKER_GAP = 5;

/**
 * A bullet, or the item's number, at the start edge and the item's lines indented after it
 * (mirrored in Persian). Numbers end where their items' text begins, indented as far as the
 * widest one needs.
 */
export function drawBullets(flow: Flow, block: BulletsBlock): void {
  const bullet = flow.layout('•', { size: SIZE.body, bold: true }, INDENT);
  const markers = block.items.map((_, i) => block.markers?.[i] ?? null).map((marker) => (marker === null ? null : flow.layout(marker, { size: SIZE.body }, Infinity)));
  const indent = Math.max(INDENT, ...markers.map((marker) => (marker ? marker.width + MARKER_GAP : 0)));
  block.items.forEach((item, i) => {
    const box = flow.layout(item, { size: SIZE.body }, flow.width - indent);
    flow.ensure(box.lineHeight);
    const marker = markers[i];
    if (marker) flow.draw(marker, indent - MARKER_GAP - marker.width, COLOR.accent);
    else flow.draw(bullet, 4, COLOR.accent);
    flow.drawFlowing(box, indent);
    flow.y += 2;
  });
  flow.y += GAP.block - 2;
}
