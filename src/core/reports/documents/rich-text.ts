import type { RichDoc, RichNode } from '../../../shared/contract';
import type { Block } from '../kit';

/**
 * A note section's rich text as document blocks: each paragraph a paragraph block (with the
 * space after it that the editor shows between paragraphs; a line break typed inside one stays
 * a line break), headings as sub-headings, lists as bullets (a numbered list's numbers, in the
 * document's digits, in place of the bullet; a list inside an item indented under it),
 * quotes muted. Bold, italic and links print as plain text, and so does any other block's text.
 * All of it is the coach's own writing, so each paragraph takes its own direction (`coachTyped`).
 */
export function richTextBlocks(doc: RichDoc, number: (n: number) => string): Block[] {
  const blocks: Block[] = [];
  for (const node of doc.content ?? []) {
    switch (node.type) {
      case 'heading':
        if (inlineText(node).trim()) blocks.push({ kind: 'heading', level: 3, text: inlineText(node).trim(), coachTyped: true });
        break;
      case 'bulletList':
      case 'orderedList': {
        const items = listItems(node, number);
        if (items.length) blocks.push({ kind: 'bullets', items: items.map((item) => item.text), markers: items.map((item) => item.marker), levels: items.map((item) => item.level), coachTyped: true });
        break;
      }
      case 'blockquote': {
        const text = blockLines(node).join('\n');
        if (text) blocks.push({ kind: 'paragraph', text, tone: 'muted', coachTyped: true });
        break;
      }
      default: {
        // A paragraph, or a block with no layout of its own (see blockLines).
        const text = blockLines(node).join('\n');
        if (text) blocks.push({ kind: 'paragraph', text, coachTyped: true });
      }
    }
  }
  return blocks;
}

/** The text of a paragraph or heading, hard breaks kept as line breaks. */
function inlineText(node: RichNode): string {
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  return (node.content ?? []).map(inlineText).join('');
}

/**
 * Every paragraph-like line inside a node (a quote, a list item), in order. A node that holds
 * text itself is one: a paragraph or heading, and also a block this printer has no layout for
 * (a code block an older `notes set` stored, a kind added later), whose text would otherwise
 * be missing from the client's copy without anyone noticing.
 */
function blockLines(node: RichNode): string[] {
  if (node.type === 'paragraph' || node.type === 'heading' || node.content?.some(isInline)) {
    const text = inlineText(node).trim();
    return text ? [text] : [];
  }
  return (node.content ?? []).flatMap(blockLines);
}

function isInline(node: RichNode): boolean {
  return node.type === 'text' || node.type === 'hardBreak';
}

/** List items flattened in reading order, a numbered list's with their numbers; a nested list's items follow their parent's, a level deeper. */
function listItems(list: RichNode, number: (n: number) => string, level = 0): { text: string; marker: string | null; level: number }[] {
  const numbered = list.type === 'orderedList';
  // A list may start at another number than 1 (typed "3." first, in the editor or `notes set`).
  const start = typeof list.attrs?.start === 'number' && Number.isSafeInteger(list.attrs.start) ? list.attrs.start : 1;
  return (list.content ?? []).flatMap((item, i) => {
    const own = (item.content ?? []).filter((child) => child.type !== 'bulletList' && child.type !== 'orderedList').flatMap(blockLines).join('\n');
    const nested = (item.content ?? []).filter((child) => child.type === 'bulletList' || child.type === 'orderedList');
    const listed = own ? [{ text: own, marker: numbered ? `${number(start + i)}.` : null, level }] : [];
    return [...listed, ...nested.flatMap((child) => listItems(child, number, level + 1))];
  });
}
