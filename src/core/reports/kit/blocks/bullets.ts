import type { Flow } from '../flow';
import type { BulletsBlock } from '../model';
import { firstStrongDirection } from '../text/bidi';
import { COLOR, GAP, SIZE } from '../theme';

const INDENT = 16;
/** Between a number and its item's text. */
const MARKER_GAP = 5;
/** Deeper lists are drawn at this depth, so their text keeps most of the page's width. */
const DEEPEST = 5;

/**
 * A bullet, or the item's number, at the start edge and the item's lines indented after it
 * (mirrored in Persian). Numbers end where their items' text begins, indented as far as the
 * widest one at their depth needs. A nested list's markers stand under its parent item's text;
 * its bullets are dashes, so the levels can be told apart.
 */
export function drawBullets(flow: Flow, block: BulletsBlock): void {
  const bullets = [flow.layout('•', { size: SIZE.body, bold: true }, INDENT), flow.layout('–', { size: SIZE.body }, INDENT)] as const;
  const levels = block.items.map((_, i) => Math.min(block.levels?.[i] ?? 0, DEEPEST));
  const markers = block.items.map((_, i) => block.markers?.[i] ?? null).map((marker) => (marker === null ? null : flow.layout(marker, { size: SIZE.body }, Infinity)));
  const indents = Array.from({ length: Math.max(...levels) + 1 }, (_, level) =>
    Math.max(INDENT, ...markers.filter((_, i) => levels[i] === level).map((marker) => (marker ? marker.width + MARKER_GAP : 0))),
  );
  block.items.forEach((item, i) => {
    const level = levels[i]!;
    const start = indents.slice(0, level).reduce((sum, indent) => sum + indent, 0);
    const indent = start + indents[level]!;
    const box = flow.layout(item, { size: SIZE.body }, flow.width - indent, 'start', block.coachTyped);
    // An item the coach wrote in the other direction (a Persian item in an English list) has its
    // marker and indent at its own start edge, as a list item with dir="auto" has in a browser.
    const mirrored = block.coachTyped === true && firstStrongDirection(item, flow.direction) !== flow.direction;
    const at = (offset: number, width: number) => (mirrored ? flow.width - offset - width : offset);
    flow.ensure(box.lineHeight);
    const marker = markers[i];
    // The bullet stands at the start of its box, so a mirrored item's is set against the box's other side.
    const bullet = mirrored ? flow.layout(level === 0 ? '•' : '–', { size: SIZE.body, bold: level === 0 }, INDENT, 'end') : bullets[level === 0 ? 0 : 1];
    if (marker) flow.draw(marker, at(indent - MARKER_GAP - marker.width, marker.width), COLOR.accent);
    else flow.draw(bullet, at(start + 4, bullet.width), COLOR.accent);
    flow.drawFlowing(box, at(indent, box.width));
    flow.y += 2;
  });
  flow.y += GAP.block - 2;
}
