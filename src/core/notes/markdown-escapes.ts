import type { RichNode } from '../../shared/contract';

/**
 * What `notes show` writes beyond TipTap's own escaping, so that `notes set` reads every text
 * back exactly as it was (the reader is TipTap's, with GitHub's Markdown). It applies to every
 * paragraph, at the top of a section or inside a list or a quote, and to each of its lines (a
 * line break is written as the end of a line, so a line can start a block as a paragraph can).
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

/**
 * A line that would read as another block: a heading (`## …`), a bulleted item (`- …`, `+ …`),
 * a rule or a heading's underline (`---`, `===`), whose first character is escaped; and a
 * numbered item (`1. …`, `2) …`), whose `.` or `)` is. TipTap escapes the rest (`*`, `_`, `>`,
 * `` ` ``, `~`, `[`, `<`) itself.
 */
const BLOCK_MARK = /^(?:#{1,6}|[-+])(?![^ \t])|^[-=][-= \t]*$/;
const NUMBER_MARK = /^\d{1,9}(?=[.)](?![^ \t]))/;

/** White space the reader or TipTap's writer would drop: a space starting a line (or making it a code block), any white space ending it. */
const EDGE_SPACE = /^\s|\s$/gu;

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
    return { ...node, text: node.marks?.some((m) => m.type === 'link') ? text : text?.replace(ADDRESS, `${slots.escape}$&`) };
  }
  if (!node.content) return node;
  const content = node.type === 'paragraph' ? markLines(node.content, slots) : node.content;
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
