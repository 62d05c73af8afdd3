import type { Flow } from '../flow';
import { SIZE } from '../theme';

export interface LegendItem {
  label: string;
  color: string;
  /** How the swatch looks: a line, a dashed line, or a filled square (areas). */
  mark: 'line' | 'dashed' | 'area';
}

const SWATCH = 16;
const GAP = 5;
const SPACING = 16;

/**
 * Swatches and labels in reading order from the start edge (or centred), wrapping onto more
 * rows; returns the height used.
 */
export function drawLegend(flow: Flow, items: LegendItem[], top: number, centred = false): number {
  const style = { size: SIZE.small };
  const total = items.reduce((sum, item) => sum + SWATCH + GAP + flow.layout(item.label, style, Infinity).width + SPACING, -SPACING);
  let offset = centred && total < flow.width ? (flow.width - total) / 2 : 0;
  let rowTop = top;
  let height = 0;
  for (const item of items) {
    const box = flow.layout(item.label, style, Infinity);
    if (offset > 0 && offset + SWATCH + GAP + box.width > flow.width) {
      offset = 0;
      rowTop += box.lineHeight;
    }
    const middle = rowTop + box.lineHeight / 2;
    const swatchX = flow.x(offset, SWATCH);
    const doc = flow.doc;
    if (item.mark === 'area') {
      doc.save().rect(swatchX + 3, middle - 5, SWATCH - 6, 10).fillOpacity(0.35).fill(item.color).restore();
      doc.rect(swatchX + 3, middle - 5, SWATCH - 6, 10).lineWidth(1).strokeColor(item.color).stroke();
    } else {
      doc.save().moveTo(swatchX, middle).lineTo(swatchX + SWATCH, middle).lineWidth(item.mark === 'line' ? 2 : 1.2).strokeColor(item.color);
      if (item.mark === 'dashed') doc.dash(3, { space: 2 });
      doc.stroke().undash().restore();
    }
    flow.draw(box, offset + SWATCH + GAP, undefined, rowTop);
    offset += SWATCH + GAP + box.width + SPACING;
    height = rowTop + box.height - top;
  }
  return height;
}
