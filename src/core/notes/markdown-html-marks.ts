import { Extension } from '@tiptap/core';

/**
 * Bold, italic and struck-through text written as HTML, and read back (and line breaks, below).
 * Markdown runs a mark's closing `**` into the next one's opening `*` (`**a.***b*` is one run of
 * three), and it reads a `*` beside `~~` as beside a letter, so where one such mark ends and
 * another begins `notes show` writes the second as HTML (markdown-inline.ts). The reader TipTap
 * uses on the command line has no HTML parser (it needs a browser's DOM) and kept such tags as
 * text; here they are read as the marks they stand for, as `<u>` already is.
 */
export const HTML_TAGS: Readonly<Record<string, string>> = { bold: 'strong', italic: 'em', strike: 's' };

export function htmlMarkReaders(): Extension[] {
  return Object.entries(HTML_TAGS).map(([type, tag]) => {
    const name = `${type}AsHtml`;
    return Extension.create({
      name,
      markdownTokenizer: {
        name,
        level: 'inline',
        start: (src: string) => src.indexOf(`<${tag}>`),
        tokenize: (src, _tokens, lexer) => {
          const text = enclosed(src, tag);
          return text ? { type: name, raw: `<${tag}>${text}</${tag}>`, text, tokens: lexer.inlineTokens(text) } : undefined;
        },
      },
      parseMarkdown: (token, helpers) => helpers.applyMark(type, helpers.parseInline(token.tokens ?? [])),
    });
  });
}

/** A line break written as `<br>` (`<br/>`, `<br />`; notes show writes one where Markdown has none), which the reader kept as text. */
export function htmlLineBreakReader(): Extension {
  const name = 'hardBreakAsHtml';
  return Extension.create({
    name,
    markdownTokenizer: {
      name,
      level: 'inline',
      start: (src: string) => src.search(LINE_BREAK_TAG),
      tokenize: (src) => {
        const tag = src.match(LINE_BREAK_TAG)?.[0];
        return tag && src.startsWith(tag) ? { type: name, raw: tag } : undefined;
      },
    },
    parseMarkdown: () => ({ type: 'hardBreak' }),
  });
}

const LINE_BREAK_TAG = /<br\s*\/?>/i;

/** The text between `<tag>` at the start of `src` and its `</tag>` (an escaped `\<` is no tag), if it has any. */
function enclosed(src: string, tag: string): string | undefined {
  const open = `<${tag}>`;
  if (!src.startsWith(open)) return undefined;
  const close = new RegExp(`\\\\[\\s\\S]|</${tag}>`, 'g');
  close.lastIndex = open.length;
  for (let match = close.exec(src); match; match = close.exec(src)) {
    if (match[0].startsWith('\\')) continue;
    return src.slice(open.length, match.index) || undefined;
  }
  return undefined;
}
