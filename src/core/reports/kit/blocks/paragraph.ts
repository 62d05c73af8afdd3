import type { Flow } from '../flow';
import type { ParagraphBlock } from '../model';
import { COLOR, GAP, SIZE } from '../theme';

export function drawParagraph(flow: Flow, block: ParagraphBlock): void {
  const box = flow.layout(block.text, { size: SIZE.body }, flow.width, block.align ?? 'start', block.coachTyped);
  flow.drawFlowing(box, 0, block.tone === 'muted' ? COLOR.muted : COLOR.text);
  flow.y += GAP.block;
}
