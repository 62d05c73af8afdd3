import type { RichNode } from '../../shared/contract';
import { DELIMITERS } from './markdown-inline';

/**
 * What `notes show` writes beyond TipTap's own escaping, so that `notes set` reads every text
 * back exactly as it was (the reader is TipTap's, with GitHub's Markdown). It applies to every
 * paragraph and heading, at the top of a section or inside a list or a quote, and to each of its
 * lines (a line break is written as the end of a line, so a line can start a block as a
 * paragraph can).
 */

/**
 * Where plain text would read back as a web or e-mail address (GitHub's autolinks): the `:` of
 * `https://` (or `http`, `ftp`), the `.` of `www.`, the `@` of an address. TipTap escapes `_`
 * and `*` in text, but an address keeps backslashes as they are: `pwd=ab_cd` came back as a
 * link to `ab\_cd`, with one more backslash each round. With that character escaped too there
 * is no address, and the text reads back as written. A link's own text needs none: the reader
 * looks for no address inside a link.
 */
const ADDRESS = /(?<=https?|ftp):(?=\/\/)|(?<=www)\.|(?<=\S)@(?=[\w-])/gi;

/** The `(` after a `]` in a link's text. */
const LINK_INSIDE = /(?<=\])\(/g;

/**
 * A line that would read as another block: a heading (`## …`), a bulleted item (`- …`, `+ …`),
 * a rule or a heading's underline (`---`, `===`), whose first character is escaped; and a
 * numbered item (`1. …`, `2) …`), whose `.` or `)` is. TipTap escapes the rest (`*`, `_`, `>`,
 * `` ` ``, `~`, `[`, `<`) itself. The reader takes any white space after a heading's #s (a
 * no-break space too), only a space or a tab after a bullet.
 */
const BLOCK_MARK = /^#{1,6}(?!\S)|^[-+](?![^ \t])|^[-=][-= \t]*$/;
const NUMBER_MARK = /^\d{1,9}(?=[.)](?![^ \t]))/;

/** White space the reader or TipTap's writer would drop: a space starting a line (or making it a code block), any white space ending it. */
const EDGE_SPACE = /^\s|\s$/gu;

/** What Markdown counts as punctuation beside a mark's `*` or `~` (marked's own class). */
const PUNCTUATION = /^[\p{P}\p{S}]$/u;

/**
 * `write(node)` with what would read back otherwise escaped. TipTap's writer escapes a
 * backslash or an `&` typed in the text, so each escape goes in as a character the node does
 * not hold (a slot) and is turned into its Markdown once written: a backslash, or a character
 * reference (`&#32;`) for white space that would be dropped.
 */
export function writeEscaped(node: RichNode, write: (node: RichNode) => string): string {
  const slots = new Slots(JSON.stringify(node));
  return slots.restore(write(mark(node, slots)));
}

/** Private-use characters (a note rarely holds any) that the note does not hold, each standing for an escape. */
class Slots {
  readonly escape: string;
  private readonly references = new Map<string, string>();
  private next = 0xe000;

  constructor(private readonly held: string) {
    this.escape = this.free();
  }

  /** The slot for `char` written as a character reference. */
  reference(char: string): string {
    let slot = this.references.get(char);
    if (!slot) this.references.set(char, (slot = this.free()));
    return slot;
  }

  /** Whether `char` is a slot, so written as an escape or a reference: starting and ending with punctuation. */
  holds(char: string): boolean {
    return char === this.escape || [...this.references.values()].includes(char);
  }

  restore(markdown: string): string {
    let restored = markdown.replaceAll(this.escape, '\\');
    for (const [char, slot] of this.references) restored = restored.replaceAll(slot, `&#${char.codePointAt(0)};`);
    return restored;
  }

  private free(): string {
    while (this.held.includes(String.fromCodePoint(this.next))) this.next++;
    return String.fromCodePoint(this.next++);
  }
}

function mark(node: RichNode, slots: Slots): RichNode {
  if (node.type === 'text') {
    // Every tab: the reader turns one inside a list into spaces.
    const text = node.text?.replaceAll('\t', slots.reference('\t'));
    if (!node.marks?.some((m) => m.type === 'link')) return { ...node, text: text?.replace(ADDRESS, `${slots.escape}$&`) };
    // A link's text holding `[x](aside)` would read as a link inside the link.
    return { ...node, text: text?.replace(LINK_INSIDE, () => slots.reference('(')) };
  }
  if (!node.content) return node;
  const content = node.type === 'paragraph' || node.type === 'heading' ? keepMarksWhole(markLines(node.content, slots), slots) : node.content;
  return { ...node, content: content.map((child) => mark(child, slots)) };
}

/** A paragraph's inline nodes with each line's start and ends escaped (a line runs from a line break to the next). */
function markLines(inline: readonly RichNode[], slots: Slots): RichNode[] {
  const nodes = [...inline];
  nodes.forEach((node, i) => {
    if (node.type !== 'text' || !node.text) return;
    const startsLine = i === 0 || nodes[i - 1]!.type === 'hardBreak';
    const endsLine = i === nodes.length - 1 || nodes[i + 1]!.type === 'hardBreak';
    const text = startsLine ? escapeBlockMark(node.text, slots.escape) : node.text;
    const atEdge = (offset: number) => (offset === 0 && startsLine) || (offset === text.length - 1 && endsLine);
    nodes[i] = { ...node, text: text.replace(EDGE_SPACE, (char, offset: number) => (atEdge(offset) ? slots.reference(char) : char)) };
  });
  return nodes;
}

function escapeBlockMark(text: string, escape: string): string {
  const number = text.match(NUMBER_MARK);
  if (number) return number[0] + escape + text.slice(number[0].length);
  return BLOCK_MARK.test(text) ? escape + text : text;
}

/**
 * A paragraph's inline nodes with the characters beside each mark's start and end written as
 * references where Markdown would otherwise not read the mark back whole. Markdown opens no
 * `**` before white space and closes none after it (TipTap's writer moved the space outside, so
 * a bold "Walk " came back as "Walk" and a space). It opens `**` or `~~` before punctuation
 * only after white space or punctuation, and closes it after punctuation only before them:
 * `x**(aside)**y` or `**Walk:**` before a half-space read back with their asterisks as text. A
 * reference (`&#120;`) begins and ends with punctuation, so the mark reads back.
 */
function keepMarksWhole(inline: readonly RichNode[], slots: Slots): RichNode[] {
  const nodes = [...inline];
  const text = (i: number) => (nodes[i]?.type === 'text' ? nodes[i] : undefined);
  const charAt = (i: number, end: End) => text(i) && endOf(text(i)!, end);
  const reference = (i: number, end: End, when: (char: string) => boolean) => {
    const char = charAt(i, end);
    if (char !== undefined && when(char)) nodes[i] = withEnd(text(i)!, end, slots.reference(char));
  };
  const isSpace = (char: string) => kind(char, slots) === 'space';
  const isPunctuation = (char: string | undefined) => kind(char, slots) === 'punctuation';
  for (let i = 0; i <= nodes.length; i++) {
    const opening = marksOnlyIn(text(i), text(i - 1));
    const closing = marksOnlyIn(text(i - 1), text(i));
    const opensRun = opening.some((type) => type in DELIMITERS);
    const closesRun = closing.some((type) => type in DELIMITERS);
    // White space just inside a mark: Markdown opens no `**` before it and closes none after it.
    if (opening.length) reference(i, 'first', isSpace);
    if (closing.length) reference(i - 1, 'last', isSpace);
    // One mark ending where another starts (`**a.***b*`): the second is written as HTML (markdown-inline.ts), whatever is beside it.
    if (opensRun && closesRun) continue;
    // Punctuation just inside `**` or `~~` (an underline's `<u>` or a link's `[` beside it is too) needs
    // white space or punctuation just outside. The reader takes an emoji before `**` for a letter.
    const besideOther = (types: string[]) => types.some((type) => !(type in DELIMITERS));
    if (opensRun && (besideOther(opening) || isPunctuation(charAt(i, 'first')))) reference(i - 1, 'last', (char) => kind(char, slots) === 'other' || char.length > 1);
    if (closesRun && (besideOther(closing) || isPunctuation(charAt(i - 1, 'last')))) reference(i, 'first', (char) => kind(char, slots) === 'other');
  }
  return nodes;
}

/** The types of the marks `node` has and `other` has not. */
function marksOnlyIn(node: RichNode | undefined, other: RichNode | undefined): string[] {
  return (node?.marks ?? []).map((mark) => mark.type).filter((type) => !other?.marks?.some((mark) => mark.type === type));
}

type End = 'first' | 'last';

/** How Markdown sees a character beside a mark's `*` or `~`; a line's start or end, or a line break, counts as white space. */
function kind(char: string | undefined, slots: Slots): 'space' | 'punctuation' | 'other' {
  if (char === undefined || /^\s$/u.test(char)) return 'space';
  return slots.holds(char) || PUNCTUATION.test(char) ? 'punctuation' : 'other';
}

/** A text's first or last character (an emoji is one). */
const END: Record<End, RegExp> = { first: /^./su, last: /.$/su };

function endOf(node: RichNode, end: End): string | undefined {
  return node.text?.match(END[end])?.[0];
}

function withEnd(node: RichNode, end: End, char: string): RichNode {
  return { ...node, text: node.text?.replace(END[end], () => char) };
}
