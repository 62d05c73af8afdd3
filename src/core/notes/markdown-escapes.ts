import type { RichNode } from '../../shared/contract';

/**
 * What `notes show` writes beyond TipTap's own escaping, so that `notes set` reads every text
 * back exactly as it was (the reader is TipTap's, with GitHub's Markdown).
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
 * `write(node)` with those characters escaped in the node's plain text. TipTap's writer
 * escapes a backslash typed in the text, so each escape goes in as a character the node does
 * not hold and is turned into a backslash once written.
 */
export function withAddressesEscaped(node: RichNode, write: (node: RichNode) => string): string {
  const json = JSON.stringify(node);
  let code = 0xe000; // private use: a note rarely holds any
  while (json.includes(String.fromCodePoint(code))) code++;
  const slot = String.fromCodePoint(code);
  return write(markAddresses(node, slot)).replaceAll(slot, '\\');
}

function markAddresses(node: RichNode, slot: string): RichNode {
  if (node.type === 'text') return node.marks?.some((mark) => mark.type === 'link') ? node : { ...node, text: node.text?.replace(ADDRESS, `${slot}$&`) };
  return node.content ? { ...node, content: node.content.map((child) => markAddresses(child, slot)) } : node;
}

/** A character as a numeric character reference (`&#32;`), which the reader turns back into it. */
const reference = (char: string) => `&#${char.codePointAt(0)};`;

/**
 * A paragraph's Markdown with the white space the reader would drop written as references: a
 * space or tab before the end or a line break (trimmed), and the first of an indent of four
 * columns (which makes a code block; a smaller indent reads back as it is).
 */
export function withEdgeSpacesKept(markdown: string): string {
  return markdown.replace(/[ \t](?=  \n|$)/g, reference).replace(/^(?: {0,3}\t| {4})/, (indent) => reference(indent[0]!) + indent.slice(1));
}

/** A paragraph of white space only, which TipTap writes as nothing (and so would read back empty), as references. */
export function spacesOnly(node: RichNode): string {
  return (node.content ?? []).map((child) => child.text ?? '').join('').replace(/\s/g, reference);
}
