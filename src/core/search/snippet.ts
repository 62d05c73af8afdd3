import type { SnippetPart } from '../../shared/contract';
import { foldWithOrigins } from './normalise';

/** Markers given to FTS5's highlight(); control characters never found in typed text. */
export const MARK_OPEN = '\u0002';
export const MARK_CLOSE = '\u0003';

const CONTEXT_BEFORE = 60;
const MAX_CHARS = 180;

/**
 * The index holds folded text (no half-spaces, one yeh…), so FTS5's own snippet() would
 * show the coach a changed spelling. Instead the matches highlight() marks in the folded
 * text are traced back to the original text, and the snippet is cut from that.
 */
export function snippetFrom(original: string, highlighted: string): SnippetPart[] {
  const { origins } = foldWithOrigins(original);
  const matches = markedRanges(highlighted).map(([start, end]) => [origins[start]!, origins[end]!] as const);
  if (matches.length === 0) return [{ text: tidy(cut(original, 0, MAX_CHARS)), match: false }].filter((p) => p.text);

  const firstStart = matches[0]![0];
  const from = wordStartAtOrAfter(original, Math.max(0, firstStart - CONTEXT_BEFORE), firstStart);
  const to = wordEndAtOrBefore(original, Math.min(original.length, from + MAX_CHARS), matches[0]![1]);
  const parts: SnippetPart[] = [];
  let at = from;
  for (const [start, end] of matches) {
    if (end <= from || start >= to) continue;
    if (start > at) parts.push({ text: original.slice(at, start), match: false });
    parts.push({ text: original.slice(Math.max(start, at), Math.min(end, to)), match: true });
    at = Math.min(end, to);
  }
  if (at < to) parts.push({ text: original.slice(at, to), match: false });
  if (from > 0) parts.unshift({ text: '…', match: false });
  if (to < original.length) parts.push({ text: '…', match: false });
  return merge(parts.map((p) => ({ ...p, text: tidy(p.text) })).filter((p) => p.text));
}

/** [start, end) of each marked run, in the folded text's own positions. */
function markedRanges(highlighted: string): [number, number][] {
  const ranges: [number, number][] = [];
  let position = 0;
  let openedAt = -1;
  for (const char of highlighted) {
    if (char === MARK_OPEN) openedAt = position;
    else if (char === MARK_CLOSE) {
      if (openedAt >= 0) ranges.push([openedAt, position]);
      openedAt = -1;
    } else position += char.length;
  }
  return ranges;
}

function wordStartAtOrAfter(text: string, index: number, limit: number): number {
  if (index === 0) return 0;
  const space = text.slice(index, limit).search(/\s/);
  return space < 0 ? index : index + space + 1;
}

function wordEndAtOrBefore(text: string, index: number, atLeast: number): number {
  if (index >= text.length) return text.length;
  const before = text.slice(atLeast, index);
  const lastSpace = Math.max(before.lastIndexOf(' '), before.lastIndexOf('\n'));
  return lastSpace < 0 ? index : atLeast + lastSpace;
}

function cut(text: string, from: number, length: number): string {
  return text.length - from > length ? `${text.slice(from, wordEndAtOrBefore(text, from + length, from))}…` : text.slice(from);
}

/** A one-line snippet: a line break between a heading and its text, or two paragraphs, reads as " · ". */
function tidy(text: string): string {
  return text.replace(/\s*\n\s*/g, ' · ').replace(/\s+/g, ' ');
}

function merge(parts: SnippetPart[]): SnippetPart[] {
  const out: SnippetPart[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && last.match === part.match) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}
