import { describe, expect, it } from 'vitest';
import type { RichNode } from '../../../src/shared/contract';
import { notesPractice } from '../support/notes';
import { pdfText, pdfWords } from './poppler';

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

  it("indents a list inside an item under its parent's text, a dash for its bullet, and the levels after it back out", async () => {
    const { core, sessions } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    const item = (t: string, ...lists: RichNode[]): RichNode => ({ type: 'listItem', content: [{ type: 'paragraph', content: [text(t)] }, ...lists] });
    const bullets = (...items: RichNode[]): RichNode => ({ type: 'bulletList', content: items });
    const content: RichNode[] = [
      { type: 'orderedList', content: [item('Parent-Marker', bullets(item('Child-Marker', { type: 'orderedList', content: [item('Grandchild-Marker')] }))), item('Sibling-Marker')] },
    ];
    const sections = note.sections.map((section, i) => (i === 0 ? { ...section, content: { type: 'doc' as const, content } } : section));
    await core.call('notes.save', { id: note.id, sections, baseVersion: note.version });
    const result = await core.call('reports.generate', { document: { kind: 'sessionSummary', sessionId: sessions[0].id } });
    const pdf = Buffer.from(result.pdf!, 'base64');
    expect(pdfText(pdf)).toMatch(/ 1\. Parent-Marker – Child-Marker 1\. Grandchild-Marker 2\. Sibling-Marker /);
    const words = pdfWords(pdf);
    const x = (word: string) => words.find((w) => w.text === word)!.xMin;
    // Each level's marker stands under the text of the item it belongs to.
    expect(x('–')).toBeGreaterThanOrEqual(x('Parent-Marker') - 1);
    expect(x('Child-Marker')).toBeGreaterThan(x('–'));
    expect(x('Grandchild-Marker')).toBeGreaterThan(x('Child-Marker'));
    expect(x('Sibling-Marker')).toBe(x('Parent-Marker'));
  });

  it('leaves out a shareable section the coach left empty, its title with it', async () => {
    const { core, sessions } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    // GROW's Goal and Will are shareable; only Goal is written.
    const sections = note.sections.map((section, i) => (i === 0 ? { ...section, content: { type: 'doc' as const, content: [{ type: 'paragraph', content: [text('Goal-Marker')] }] } } : section));
    await core.call('notes.save', { id: note.id, sections, baseVersion: note.version });
    const result = await core.call('reports.generate', { document: { kind: 'sessionSummary', sessionId: sessions[0].id } });
    const printed = pdfText(Buffer.from(result.pdf!, 'base64'));
    expect(printed).toContain('Goal Goal-Marker');
    expect(printed).not.toContain('Will');
  });

  it('keeps the space between paragraphs the editor shows, and a line break typed inside one as a line break', async () => {
    const { core, sessions } = await notesPractice();
    const note = await core.call('notes.start', { sessionId: sessions[0].id, language: 'en' });
    const paragraph = (...content: RichNode[]): RichNode => ({ type: 'paragraph', content });
    const content: RichNode[] = [paragraph(text('First-Marker')), paragraph(text('Second-Marker'), { type: 'hardBreak' }, text('Broken-Marker'))];
    const sections = note.sections.map((section, i) => (i === 0 ? { ...section, content: { type: 'doc' as const, content } } : section));
    await core.call('notes.save', { id: note.id, sections, baseVersion: note.version });
    const result = await core.call('reports.generate', { document: { kind: 'sessionSummary', sessionId: sessions[0].id } });
    const words = pdfWords(Buffer.from(result.pdf!, 'base64'));
    const y = (word: string) => words.find((w) => w.text === word)!.yMin;
    const lineBreak = y('Broken-Marker') - y('Second-Marker');
    // The paragraphs were printed as lines of one paragraph, as close as a line break's.
    expect(y('Second-Marker') - y('First-Marker')).toBeGreaterThan(lineBreak + 5);
  });
});
