import type { RichNode } from '../../shared/contract';
import { HTML_TAGS } from './markdown-html-marks';

type Mark = NonNullable<RichNode['marks']>[number];

/** Marks written as runs of `*` or `~`, which Markdown reads as marks only beside certain characters. */
export const DELIMITERS: Readonly<Record<string, string>> = { bold: '**', italic: '*', strike: '~~' };
/** Which of two marks ending together goes outside: a link stays whole. */
const RANK = ['link', 'bold', 'italic', 'strike', 'underline'];

interface Opened {
  mark: Mark;
  html: boolean;
}

/**
 * A paragraph's text with its marks, as Markdown that reads back the same marks. Markdown's
 * marks nest, where the editor's may overlap (bold over "Goal: run", italic over "run daily"),
 * so a mark that ends later is opened outside one that ends sooner, and one that has to end
 * inside another is closed and opened again: `**Goal: *run***<em> daily</em>`. Where a `*` or
 * `~` mark closes and another opens, the opening one is written as HTML (`<em>`), since Markdown
 * would read the two runs of delimiters as one. TipTap's writer ordered marks by kind, so a
 * struck-through text with a bold start came back with its `~~` as text.
 *
 * `plain` writes a text without marks (TipTap's escaping) or another inline node; `oneLine` for a heading.
 * White space and punctuation at a mark's ends are made safe before (markdown-escapes.ts).
 */
export function writeInline(nodes: readonly RichNode[], plain: (node: RichNode) => string, { oneLine = false } = {}): string {
  // A paragraph of line breaks alone is written empty, as before: `<br>` alone on a line would read as an HTML block.
  if (!nodes.some((node) => node.type === 'text')) return '';
  let markdown = '';
  const open: Opened[] = [];
  nodes.forEach((node, i) => {
    // Every mark closes before a line break and opens again after it, as TipTap writes them.
    const wanted = node.type === 'text' ? nestingOrder(nodes, i, open) : [];
    let kept = 0;
    while (kept < open.length && kept < wanted.length && sameMark(open[kept]!.mark, wanted[kept]!)) kept++;
    const closing = open.splice(kept).reverse();
    const opening = wanted.slice(kept);
    const runsMeet = closing.some(({ mark, html }) => DELIMITERS[mark.type] && !html);
    for (const opened of closing) markdown += closingOf(opened);
    for (const mark of opening) {
      const reopened = closing.some((closed) => sameMark(closed.mark, mark));
      const opened = { mark, html: mark.type.endsWith(AS_HTML) || (mark.type in DELIMITERS && (runsMeet || reopened)) };
      // `![` would start an image.
      if (mark.type === 'link') markdown = markdown.replace(/(?<!\\)((?:\\\\)*)!$/, '$1\\!');
      markdown += openingOf(opened);
      open.push(opened);
    }
    markdown += node.type === 'hardBreak' ? lineBreak(nodes, i, oneLine) : plain(node);
  });
  for (const opened of open.reverse()) markdown += closingOf(opened);
  return markdown;
}

/**
 * A line break as a backslash at the line's end, which Markdown reads however many follow one
 * another (two spaces there, TipTap's way, made a second break an empty line, which ended the
 * paragraph); as `<br>` in a heading, which is one line, and after the last text, where Markdown
 * reads no line break at all.
 */
function lineBreak(nodes: readonly RichNode[], i: number, oneLine: boolean): string {
  return oneLine || !nodes.slice(i + 1).some((node) => node.type === 'text') ? '<br>' : '\\\n';
}

/** The marks of `nodes[i]`, outermost first: the one going on furthest, then those already open as they are, then by kind. */
function nestingOrder(nodes: readonly RichNode[], i: number, open: readonly Opened[]): Mark[] {
  const place = (mark: Mark) => {
    const at = open.findIndex((opened) => sameMark(opened.mark, mark));
    return at < 0 ? open.length : at;
  };
  const end = (mark: Mark) => {
    let last = i;
    while (nodes[last + 1]?.type === 'text' && nodes[last + 1]!.marks?.some((other) => sameMark(other, mark))) last++;
    return last;
  };
  return [...(nodes[i]!.marks ?? [])].sort((a, b) => end(b) - end(a) || place(a) - place(b) || RANK.indexOf(a.type) - RANK.indexOf(b.type));
}

/** A mark's type given to the writer for a mark to write as HTML wherever it is (markdown-escapes.ts). */
export const AS_HTML = 'AsHtml';

function htmlTag(type: string): string | undefined {
  return HTML_TAGS[type.endsWith(AS_HTML) ? type.slice(0, -AS_HTML.length) : type];
}

function sameMark(a: Mark, b: Mark): boolean {
  return a.type === b.type && JSON.stringify(a.attrs ?? {}) === JSON.stringify(b.attrs ?? {});
}

function openingOf({ mark, html }: Opened): string {
  if (html) return `<${htmlTag(mark.type)}>`;
  if (mark.type === 'link') return '[';
  if (mark.type === 'underline') return '<u>';
  return DELIMITERS[mark.type] ?? '';
}

function closingOf({ mark, html }: Opened): string {
  if (html) return `</${htmlTag(mark.type)}>`;
  if (mark.type === 'link') {
    const { href = '', title } = (mark.attrs ?? {}) as { href?: string; title?: string | null };
    return title ? `](${href} "${title}")` : `](${href})`;
  }
  if (mark.type === 'underline') return '</u>';
  return DELIMITERS[mark.type] ?? '';
}
