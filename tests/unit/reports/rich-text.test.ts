import { describe, expect, it } from 'vitest';
import type { RichNode } from '../../../src/shared/contract';
import { notesPractice } from '../support/notes';
import { pdfText } from './poppler';

const text = (t: string): RichNode => ({ type: 'text', text: t });

describe('a session summary prints every text of the shared note', () => {
  it('also the text of blocks it has no layout for: a code block an older notes set stored, a block of a kind it never heard of', async () => {
    const { core, sessions } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    const content: RichNode[] = [
      { type: 'paragraph', content: [text('Before-Marker')] },
      { type: 'codeBlock', attrs: { language: null }, content: [text('Fenced-Marker breathing plan\nSecond-Line-Marker')] },
      { type: 'callout', content: [text('Callout-Marker')] },
      { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'codeBlock', content: [text('Listed-Marker')] }] }] },
      { type: 'blockquote', content: [{ type: 'codeBlock', content: [text('Quoted-Marker')] }] },
    ];
    // GROW's first section (Goal) is shareable.
    const sections = note.sections.map((section, i) => (i === 0 ? { ...section, content: { type: 'doc' as const, content } } : section));
    await core.call('notes.save', { id: note.id, sections, baseVersion: note.version });
    const result = await core.call('reports.generate', { document: { kind: 'sessionSummary', sessionId: sessions[0].id } });
    const printed = pdfText(Buffer.from(result.pdf!, 'base64'));
    for (const marker of ['Before-Marker', 'Fenced-Marker breathing plan', 'Second-Line-Marker', 'Callout-Marker', 'Listed-Marker', 'Quoted-Marker']) expect(printed).toContain(marker);
  });

  it("numbers a numbered list's items in place of the bullet, from the number it starts at", async () => {
    const { core, sessions } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    const item = (t: string): RichNode => ({ type: 'listItem', content: [{ type: 'paragraph', content: [text(t)] }] });
    const content: RichNode[] = [
      { type: 'orderedList', attrs: { start: 3 }, content: [item('Third-Marker'), item('Fourth-Marker')] },
      { type: 'bulletList', content: [item('Bulleted-Marker')] },
    ];
    const sections = note.sections.map((section, i) => (i === 0 ? { ...section, content: { type: 'doc' as const, content } } : section));
    await core.call('notes.save', { id: note.id, sections, baseVersion: note.version });
    const result = await core.call('reports.generate', { document: { kind: 'sessionSummary', sessionId: sessions[0].id } });
    expect(pdfText(Buffer.from(result.pdf!, 'base64'))).toMatch(/ 3\. Third-Marker 4\. Fourth-Marker • Bulleted-Marker /);
  });
});
