import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import type { Family } from '../fonts';
import { familiesOf } from './script-fonts';

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/** One paragraph after the Unicode bidi algorithm, ready to be broken into lines. */
export interface AnalysedParagraph {
  text: string;
  /** The text with brackets and other mirrored characters swapped where they sit right to left. */
  mirrored: string;
  embedding: EmbeddingLevels;
  levels: Uint8Array;
  families: Family[];
}

export function analyse(text: string, direction: Direction): AnalysedParagraph {
  const embedding = bidi.getEmbeddingLevels(text, direction);
  // The mirroring call wants the levels array itself; given the whole result it mirrors nothing.
  const swaps = bidi.getMirroredCharactersMap(text, embedding.levels);
  let mirrored = text;
  if (swaps.size > 0) {
    const chars = text.split('');
    for (const [index, char] of swaps) chars[index] = char;
    mirrored = chars.join('');
  }
  const families = familiesOf(text, embedding.levels, direction === 'rtl' ? 'persian' : 'latin');
  return { text, mirrored, embedding, levels: embedding.levels, families };
}

/** Logical indices of [start, end) in the order they appear from left to right (rules L1–L2). */
export function visualOrder(paragraph: AnalysedParagraph, start: number, end: number): number[] {
  const order: number[] = [];
  for (let i = start; i < end; i++) order.push(i);
  if (end <= start) return order;
  for (const [from, to] of bidi.getReorderSegments(paragraph.text, paragraph.embedding, start, end - 1)) {
    const slice = order.slice(from! - start, to! - start + 1).reverse();
    order.splice(from! - start, slice.length, ...slice);
  }
  return order;
}
