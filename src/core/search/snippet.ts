import type { SnippetPart } from '../../shared/contract';
import { separatorForText } from '../../shared/i18n/format';
import { foldWithOrigins } from './normalise';
import { matchingWords, type QueryTerm } from './query';

const CONTEXT_BEFORE = 60;
const MAX_CHARS = 180;

/** The snippet of a hit: from its body, or from its title when the words were found only there. */
export function hitSnippet(body: string, title: string, terms: readonly QueryTerm[], numbersWithinWords = false): SnippetPart[] {
  const found = matchesIn(body, terms, numbersWithinWords);
  return found.length > 0 ? snippetAround(body, found) : snippetFrom(title, terms);
}

/**
 * The index holds folded text (no half-spaces, one yeh…), so FTS5's own snippet() would show
 * the coach a changed spelling. Instead the words found are looked for in the folded text,
 * traced back to the coach's original text, and the snippet is cut from that around the first
 * one. (This also spares a second full-text query per hit.)
 */
export function snippetFrom(original: string, terms: readonly QueryTerm[]): SnippetPart[] {
  return snippetAround(original, matchesIn(original, terms));
}

/** [start, end) in `original` of every word a term matches. */
function matchesIn(original: string, terms: readonly QueryTerm[], numbersWithinWords = false): (readonly [number, number])[] {
  const { folded, origins } = foldWithOrigins(original);
  return matchingWords(folded, terms, numbersWithinWords).map(([start, end]) => [origins[start]!, origins[end]!] as const);
}

function snippetAround(original: string, matches: readonly (readonly [number, number])[]): SnippetPart[] {
  if (matches.length === 0) {
    const start = opening(original);
    return [{ text: tidy(start, separatorForText(start)), match: false }].filter((p) => p.text);
  }

  const firstStart = matches[0]![0];
  const from = wordStartAtOrAfter(original, Math.max(0, firstStart - CONTEXT_BEFORE), firstStart);
  const to = wordEndAtOrBefore(original, Math.min(original.length, from + MAX_CHARS), matches[0]![1]);
  // By the script of what is shown: an English note may quote Persian further on.
  const separator = separatorForText(original.slice(from, to));
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
  return merge(parts.map((p) => ({ ...p, text: tidy(p.text, separator) })).filter((p) => p.text));
}

function wordStartAtOrAfter(text: string, index: number, limit: number): number {
  if (index === 0) return 0;
  const space = text.slice(index, limit).search(/\s/);
  return space < 0 ? whole(text, index, 1) : index + space + 1;
}

function wordEndAtOrBefore(text: string, index: number, atLeast: number): number {
  if (index >= text.length) return text.length;
  const before = text.slice(atLeast, index);
  const lastSpace = Math.max(before.lastIndexOf(' '), before.lastIndexOf('\n'));
  return lastSpace < 0 ? whole(text, index, -1) : atLeast + lastSpace;
}

/**
 * A cut with no space to fall on may land inside a character written as two UTF-16 units (an
 * emoji, a rare CJK letter): moved by one (`step`) so it is whole, not shown as "�".
 */
function whole(text: string, index: number, step: 1 | -1): number {
  const unit = text.charCodeAt(index);
  return unit >= 0xdc00 && unit <= 0xdfff ? index + step : index;
}

function opening(text: string): string {
  return text.length > MAX_CHARS ? `${text.slice(0, wordEndAtOrBefore(text, MAX_CHARS, 0))}…` : text;
}

/**
 * A one-line snippet: a line break between a heading and its text, or two paragraphs, reads as
 * the separator, or as a space after a line that ends in its own punctuation ("پنجشنبه،").
 */
function tidy(text: string, separator: string): string {
  return text
    .replace(/([.,;:!?،؛؟…])\s*\n\s*/g, '$1 ')
    .replace(/\s*\n\s*/g, separator)
    .replace(/\s+/g, ' ');
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
