import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import type { Family } from '../fonts';
import { emojiRanges } from './emoji';
import { familiesOf } from './script-fonts';

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

/**
 * A paragraph's base direction: the document's, or (`auto`, for text the coach typed) its own,
 * from its first strong character (rules P2–P3, as HTML's dir="auto"); `auto` holds the
 * document's direction, which a paragraph without any letter (a figure, a dash) takes.
 */
export type BaseDirection = Direction | { auto: Direction };

/**
 * The direction of a paragraph's first strong character (rules P2–P3: an isolate's contents
 * are skipped), or `fallback` when it has none. bidi-js would answer 'ltr' for no strong
 * character, which in a Persian document would set a coach's "۱۲۳" against the wrong margin.
 */
export function firstStrongDirection(text: string, fallback: Direction): Direction {
  let depth = 0;
  for (const char of withBmpStandIns(text)) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'LRI' || type === 'RLI' || type === 'FSI') depth++;
    else if (type === 'PDI') depth = Math.max(0, depth - 1);
    else if (depth === 0 && type === 'L') return 'ltr';
    else if (depth === 0 && (type === 'R' || type === 'AL')) return 'rtl';
  }
  return fallback;
}

/** One paragraph after the Unicode bidi algorithm, ready to be broken into lines. */
export interface AnalysedParagraph {
  text: string;
  /** The text as bidi-js is given it (see `withBmpStandIns`). */
  classified: string;
  /** The text with brackets and other mirrored characters swapped where they sit right to left. */
  mirrored: string;
  embedding: EmbeddingLevels;
  levels: Uint8Array;
  families: Family[];
}

export function analyse(text: string, direction: Direction): AnalysedParagraph {
  const classified = withBmpStandIns(text);
  const embedding = bidi.getEmbeddingLevels(classified, direction);
  const emoji = emojiRanges(text);
  // One emoji is one glyph: its parts (a ZWJ, tags, a selector) must not end up in separate runs.
  for (const [start, end] of emoji) embedding.levels.fill(embedding.levels[start]!, start, end);
  // The mirroring call wants the levels array itself; given the whole result it mirrors nothing.
  const swaps = bidi.getMirroredCharactersMap(text, embedding.levels);
  let mirrored = text;
  if (swaps.size > 0) {
    const chars = text.split('');
    for (const [index, char] of swaps) chars[index] = char;
    mirrored = chars.join('');
  }
  const families = familiesOf(text, embedding.levels, direction === 'rtl' ? 'persian' : 'latin', emoji);
  return { text, classified, mirrored, embedding, levels: embedding.levels, families };
}

/**
 * bidi-js classifies each UTF-16 unit on its own, so both halves of an emoji (or any character
 * past U+FFFF) count as left to right: an emoji between Persian words became a left-to-right
 * island and took a Latin word beside it along. Each half is replaced here by a character of
 * the whole code point's class, for bidi-js only. Text without such characters is unchanged.
 */
function withBmpStandIns(text: string): string {
  if (!/[\ud800-\udbff]/.test(text)) return text;
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, (pair) => {
    const standIn = STAND_IN[bidi.getBidiCharTypeName(pair)];
    return standIn ? standIn + standIn : pair;
  });
}

/** A character of each bidi class a character past U+FFFF can have (L needs none: it is what bidi-js assumes). */
const STAND_IN: Partial<Record<string, string>> = {
  R: '\u05d0',
  AL: '\u0627',
  EN: '0',
  ES: '+',
  ET: '#',
  CS: ',',
  AN: '\u0660',
  NSM: '\u0300',
  BN: '\u200b',
  ON: '!',
};

/** Logical indices of [start, end) in the order they appear from left to right (rules L1–L2). */
export function visualOrder(paragraph: AnalysedParagraph, start: number, end: number): number[] {
  const order: number[] = [];
  for (let i = start; i < end; i++) order.push(i);
  if (end <= start) return order;
  for (const [from, to] of bidi.getReorderSegments(paragraph.classified, paragraph.embedding, start, end - 1)) {
    const slice = order.slice(from! - start, to! - start + 1).reverse();
    order.splice(from! - start, slice.length, ...slice);
  }
  return order;
}
