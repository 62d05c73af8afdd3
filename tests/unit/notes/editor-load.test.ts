// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { markdownToSections } from '../../../src/core/notes/markdown';
import { editorExtensions } from '../../../src/renderer/src/notes/editor-extensions';
import type { RichDoc, RichNode } from '../../../src/shared/contract';
import { editorDoc } from '../../../src/shared/notes/note-kit';

/**
 * What the app's editor (its own extensions) shows of a section. The editor does not show a
 * section holding a kind of node it lacks at all: it opens empty, and the next autosave
 * replaces the coach's text.
 */
function opened(content: RichDoc): RichDoc {
  const editor = new Editor({ extensions: editorExtensions(''), content });
  try {
    return editor.getJSON() as RichDoc;
  } finally {
    editor.destroy();
  }
}

const p = (text: string): RichNode => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const base = [{ id: 'goal', title: 'Goal', shareable: true, content: { type: 'doc' as const, content: [{ type: 'paragraph' }] } }];

describe('the note editor opens every text a note holds', () => {
  it('what notes set read from Markdown with code in it', () => {
    const markdown = '## Goal\n\nPlan A.\n\n    indented line\n\n```\nfenced line\n```\n\nRun `grep` daily.\n\n# Top #\n';
    const [goal] = markdownToSections(markdown, base);
    expect(opened(goal!.content)).toEqual({
      type: 'doc',
      // A level-1 heading is one to the editor too (it shows it as its largest), so `notes show` can write back what it reads.
      content: [p('Plan A.'), p('indented line'), p('fenced line'), p('Run grep daily.'), { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Top' }] }],
    });
  });

  it('what an older notes set stored as a code block and inline code, and in a list', () => {
    const stored: RichDoc = {
      type: 'doc',
      content: [
        p('Plan A.'),
        { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'line one\nline two' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Run ' }, { type: 'text', text: 'grep', marks: [{ type: 'code' }, { type: 'bold' }] }, { type: 'text', text: ' daily.' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'codeBlock', content: [{ type: 'text', text: 'listed' }] }] }] },
      ],
    };
    expect(opened(editorDoc(stored))).toEqual({
      type: 'doc',
      content: [
        p('Plan A.'),
        p('line one'),
        p('line two'),
        { type: 'paragraph', content: [{ type: 'text', text: 'Run ' }, { type: 'text', text: 'grep', marks: [{ type: 'bold' }] }, { type: 'text', text: ' daily.' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [p('listed')] }] },
      ],
    });
  });

  it('and leaves a text the editor already holds as it is', () => {
    const doc: RichDoc = { type: 'doc', content: [p('Plain'), { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Homework' }] }] };
    expect(editorDoc(doc)).toBe(doc);
  });
});
