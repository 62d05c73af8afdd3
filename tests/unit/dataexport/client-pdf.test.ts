import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../../src/core/core';
import type { Language } from '../../../src/shared/languages';
import { lineOf, logical, pdfText, pdfWords } from '../reports/poppler';
import { makePractice, tempDir } from '../support/practice';

/**
 * The PDF of a client's export, as the client reads it, against what their session summaries
 * and progress reports say. Exported on 7 December 2026 in Kuala Lumpur (still the 6th in UTC).
 */
const NOW = Date.parse('2026-12-06T23:30:00Z');

async function clientWithRecords(core: Core, language: Language) {
  const client = await core.call('clients.create', { fullName: `Client ${language}`, timeZone: 'Asia/Kuala_Lumpur', documentLanguage: language, tags: [] });
  // A weekly series booked first, in another zone than the client's, then a one-off first session before it.
  await core.call('sessions.create', { clientId: client.id, start: '2026-11-25T23:00', minutes: 60, timeZone: 'Europe/Sofia', repeat: 'FREQ=WEEKLY;COUNT=2' });
  await core.call('sessions.create', { clientId: client.id, start: '2026-11-03T12:30', minutes: 30, timeZone: 'Asia/Kuala_Lumpur' });
  await core.call('goals.create', { clientId: client.id, title: 'Less email', metric: { name: 'Hours of email', unit: 'h', baseline: 3, target: 1 }, milestones: [] });
  await core.call('goals.create', { clientId: client.id, title: 'Savings', metric: { name: 'Saved', unit: '%', target: 40 }, milestones: [] });
  return client.id;
}

async function exportedText(language: Language): Promise<string> {
  const { core } = await makePractice({ now: () => NOW });
  const clientId = await clientWithRecords(core, language);
  const folder = join(tempDir(), 'export');
  const { files } = await core.call('export.client', { clientId, path: folder, notes: 'shareable' });
  // pdftotext writes the narrow no-break space Intl puts before PG/PTG as is; read it as a space.
  return pdfText(readFileSync(join(folder, files[1]!))).replace(/\u202f/gu, ' ');
}

describe("a client's export PDF", () => {
  it('lists sessions by start, in the client’s zone and named, as their session summary does', async () => {
    const text = await exportedText('ms');
    // 23:00 in Sofia is 5:00 the next morning in Kuala Lumpur; the one-off of 3 November comes first.
    const rows = [...text.matchAll(/\d+ \w+ 2026, [\d:]+ PT?G–[\d:]+ PT?G \(Waktu Malaysia\)/gu)].map((m) => m[0]);
    expect(rows.slice(0, 3)).toEqual(['3 Nov 2026, 12:30 PTG–1:00 PTG (Waktu Malaysia)', '26 Nov 2026, 5:00 PG–6:00 PG (Waktu Malaysia)', '3 Dis 2026, 5:00 PG–6:00 PG (Waktu Malaysia)']);
    expect(text).not.toContain('11:00 PTG');
    // The client's details name the zone so too, not by its id.
    expect(text).not.toContain('Asia/Kuala_Lumpur');
  }, 60_000);

  it('says a goal’s measure in words the embedded fonts can draw', async () => {
    const english = await exportedText('en');
    expect(english).toContain('Hours of email: from 3 h to 1 h');
    expect(english).toContain('Saved: target 40%');
    const persian = await exportedText('fa');
    for (const text of [english, persian]) expect(text).not.toMatch(/[\u2190-\u21ff]/u);
  }, 60_000);

  it('ends its first sentence with one full stop, though a Bulgarian date ends in one', async () => {
    const bulgarian = await exportedText('bg');
    expect(bulgarian).toContain('Към 7 декември 2026 г. това са записите');
    expect(bulgarian).not.toContain('г..');
    expect(bulgarian).toContain('Hours of email: от 3 h до 1 h');
    expect(await exportedText('en')).toContain('as of 7 December 2026.');
  }, 60_000);

  it('sets what the coach wrote in its own direction: an English note in a Persian export from the left margin', async () => {
    const { core } = await makePractice({ now: () => NOW });
    const clientId = await clientWithRecords(core, 'fa');
    const { session } = await core.call('sessions.create', { clientId, start: '2026-11-10T10:00', minutes: 60, timeZone: 'Asia/Kuala_Lumpur' });
    const note = await core.call('notes.start', { sessionId: session.id, language: 'en' });
    const content = { type: 'doc' as const, content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Aim-Marker for the session: feel ready.' }] }] };
    // GROW's first section (Goal) is shareable.
    const sections = note.sections.map((section, i) => (i === 0 ? { ...section, content } : section));
    await core.call('notes.save', { id: note.id, sections, baseVersion: note.version });
    const folder = join(tempDir(), 'export');
    const { files } = await core.call('export.client', { clientId, path: folder, notes: 'shareable' });
    const words = pdfWords(readFileSync(join(folder, files[1]!)));
    // It was set from the right margin, its full stop at its start: ".Aim-Marker for the session: feel ready".
    expect(words.find((word) => word.text === 'Aim-Marker')!.xMin).toBeLessThan(60);
    expect(words.some((word) => word.text === 'ready.')).toBe(true);
  }, 60_000);

  it('writes a phone number in a Persian export as it is dialled, left to right', async () => {
    const { core } = await makePractice({ now: () => NOW });
    const client = await core.call('clients.create', { fullName: 'Client fa', phone: '+98 912 657 8704', timeZone: 'Asia/Tehran', documentLanguage: 'fa', tags: [] });
    const folder = join(tempDir(), 'export');
    const { files } = await core.call('export.client', { clientId: client.id, path: folder, notes: 'shareable' });
    const words = pdfWords(readFileSync(join(folder, files[1]!)));
    const phone = lineOf(words, words.find((word) => word.text.includes('8704'))!).filter((word) => /^[+\d]+$/u.test(word.text));
    // Its digit groups had been set right to left: "8704 657 912 98+".
    expect(phone.map((word) => word.text)).toEqual(['+98', '912', '657', '8704']);
  }, 60_000);

  it('separates a client’s tags with the Persian comma in a Persian export', async () => {
    const { core } = await makePractice({ now: () => NOW });
    const client = await core.call('clients.create', { fullName: 'Client fa', timeZone: 'Asia/Tehran', documentLanguage: 'fa', tags: ['تغییر شغل', 'کارآفرین'] });
    const folder = join(tempDir(), 'export');
    const { files } = await core.call('export.client', { clientId: client.id, path: folder, notes: 'shareable' });
    const words = pdfWords(readFileSync(join(folder, files[1]!)));
    const tags = lineOf(words, words.find((word) => logical(word.text).includes('کارآفرین'))!).map((word) => word.text).join(' ');
    expect(tags).toContain('،');
    expect(tags).not.toContain(',');
  }, 60_000);
});

