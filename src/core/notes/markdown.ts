import { Extension, type JSONContent, type MarkdownParseHelpers, type Node } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import { BulletList, ListItem, OrderedList } from '@tiptap/extension-list';
import Heading, { type Level } from '@tiptap/extension-heading';
import Paragraph from '@tiptap/extension-paragraph';
import { MarkdownManager } from '@tiptap/markdown';
import { docFromText, EMPTY_DOC, type NoteSection, type RichDoc, type RichNode } from '../../shared/contract';
import { editorDoc, noteKit } from '../../shared/notes/note-kit';
import { writeEscaped } from './markdown-escapes';
import { htmlLineBreakReader, htmlMarkReaders } from './markdown-html-marks';
import { AS_HTML, DELIMITERS, writeInline } from './markdown-inline';
import { foldForSearch } from '../search/normalise';
import { newSectionId } from './note-store';

/**
 * Notes as Markdown, for the command line: TipTap's own Markdown support with what the editor
 * holds (shared/notes/note-kit.ts), so what comes in is exactly what the editor would hold.
 *
 * A section starts at a `#` or `##` line (`## Goal`); "(private)" or "(shareable)" at its end
 * sets the section's privacy, and `## (private)` is a section without a title. A level-1 or -2
 * heading inside a section's text is written closed with #s (`## Homework ##`, standard
 * Markdown for the same heading), so it never starts a section: its text stays in the section
 * it was written in, with that section's privacy. Smaller headings (`###`) are always text.
 * A paragraph that begins like another block is written with that mark escaped (`\## …`), and
 * a character beside a marked text's end as a reference (`&#120;`) where Markdown would not
 * read the mark back whole (markdown-escapes.ts). Marks are written nested, and as HTML where
 * Markdown's could not be (markdown-inline.ts, markdown-html-marks.ts).
 */
const HEADING_LEVELS: Level[] = [1, 2, 3, 4, 5, 6];
const markdown = new MarkdownManager({
  extensions: [
    noteKit(HEADING_LEVELS, { bulletList: false, orderedList: false, listItem: false, blockquote: false, paragraph: false, heading: false }),
    withOtherMarkersWhenAsked(BulletList),
    withOtherMarkersWhenAsked(numberedListsAsMarkdownReadsThem()),
    withListsApart(Blockquote),
    withMarksNested(Paragraph),
    withMarksNested(Heading).configure({ levels: HEADING_LEVELS }),
    listItemsWithLinesIndented(),
    ...codeAsText(),
    tableAsParagraphs(),
    ...htmlMarkReaders(),
    htmlLineBreakReader(),
  ],
});

/**
 * Numbered lists as Markdown's own reader (marked) finds them. TipTap's reader for them gathers
 * every more-indented line that follows, and so it took a numbered list inside a bulleted item
 * out of the item: the item's parent got it, after the bulleted list. Their items are read as a
 * bulleted list's are: TipTap's own kept an item's text as written, so `a &amp; b` (how "a & b"
 * is written) came back as "a &amp;amp; b", one more escape each round.
 */
function numberedListsAsMarkdownReadsThem() {
  return OrderedList.extend({
    markdownTokenizer: { name: 'orderedList', level: 'block', start: () => -1, tokenize: () => undefined },
    parseMarkdown: (token, helpers) => {
      if (token.type !== 'list' || !token.ordered) return [];
      const start = (token.start as number | '' | undefined) || 1;
      return { type: 'orderedList', ...(start !== 1 ? { attrs: { start } } : {}), content: helpers.parseChildren(token.items ?? []) };
    },
  });
}

/** A paragraph's or a heading's text with its marks written as Markdown nests them (markdown-inline.ts). */
function withMarksNested<Options>(block: Node<Options>) {
  return block.extend({
    renderMarkdown(node, helpers, context) {
      const renderChildren = (inline: JSONContent | JSONContent[]) =>
        writeInline([inline].flat() as RichNode[], (child) => helpers.renderChildren([{ ...child, marks: [] }]), { oneLine: this.name === 'heading' });
      return this.parent?.(node, { ...helpers, renderChildren }, context) ?? '';
    },
  });
}

/**
 * A block holding blocks (a list item, a quote) with a list after a list of its kind marked to be
 * written with the other markers (`withOtherMarkersWhenAsked`), or Markdown would read them as one.
 */
function withListsApart<Options>(block: Node<Options>) {
  return block.extend({
    renderMarkdown(node, helpers, context) {
      const apart = listsToSetApart(node.content ?? []);
      const content = node.content?.map((child, i) => (apart[i] ? { ...child, attrs: { ...child.attrs, [OTHER_MARKERS_ASKED]: true } } : child));
      return this.parent?.({ ...node, content }, helpers, context) ?? '';
    },
  });
}

/** A list written with the other markers Markdown has for its kind (`* `, `1) `) when `withListsApart` asks. */
function withOtherMarkersWhenAsked<Options>(list: Node<Options>) {
  return list.extend({
    renderMarkdown(node, helpers, context) {
      const written = this.parent?.(node, helpers, context) ?? '';
      const markers = node.attrs?.[OTHER_MARKERS_ASKED] ? OTHER_MARKERS[this.name] : undefined;
      return markers ? written.replace(markers.pattern, markers.replacement) : written;
    },
  });
}

/**
 * A list item's text that runs on after a line break, its lines indented under the first: the
 * reader ends the item at a line beginning with a tag (`<u>`, `<em>`) that is not indented.
 */
function listItemsWithLinesIndented() {
  return withListsApart(ListItem).extend({
    renderMarkdown(node, helpers, context) {
      const written = this.parent?.(node, helpers, context) ?? '';
      const [first] = node.content ?? [];
      if (first?.type !== 'paragraph') return written;
      const lines = helpers.renderChildren([first]).split('\n').length;
      const indent = ' '.repeat(written.match(/^\S+ /)?.[0].length ?? 0);
      return written
        .split('\n')
        .map((line, i) => (i > 0 && i < lines && line ? indent + line : line))
        .join('\n');
    },
  });
}

/**
 * Markdown code read as the editor holds it, which has no code: a block (fenced, or indented by
 * four spaces) as paragraphs, one a line, as typed text is kept; inline code as its text.
 * Without a reader for them TipTap would drop their text.
 */
function codeAsText() {
  return [
    Extension.create({ name: 'codeBlockAsParagraphs', markdownTokenName: 'code', parseMarkdown: (token) => docFromText(token.text ?? '').content! }),
    Extension.create({ name: 'codeAsText', markdownTokenName: 'codespan', parseMarkdown: (token, helpers) => helpers.createTextNode(token.text ?? '') }),
  ];
}

/**
 * A Markdown table, which the editor cannot hold, as one paragraph a row (the header row
 * first), its cells apart by " | ", bold and links kept. Without a reader TipTap would drop it.
 */
function tableAsParagraphs() {
  type Cell = { tokens: Parameters<MarkdownParseHelpers['parseInline']>[0] };
  return Extension.create({
    name: 'tableAsParagraphs',
    markdownTokenName: 'table',
    parseMarkdown: (token, helpers) =>
      [token.header as Cell[], ...(token.rows as Cell[][])].map((cells) => ({
        type: 'paragraph',
        content: mergeTexts(cells.flatMap((cell, i): JSONContent[] => [...(i > 0 ? [{ type: 'text', text: ' | ' }] : []), ...helpers.parseInline(cell.tokens)])),
      })),
  });
}

/** Neighbouring texts with the same marks as one text, as the editor keeps them. */
function mergeTexts(nodes: JSONContent[]): JSONContent[] {
  const merged: JSONContent[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (last?.type === 'text' && node.type === 'text' && JSON.stringify(last.marks ?? []) === JSON.stringify(node.marks ?? [])) last.text += node.text ?? '';
    else merged.push({ ...node });
  }
  return merged;
}

const PRIVACY = /\s*\((private|shareable)\)\s*$/i;

/** Level 1 or 2, `#`s first (not underlined), on the block's first line. */
const OPENING = /^ {0,3}(#{1,2})(?=[ \t]|$)(.*)$/;
/** Any heading's #s. */
const ANY_OPENING = /^ {0,3}(#{1,6})(?=[ \t]|$)/;
/** A closing sequence: #s at the end of the line, after a space or alone. */
const CLOSING = /(^|[ \t])#+[ \t]*$/;

/** The earlier `notes show` wrote an untitled section's heading as `## — (private)`. */
const OLD_UNTITLED = '—';

interface Block {
  type: string;
  raw: string;
}

/** The top-level blocks of `text`, as the Markdown reader sees them; their `raw`s joined give `text` back. */
function blocks(text: string): Block[] {
  return new markdown.instance.Lexer(markdown.instance.defaults).lex(text) as unknown as Block[];
}

/** The heading line's text when the block starts a section: a level-1/2 `#` heading without closing #s. */
function sectionHeading(block: Block): string | undefined {
  if (block.type !== 'heading') return undefined;
  const rest = block.raw.split('\n', 1)[0]!.match(OPENING)?.[2];
  return rest === undefined || CLOSING.test(rest) ? undefined : rest.trim();
}

/**
 * Fills `base` (a template's or the note's sections, emptied first) from Markdown: text under
 * a section heading goes to that section (the first unused one of that title, so sections
 * sharing a title or untitled keep their order), text before any heading to the first
 * section; a heading no unused section has starts a new section at the end, private unless
 * marked shareable.
 */
export function markdownToSections(text: string, base: readonly NoteSection[]): NoteSection[] {
  const sections = base.map((section) => ({ ...section }));
  const unused = new Set(sections);
  // Each section's text, as runs of Markdown: one for each heading of it.
  const runs = new Map<NoteSection, string[]>(sections.map((s) => [s, []]));
  let current = sections[0];
  let inRun = false;
  // A byte-order mark (Windows Notepad saves one) would make the first heading a paragraph.
  for (const block of blocks(text.replace(/^\uFEFF/, ''))) {
    const heading = sectionHeading(block);
    if (heading === undefined) {
      if (!current) current = addSection(sections, runs, '');
      const own = runs.get(current)!;
      if (!inRun) own.push('');
      own[own.length - 1] += block.raw;
      inRun = true;
      continue;
    }
    const privacy = heading.match(PRIVACY)?.[1]?.toLowerCase();
    const title = heading.replace(PRIVACY, '').trim();
    current = claim(sections, unused, title) ?? addSection(sections, runs, title === OLD_UNTITLED ? '' : title);
    unused.delete(current);
    if (privacy) current.shareable = privacy === 'shareable';
    inRun = false;
  }
  return sections.map((section) => {
    const body = runs.get(section)!.map(trimBlankLines).filter(Boolean).join('\n\n');
    const content = body ? (markdown.parse(body) as RichDoc) : undefined;
    return { ...section, content: content?.content?.length ? content : structuredClone(EMPTY_DOC) };
  });
}

/** The note as Markdown that `markdownToSections` reads back unchanged: each section under a `##` heading marked with its privacy. */
export function sectionsToMarkdown(sections: readonly NoteSection[]): string {
  return sections
    .map((section) => {
      const title = section.title.replace(/\s*[\r\n]+\s*/g, ' ');
      const heading = `## ${title ? `${title} ` : ''}(${section.shareable ? 'shareable' : 'private'})`;
      return [heading, contentMarkdown(section)].filter(Boolean).join('\n\n');
    })
    .join('\n\n')
    .concat('\n');
}

/**
 * A section's text, block by block: its level-1/2 headings closed with #s so that none reads as
 * a section of its own, and text that would read back otherwise (a paragraph or a line that
 * begins like another block, "## …", "- …", "1. …", "---"; spaces at a line's ends) escaped
 * (markdown-escapes.ts).
 */
function contentMarkdown(section: NoteSection): string {
  // A text stored with code (by an older `notes set`) is written as the editor shows it: the writer has no code to write.
  const content = editorDoc(section.content).content ?? [];
  const apart = listsToSetApart(content);
  const parts = content.map((node, i) => {
    const written = writeBlock(node);
    const markers = apart[i] ? OTHER_MARKERS[node.type] : undefined;
    if (markers) return closeHeadings(trimBlankLines(written)).replace(markers.pattern, markers.replacement);
    if (node.type !== 'paragraph') return closeHeadings(trimBlankLines(written));
    return written.replace(/\n+$/, '');
  });
  // An empty paragraph is an empty part: the extra blank lines the reader takes for one.
  return trimBlankLines(parts.join('\n\n'));
}

/**
 * A block as Markdown. Where the reader would not get its bold, italic or struck-through text
 * back (marks crossing each other beside punctuation, where Markdown's rules for `*` and `~~`
 * and its reader's own ways meet), it is written again with those marks as HTML (`<strong>`,
 * `<em>`, `<s>`), which any Markdown reads whatever is beside it, if that reads back.
 */
function writeBlock(node: RichNode): string {
  const write = (block: RichNode) => writeEscaped(block, (escaped) => markdown.serialize({ type: 'doc', content: [escaped] } as Parameters<typeof markdown.serialize>[0]));
  const written = write(node);
  if (!holdsDelimitedMarks(node) || readsBack(written, node)) return written;
  const asHtml = write(withDelimitedMarksAsHtml(node));
  return readsBack(asHtml, node) ? asHtml : written;
}

function holdsDelimitedMarks(node: RichNode): boolean {
  return !!node.marks?.some((mark) => mark.type in DELIMITERS) || !!node.content?.some(holdsDelimitedMarks);
}

function withDelimitedMarksAsHtml(node: RichNode): RichNode {
  const marks = node.marks?.map((mark) => (mark.type in DELIMITERS ? { ...mark, type: mark.type + AS_HTML } : mark));
  return { ...node, ...(marks ? { marks } : {}), ...(node.content ? { content: node.content.map(withDelimitedMarksAsHtml) } : {}) };
}

/** Whether `text` reads back as `node` (marks in any order: the reader's is not the editor's). */
function readsBack(text: string, node: RichNode): boolean {
  const comparable = (value: unknown) =>
    JSON.stringify(value, (key, inner: unknown) => (key === 'marks' ? [...(inner as { type: string }[])].sort((a, b) => a.type.localeCompare(b.type)) : inner));
  return comparable((markdown.parse(text) as RichDoc).content) === comparable([node]);
}

/**
 * Which blocks are a list after a list of its kind (blank lines between, too): Markdown would
 * read the two as one, so every second one is written with the other markers.
 */
function listsToSetApart(content: readonly JSONContent[]): boolean[] {
  let last: { type?: string; apart: boolean } | undefined;
  return content.map((node) => {
    if (node.type === 'paragraph' && !node.content?.length) return false;
    const apart = node.type !== undefined && node.type in OTHER_MARKERS && last?.type === node.type && !last.apart;
    last = { type: node.type, apart };
    return apart;
  });
}

/** The attribute `withListsApart` sets on a list to be written with the other markers; only the writer sees it. */
const OTHER_MARKERS_ASKED = 'otherMarkers';

/** A list's item markers (at a line's start: a nested list's are indented) and the other markers Markdown has for them. */
const OTHER_MARKERS: Partial<Record<string, { pattern: RegExp; replacement: string }>> = {
  bulletList: { pattern: /^- /gm, replacement: '* ' },
  orderedList: { pattern: /^(\d+)\. /gm, replacement: '$1) ' },
};

function closeHeadings(text: string): string {
  return blocks(text)
    .map(({ type, raw }) => {
      const [line, ...rest] = raw.split('\n');
      const opening = type === 'heading' ? line!.match(ANY_OPENING)?.[1] : undefined;
      // Closed even when already ending in #s: `## Item #` is the heading "Item", `## Item # ##` is "Item #".
      // Smaller headings only then: `### Item #` is "Item" too.
      const closes = opening && (opening.length <= 2 || line!.trimEnd().endsWith('#'));
      return closes ? [`${line!.trimEnd()} ${opening}`, ...rest].join('\n') : raw;
    })
    .join('');
}

function claim(sections: NoteSection[], unused: Set<NoteSection>, title: string): NoteSection | undefined {
  const free = sections.filter((s) => unused.has(s));
  const found = free.find((s) => s.title === title) ?? free.find((s) => sameTitle(s.title, title));
  return found ?? (title === OLD_UNTITLED ? free.find((s) => !s.title) : undefined);
}

function addSection(sections: NoteSection[], runs: Map<NoteSection, string[]>, title: string): NoteSection {
  const section: NoteSection = { id: newSectionId(), title, shareable: false, content: structuredClone(EMPTY_DOC) };
  sections.push(section);
  runs.set(section, []);
  return section;
}

/** Blank lines at either end dropped (a blank line at the end would read as an empty paragraph). */
function trimBlankLines(text: string): string {
  return text.replace(/^(?:[ \t]*\n)+/, '').trimEnd();
}

function sameTitle(a: string, b: string): boolean {
  const fold = (s: string) => foldForSearch(s).toLocaleLowerCase().trim();
  return fold(a) === fold(b);
}
