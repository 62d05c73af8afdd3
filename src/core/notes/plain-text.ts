import type { NoteSection, RichDoc, RichNode } from '../../shared/contract';

/** Nodes after which the text goes on on a new line. */
const BLOCKS = new Set(['paragraph', 'heading', 'listItem', 'taskItem', 'blockquote', 'codeBlock', 'horizontalRule']);

/** The words of a rich-text document, one line per paragraph, heading or list item. */
export function docText(doc: RichDoc): string {
  const lines: string[] = [];
  let line = '';
  const walk = (node: RichNode) => {
    if (node.type === 'text') line += node.text ?? '';
    else if (node.type === 'hardBreak') {
      lines.push(line);
      line = '';
    }
    for (const child of node.content ?? []) walk(child);
    if (BLOCKS.has(node.type) && line) {
      lines.push(line);
      line = '';
    }
  };
  for (const node of doc.content ?? []) walk(node);
  if (line) lines.push(line);
  return lines.map((l) => l.trim()).filter(Boolean).join('\n');
}

/** A note's text for search and previews: each section's heading, then its text. */
export function sectionsText(sections: readonly NoteSection[]): string {
  return sections
    .map((section) => [section.title.trim(), docText(section.content)].filter(Boolean).join('\n'))
    .filter(Boolean)
    .join('\n\n');
}

export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:[\u200c'’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
