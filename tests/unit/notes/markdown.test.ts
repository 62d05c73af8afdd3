import { describe, expect, it } from 'vitest';
import { markdownToSections, sectionsToMarkdown } from '../../../src/core/notes/markdown';
import type { NoteSection, RichNode } from '../../../src/shared/contract';
import { notesPractice } from '../support/notes';

// Nodes in the shape the editor and the Markdown reader both give them.
const p = (text: string): RichNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const h = (level: number, text: string): RichNode => ({ type: 'heading', attrs: { level }, content: [{ type: 'text', text }] });
const section = (id: string, title: string, shareable: boolean, ...content: RichNode[]): NoteSection => ({ id, title, shareable, content: { type: 'doc', content } });

/** Saves the sections as a session's note, then does what `notes show` and `notes set` (no edits) do. */
async function showThenSet(sections: NoteSection[]) {
  const { core, sessions } = await notesPractice();
  const note = await core.call('notes.start', { sessionId: sessions[0].id });
  await core.call('notes.save', { id: note.id, sections, baseVersion: note.version });
  const stored = (await core.call('notes.get', { id: note.id })).sections;
  const shown = sectionsToMarkdown(stored);
  return { stored, shown, back: markdownToSections(shown, stored) };
}

/** Every text in the sections, with the section's title and privacy. */
const texts = (sections: readonly NoteSection[]) =>
  sections.map((s) => ({ title: s.title, shareable: s.shareable, text: JSON.stringify(s.content).match(/"text":"[^"]*"/g) ?? [] }));

describe('notes as Markdown (notes show, notes set)', () => {
  it('reads back what it shows: headings inside a section stay in it, untitled sections stay untitled', async () => {
    const { stored, shown, back } = await showThenSet([
      section('goal', 'Goal', true, p('Before'), h(2, 'Homework'), p('Read chapter 3'), h(1, 'Top'), h(3, 'Small'), p('After')),
      section('untitled1', '', true, p('Untitled text')),
      section('untitled2', '', false, p('Second untitled')),
      section('empty', 'Nothing yet', false, { type: 'paragraph' }),
    ]);
    expect(back).toEqual(stored);
    expect(shown).toContain('## Goal (shareable)\n\nBefore\n\n## Homework ##\n\nRead chapter 3\n\n# Top #\n\n### Small\n\nAfter');
    expect(shown).toContain('## (shareable)\n\nUntitled text');
  });

  it('keeps paragraphs that begin like a heading, a list or a rule as paragraphs, blank ones between them too', async () => {
    const written = ['## not a heading', '# nor this', '- not a list', '+ nor this', '1. not numbered', '2) nor this', '---', '===', '> not a quote'];
    const { stored, shown, back } = await showThenSet([section('goal', 'Goal', true, ...written.map(p), { type: 'paragraph' }, p('After a blank line'))]);
    // The blank paragraph reads back with an empty content list, which the editor treats alike.
    const blocksOf = (sections: NoteSection[]) => sections[0]!.content.content!.map((node) => [node.type, node.content?.[0]?.text ?? '']);
    expect(blocksOf(back)).toEqual(blocksOf(stored));
    expect(blocksOf(back)).toHaveLength(written.length + 2);
    expect(shown).toContain('\\## not a heading\n\n\\# nor this\n\n\\- not a list\n\n\\+ nor this\n\n1\\. not numbered\n\n2\\) nor this\n\n\\---');
  });

  it('keeps text under a heading named like another section in its own section, with its own privacy', async () => {
    const { stored, shown, back } = await showThenSet([
      section('goal', 'Goal', true, p('Shared with the client'), h(2, 'Reality'), p('Also shared')),
      section('reality', 'Reality', false, p('Private: burnout risk')),
      section('options', 'Options', true, h(2, 'Options'), p('Shared options')),
    ]);
    expect(back).toEqual(stored);
    expect(texts(back).filter((s) => s.shareable).flatMap((s) => s.text)).not.toContain('"text":"Private: burnout risk"');

    // A coach's edit lands where it was typed: under the heading inside Goal, so in Goal.
    const edited = shown.replace('Also shared', 'Also shared\n\nTyped later');
    const after = markdownToSections(edited, stored);
    expect(texts(after)).toEqual([
      { title: 'Goal', shareable: true, text: ['"text":"Shared with the client"', '"text":"Reality"', '"text":"Also shared"', '"text":"Typed later"'] },
      { title: 'Reality', shareable: false, text: ['"text":"Private: burnout risk"'] },
      { title: 'Options', shareable: true, text: ['"text":"Options"', '"text":"Shared options"'] },
    ]);
  });

  it('round-trips Persian titles, headings and text (half-spaces included)', async () => {
    const { stored, shown, back } = await showThenSet([
      section('s1', 'هدف', true, p('می‌خواهم کمتر کار کنم'), h(2, 'واقعیت'), p('۶۰ ساعت در هفته')),
      section('s2', 'واقعیت', false, p('خستگی شدید — خصوصی')),
      section('s3', 'گزینه‌ها', false, h(3, 'هدف'), p('نه گفتن')),
      section('s4', '', true, p('بدون عنوان')),
    ]);
    expect(back).toEqual(stored);
    expect(shown).toContain('## هدف (shareable)\n\nمی‌خواهم کمتر کار کنم\n\n## واقعیت ##\n\n۶۰ ساعت در هفته');
  });

  it('keeps two sections with the same title apart, and the ids of the note’s sections', async () => {
    const { stored, back } = await showThenSet([
      section('a', 'Notes', true, p('first')),
      section('b', 'Notes', false, p('second')),
      section('c', 'notes', false, p('third')),
    ]);
    expect(back).toEqual(stored);
  });

  it('leaves web addresses and e-mail addresses in plain text as they were, however often it is shown and set again', async () => {
    const written = [
      'Zoom: https://zoom.us/j/98765?pwd=ab_cd_ef',
      'http://example.com/a_b_c*d* and HTTPS://EXAMPLE.COM/x_y',
      'Doc at www.ex_ample.com/a_b, ftp://files.example/x_1',
      'Mail first_last@example.com or *me*@example.org',
      '[link](http://x.example) text',
    ];
    const link = { type: 'link', attrs: { href: 'https://zoom.us/j/1?pwd=ab_cd*e*', title: null } };
    const linked: RichNode = { type: 'paragraph', content: [{ type: 'text', text: 'Call ' }, { type: 'text', text: 'https://zoom.us/j/1?pwd=ab_cd*e*', marks: [link] }] };
    const { stored, shown, back } = await showThenSet([section('goal', 'Goal', true, ...written.map(p), linked)]);
    expect(back).toEqual(stored);
    // Once more, as a coach editing the note again and again would: nothing grows.
    expect(sectionsToMarkdown(back)).toBe(shown);
    // Still a link where it was one, written as one.
    expect(shown).toContain('Call [https://zoom.us/j/1?pwd=ab\\_cd\\*e\\*](https://zoom.us/j/1?pwd=ab_cd*e*)');
  });

  it('keeps the spaces a paragraph begins or ends with: a line indented by four spaces or a tab stays a paragraph', async () => {
    const written = ['    1. breathe (indented by the coach)', '\tTab indented', '    - indented dash', '      six spaces', '  two spaces', 'trailing two spaces  ', '   '];
    const broken: RichNode = { type: 'paragraph', content: [{ type: 'text', text: 'First line ' }, { type: 'hardBreak' }, { type: 'text', text: '    indented after a break' }] };
    const { stored, shown, back } = await showThenSet([section('goal', 'Goal', true, ...written.map(p), broken)]);
    expect(back).toEqual(stored);
    expect(sectionsToMarkdown(back)).toBe(shown);
  });

  it('keeps a coach’s numbered lines typed with line breaks as lines, and "&", "<" and "*" in a numbered list as typed, round after round', async () => {
    const br: RichNode = { type: 'hardBreak' };
    const homework: RichNode = { type: 'paragraph', content: [{ type: 'text', text: 'Homework:' }, br, { type: 'text', text: '1. Walk & stretch' }, br, { type: 'text', text: '- Read <ch. 3>' }, br, { type: 'text', text: '## by Friday ' }] };
    const numbered: RichNode = { type: 'orderedList', content: [{ type: 'listItem', content: [p('Q&A with *the team* <CEO>')] }] };
    const { stored, shown, back } = await showThenSet([section('goal', 'Goal', true, homework, numbered)]);
    expect(back).toEqual(stored);
    // Shown and set again twice more: no escape builds up.
    const again = markdownToSections(sectionsToMarkdown(markdownToSections(sectionsToMarkdown(back), back)), back);
    expect(again).toEqual(stored);
    expect(shown).toContain('Homework:\\\n1\\. Walk &amp; stretch\\\n\\- Read &lt;ch. 3&gt;\\\n\\## by Friday&#32;');
  });

  it('keeps every paragraph in a list or a quote as it was: a line beginning like a block or with a tag, spaces (no-break ones too) at its ends, tabs in it', () => {
    const awkward = ['## not a heading', '- not a list', '+ nor', '1. not numbered', '2) nor', '---', '===', '> not a quote', '    four spaces', ' one space', '\tTab', 'trailing ', 'a\tb', 'Q&A <b>', '   ', 'no-break space\u00a0', '\u3000ideographic space\u3000'];
    const br: RichNode = { type: 'hardBreak' };
    const text = (t: string): RichNode => ({ type: 'text', text: t });
    const bold = (t: string): RichNode => ({ type: 'text', text: t, marks: [{ type: 'bold' }] });
    const underlined = (t: string): RichNode => ({ type: 'text', text: t, marks: [{ type: 'underline' }] });
    // A line after a line break that begins with a tag (`<u>`) ended a list item.
    const lines = (t: string): RichNode[] => [
      { type: 'paragraph', content: [text(t)] },
      { type: 'paragraph', content: [text('Before'), br, text(t)] },
      { type: 'paragraph', content: [text(t), br, bold('after')] },
      { type: 'paragraph', content: [text(t), br, underlined('after')] },
    ];
    const item = (...content: RichNode[]): RichNode => ({ type: 'listItem', content });
    const places: Record<string, (node: RichNode) => RichNode> = {
      'a bulleted item': (node) => ({ type: 'bulletList', content: [item(node)] }),
      'a numbered item': (node) => ({ type: 'orderedList', content: [item(node)] }),
      'a numbered item’s second paragraph': (node) => ({ type: 'orderedList', content: [item(p('First'), node)] }),
      'a quote': (node) => ({ type: 'blockquote', content: [p('First'), node] }),
      'a quote in a numbered item in a bulleted one': (node) => ({ type: 'bulletList', content: [item(p('Outer'), { type: 'orderedList', content: [item(p('Inner'), { type: 'blockquote', content: [node] })] })] }),
    };
    const changed = Object.entries(places).flatMap(([place, wrap]) =>
      awkward.flatMap(lines).flatMap((paragraph) => {
        const sections = [section('goal', 'Goal', true, wrap(paragraph))];
        const back = markdownToSections(sectionsToMarkdown(sections), sections);
        return JSON.stringify(back) === JSON.stringify(sections) ? [] : [`${place}: ${JSON.stringify(paragraph.content)}`];
      }),
    );
    expect(changed).toEqual([]);
  });

  it('keeps bold, italic, struck-through and underlined words marked as they were, punctuation or spaces at their ends and letters touching them', () => {
    type Mark = NonNullable<RichNode['marks']>[number];
    const link: Mark = { type: 'link', attrs: { href: 'https://example.com', title: null } };
    const markings: Mark[][] = [[{ type: 'bold' }], [{ type: 'italic' }], [{ type: 'strike' }], [{ type: 'bold' }, { type: 'underline' }], [{ type: 'italic' }, link]];
    // Inside the mark: punctuation at an end, white space at an end (TipTap moved it outside), an emoji.
    const marked = ['(aside)', 'Walk:', '«نکته»', '"q"', 'Goal: ', ' and ', '😀', '?1'];
    // Outside it: letters (Latin, Persian after a half-space), nothing (the line's ends), an emoji, spaces.
    const around = [['x', 'y'], ['ها', '\u200cها'], ['', ''], ['😀', '😀'], [' ', ' ']];
    const sorted = (sections: NoteSection[]) => JSON.stringify(sections, (key, value) => (key === 'marks' ? [...value].sort((a: Mark, b: Mark) => a.type.localeCompare(b.type)) : value));
    const changed = markings.flatMap((marks) =>
      marked.flatMap((text) =>
        around.flatMap(([before, after]) => {
          const content: RichNode[] = [...(before ? [{ type: 'text', text: before }] : []), { type: 'text', text, marks }, ...(after ? [{ type: 'text', text: after }] : [])];
          const sections = [section('goal', 'Goal', true, { type: 'paragraph', content })];
          const back = markdownToSections(sectionsToMarkdown(sections), sections);
          return sorted(back) === sorted(sections) ? [] : [JSON.stringify(content)];
        }),
      ),
    );
    expect(changed).toEqual([]);
  });

  it('keeps marked texts that touch or overlap one another marked as they were, in a paragraph or a heading, and plain ones plain to read', () => {
    type Mark = NonNullable<RichNode['marks']>[number];
    const link: Mark = { type: 'link', attrs: { href: 'https://example.com', title: null } };
    const markings: Mark[][] = [[{ type: 'bold' }], [{ type: 'italic' }], [{ type: 'strike' }], [{ type: 'bold' }, { type: 'underline' }], [{ type: 'italic' }, link]];
    const texts = ['Walk:', 'Goal: ', '(aside)', 'run', '«نکته»'];
    const sorted = (sections: NoteSection[]) => JSON.stringify(sections, (key, value) => (key === 'marks' ? [...value].sort((a: Mark, b: Mark) => a.type.localeCompare(b.type)) : value));
    const changed = markings.flatMap((first) =>
      markings.flatMap((second) =>
        texts.flatMap((a) =>
          texts.flatMap((b) => {
            const both = [...first, ...second.filter((mark) => !first.some((other) => other.type === mark.type))];
            // Touching ("Walk:" bold, then "run" italic), and overlapping (bold over "Walk: run", italic over "run daily").
            const paragraphs: RichNode[][] = [
              [{ type: 'text', text: a, marks: first }, { type: 'text', text: b, marks: second }],
              [{ type: 'text', text: a, marks: first }, { type: 'text', text: b, marks: both }, { type: 'text', text: a, marks: second }],
            ];
            return paragraphs.flatMap((nodes) => {
              // Neighbours with the same marks are one text, as the editor keeps them.
              const content = nodes.reduce<RichNode[]>((merged, node) => {
                const last = merged[merged.length - 1];
                if (last && JSON.stringify(last.marks) === JSON.stringify(node.marks)) return [...merged.slice(0, -1), { ...last, text: last.text! + node.text! }];
                return [...merged, node];
              }, []);
              return [{ type: 'paragraph', content }, { type: 'heading', attrs: { level: 3 }, content }].flatMap((block) => {
                const sections = [section('goal', 'Goal', true, block)];
                return sorted(markdownToSections(sectionsToMarkdown(sections), sections)) === sorted(sections) ? [] : [JSON.stringify(block)];
              });
            });
          }),
        ),
      ),
    );
    expect(changed).toEqual([]);
    // Marks that need nothing more are written as Markdown writes them.
    const shown = (...content: RichNode[]) => sectionsToMarkdown([section('goal', 'Goal', true, { type: 'paragraph', content })]).split('\n\n')[1];
    expect(shown({ type: 'text', text: 'Walk', marks: [{ type: 'bold' }] }, { type: 'text', text: ' daily ' }, { type: 'text', text: 'at six', marks: [{ type: 'bold' }, { type: 'italic' }] })).toBe('**Walk** daily ***at six***\n');
    // A bold "Walk:" then an italic "run": the italic as HTML, or the reader would take `***` for one run.
    expect(shown({ type: 'text', text: 'Walk:', marks: [{ type: 'bold' }] }, { type: 'text', text: 'run', marks: [{ type: 'italic' }] })).toBe('**Walk:**<em>run</em>\n');
  });

  it('keeps a heading’s spaces at its ends and #s at its end', () => {
    const headings = [h(3, ' Indented '), h(3, 'Item #'), h(4, 'C#'), h(2, 'Step 2 ##'), h(3, '#')];
    const sections = [section('goal', 'Goal', true, ...headings)];
    expect(markdownToSections(sectionsToMarkdown(sections), sections)).toEqual(sections);
  });

  it('keeps line breaks as they were: two in a row, at a paragraph’s start or end, in a heading or a list item', () => {
    const br: RichNode = { type: 'hardBreak' };
    const text = (t: string): RichNode => ({ type: 'text', text: t });
    const lines = (...content: RichNode[]): RichNode => ({ type: 'paragraph', content });
    const content: RichNode[] = [
      lines(text('Wins'), br, br, text('Next steps')),
      lines(br, text('After a break')),
      lines(text('Before a break'), br),
      { type: 'heading', attrs: { level: 3 }, content: [text('Week 1'), br, text('Week 2')] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [lines(text('Walk'), br, br, text('daily'), br)] }] },
    ];
    const sections = [section('goal', 'Goal', true, ...content)];
    expect(markdownToSections(sectionsToMarkdown(sections), sections)).toEqual(sections);
    const [read] = markdownToSections('## Goal\n\nWalk<br>run<BR/>swim\n', []);
    expect(read!.content.content![0]).toEqual(lines(text('Walk'), br, text('run'), br, text('swim')));
  });

  it('reads bold, italic and struck-through text written as HTML, a link holding a link’s Markdown as text, and a heading’s # after a line break', () => {
    const [read] = markdownToSections('## Goal\n\n<strong>Walk</strong>, <em>run</em> and <s>swim</s>\n', []);
    expect(read!.content.content![0]!.content).toEqual([
      { type: 'text', text: 'Walk', marks: [{ type: 'bold' }] },
      { type: 'text', text: ', ' },
      { type: 'text', text: 'run', marks: [{ type: 'italic' }] },
      { type: 'text', text: ' and ' },
      { type: 'text', text: 'swim', marks: [{ type: 'strike' }] },
    ]);
    const link = { type: 'link', attrs: { href: 'https://example.com', title: null } };
    const content: RichNode[] = [{ type: 'text', text: 'See [notes](aside)', marks: [link] }, { type: 'hardBreak' }, { type: 'text', text: '#\u00a0Homework' }];
    const sections = [section('goal', 'Goal', true, { type: 'paragraph', content })];
    expect(markdownToSections(sectionsToMarkdown(sections), sections)).toEqual(sections);
  });

  it('reads code as the editor holds it (it has none): an indented or fenced block as paragraphs, one a line, inline code as its text', () => {
    const markdown = '## Goal\n\nBefore.\n\n    Indented line\n\n```\nFenced line\n\nafter a blank\n```\n\nRun `grep -r` daily.\n';
    const [goal] = markdownToSections(markdown, [section('goal', 'Goal', true)]);
    expect(goal!.content.content).toEqual([p('Before.'), p('Indented line'), p('Fenced line'), { type: 'paragraph' }, p('after a blank'), p('Run grep -r daily.')]);
  });

  it('shows all the text of a note an older notes set stored with a code block and inline code, and reads it back as the editor holds it', async () => {
    const code: RichNode = { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'line one\nline two' }] };
    const inline: RichNode = { type: 'paragraph', content: [{ type: 'text', text: 'Run ' }, { type: 'text', text: 'grep', marks: [{ type: 'code' }] }, { type: 'text', text: ' daily.' }] };
    const { shown, back } = await showThenSet([section('goal', 'Goal', true, p('Plan A.'), code, inline)]);
    expect(shown).toContain('## Goal (shareable)\n\nPlan A.\n\nline one\n\nline two\n\nRun grep daily.\n');
    expect(back[0]!.content.content).toEqual([p('Plan A.'), p('line one'), p('line two'), p('Run grep daily.')]);
  });

  it('still reads notes written by hand and by the earlier notes show', () => {
    const base = [section('goal', 'Goal', true), section('reality', 'Reality', false), section('options', 'Options', false)];
    const byHand = markdownToSections('Intro\n\n# Goal\nFind a rhythm\n\n## Options (shareable)\nSay no\n\n## Extra\nNew private section\n', base);
    expect(texts(byHand)).toEqual([
      { title: 'Goal', shareable: true, text: ['"text":"Intro"', '"text":"Find a rhythm"'] },
      { title: 'Reality', shareable: false, text: [] },
      { title: 'Options', shareable: true, text: ['"text":"Say no"'] },
      { title: 'Extra', shareable: false, text: ['"text":"New private section"'] },
    ]);
    // The earlier format wrote an untitled section as "## — (…)".
    const earlier = markdownToSections('## Goal (private)\n\nA\n\n## — (shareable)\n\nB\n', [section('goal', 'Goal', true), section('u', '', false)]);
    expect(earlier.map((s) => [s.id, s.title, s.shareable])).toEqual([
      ['goal', 'Goal', false],
      ['u', '', true],
    ]);
  });

  it('reads a file that starts with a byte-order mark (Windows Notepad saves one) as the same note without it', () => {
    const base = [section('goal', 'Goal', true), section('reality', 'Reality', false)];
    const text = '## Reality (private)\nWhere things stand\n\n## Goal (shareable)\nA steady week\n';
    expect(texts(markdownToSections(`\uFEFF${text}`, base))).toEqual(texts(markdownToSections(text, base)));
    expect(texts(markdownToSections(`\uFEFF${text}`, base))[1]).toEqual({ title: 'Reality', shareable: false, text: ['"text":"Where things stand"'] });
  });

  it('keeps a table’s text, which the editor cannot hold, as a paragraph a row, cells apart by " | "', () => {
    const table = '## Goal (shareable)\n\n| Habit | Days |\n| --- | --- |\n| **Walk** | ۵ |\n| Read |  |\n\nAfter the table\n';
    const [goal] = markdownToSections(table, [section('goal', 'Goal', true)]);
    expect(goal!.content.content).toEqual([
      p('Habit | Days'),
      { type: 'paragraph', content: [{ type: 'text', text: 'Walk', marks: [{ type: 'bold' }] }, { type: 'text', text: ' | ۵' }] },
      p('Read | '),
      p('After the table'),
    ]);
  });

  it('keeps lists one after another apart, a blank line between them or not, in a list item or a quote too', () => {
    const list = (type: string, ...items: (string | RichNode)[]): RichNode => ({
      type,
      content: items.map((item) => ({ type: 'listItem', content: typeof item === 'string' ? [p(item)] : [p('Week'), item] })),
    });
    const kinds = (...lists: RichNode[]) => ({ type: 'listItem', content: [p('Habits'), ...lists] });
    const inItem = kinds(list('bulletList', 'Tea'), list('bulletList', 'Call Mila'), list('orderedList', 'Walk'), list('orderedList', 'Read'), list('orderedList', 'Rest'));
    const deeper = list('bulletList', list('orderedList', 'Walk'), list('bulletList', list('bulletList', 'Tea')));
    const content = [
      list('orderedList', 'Walk', 'Stretch'),
      list('orderedList', 'Read'),
      list('orderedList', 'Rest'),
      list('bulletList', 'Tea'),
      list('bulletList', 'Call Mila'),
      { type: 'paragraph' },
      list('bulletList', 'Journal'),
      { type: 'bulletList', content: [inItem] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Then' }] },
      { type: 'orderedList', content: [inItem, kinds(list('bulletList', 'Tea'), list('bulletList', 'Rest'))] },
      { type: 'blockquote', content: [list('bulletList', 'Tea'), list('bulletList', 'Rest'), list('orderedList', 'Walk'), list('orderedList', 'Read')] },
      deeper,
    ];
    const sections = [section('goal', 'Goal', true, ...content)];
    const shape = (node: RichNode): unknown => (node.type === 'text' ? node.text : [node.type, ...(node.content ?? []).map(shape)]);
    const [back] = markdownToSections(sectionsToMarkdown(sections), sections);
    expect(back!.content.content!.map(shape)).toEqual(content.map(shape));
  });

  it('reads lists as Markdown does: a numbered list inside a bulleted item stays in it, a list with another delimiter is another list', () => {
    const shape = (node: RichNode): unknown => (node.type === 'text' ? node.text : [node.type, ...(node.content ?? []).map(shape)]);
    const item = (text: string, ...lists: unknown[]) => ['listItem', ['paragraph', text], ...lists];
    const [read] = markdownToSections('## Plan\n\n1. Focus time\n   - Mornings\n   - Manager\n     1. List meetings\n     2. Propose\n2. Sport\n\n1) Own list\n', []);
    expect(read!.content.content!.map(shape)).toEqual([
      ['orderedList', item('Focus time', ['bulletList', item('Mornings'), item('Manager', ['orderedList', item('List meetings'), item('Propose')])]), item('Sport')],
      ['orderedList', item('Own list')],
    ]);
  });
});

