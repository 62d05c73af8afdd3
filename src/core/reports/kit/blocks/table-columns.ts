import type { Flow } from '../flow';
import type { TableBlock } from '../model';
import { SIZE } from '../theme';

/**
 * Column widths from the weights, widened where a column's longest word would otherwise be
 * cut in two (a header such as "Продължителност"); the other columns give up that room in
 * proportion to their weights. When the longest words together are wider than the page,
 * each column gets its share of the page by its word's width, and the words are cut.
 */
export function columnWidths(flow: Flow, block: TableBlock, padding: number): number[] {
  const weights = block.columns.map((column) => column.weight ?? 1);
  const needs = block.columns.map((column, i) => {
    const header = longestWord(flow, column.header, SIZE.small, true);
    const cells = Math.max(0, ...block.rows.map((row) => longestWord(flow, row[i] ?? '', SIZE.body, false)));
    return Math.min(flow.width * 0.4, Math.max(header, cells) + 2 * padding + 1);
  });
  const needed = needs.reduce((a, b) => a + b, 0);
  if (needed > flow.width) return share(needs, flow.width);
  const widths = share(weights, flow.width);
  const fixed = new Set<number>();
  for (let round = 0; round < widths.length; round++) {
    const short = widths.findIndex((w, i) => !fixed.has(i) && w < needs[i]!);
    if (short < 0) break;
    fixed.add(short);
    const rest = flow.width - [...fixed].reduce((sum, i) => sum + needs[i]!, 0);
    const flexible = share(weights.map((w, i) => (fixed.has(i) ? 0 : w)), rest);
    widths.forEach((_, i) => (widths[i] = fixed.has(i) ? needs[i]! : flexible[i]!));
  }
  return widths;
}

function share(weights: number[], width: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  return weights.map((w) => (width * w) / total);
}

function longestWord(flow: Flow, text: string, size: number, bold: boolean): number {
  return Math.max(0, ...text.split(/\s+/).map((word) => flow.layout(word, { size, bold }, Infinity).width));
}
