import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NativePrinter } from '../../../src/core/printing';
import { sampleLogo } from '../../../src/core/reports/kit/sample/sample-logo';
import { docFromText } from '../../../src/shared/contract';
import { dumpEveryTable } from '../support/every-table';
import { filesContaining, makePractice, tempDir } from '../support/practice';
import { pdfText, poppler } from './poppler';

const NOW = Date.parse('2026-03-10T12:00:00Z');

/**
 * A client in New York whose session the coach booked on the coach's own clock in Sofia:
 * Tuesday 3 March 2026 at 02:00 in Sofia is Monday 2 March, 19:00 in New York.
 */
async function practiceWithSession(options: { printer?: NativePrinter } = {}) {
  const dataDir = tempDir();
  const { core } = await makePractice({ dataDir, now: () => NOW, ...options });
  const client = await core.call('clients.create', { fullName: 'Hannah Reyes', timeZone: 'America/New_York', documentLanguage: 'en' });
  const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-03T02:00', minutes: 60, timeZone: 'Europe/Sofia' });
  const note = await core.call('notes.start', { sessionId: session.id, language: 'en' });
  await core.call('notes.save', { id: note.id, sections: note.sections.map((s) => ({ ...s, content: docFromText(`${s.title} text`) })), baseVersion: note.version });
  return { core, dataDir, client, session };
}

const summaryOf = (sessionId: number) => ({ kind: 'sessionSummary' as const, sessionId });
const textOf = (base64: string | null) => pdfText(Buffer.from(base64!, 'base64'));

describe('generating a document', () => {
  it('writes the session in the client’s time zone, not the zone it was booked in', async () => {
    const { core, session, client } = await practiceWithSession();
    const text = textOf((await core.call('reports.generate', { document: summaryOf(session.id) })).pdf);
    expect(text).toContain('Monday, 2 March 2026');
    expect(text).toContain('19:00–20:00 (Eastern Standard Time)');
    expect(text).not.toContain('02:00');

    await core.call('sessions.setStatus', { id: session.id, status: 'completed' });
    const report = textOf((await core.call('reports.generate', { document: { kind: 'progressReport', clientId: client.id, from: '2026-03-01', to: '2026-03-31' } })).pdf);
    expect(report).toContain('2 Mar 2026 19:00 60 mins Held');
  });

  it('protects the PDF with a password the recipient types, which Coachdesk never stores', async () => {
    const { core, dataDir, session } = await practiceWithSession();
    const password = 'Lighthouse-Marker-7193';
    const pdf = Buffer.from((await core.call('reports.generate', { document: summaryOf(session.id), password })).pdf!, 'base64');
    expect(poppler('pdftotext', ['-', '-'], pdf).ok).toBe(false);
    expect(pdfText(pdf, ['-upw', password])).toContain('Hannah Reyes');

    const saved = join(tempDir(), 'summary.pdf');
    await core.call('reports.generate', { document: summaryOf(session.id), password, path: saved });
    expect(poppler('pdftotext', ['-', '-'], readFileSync(saved)).ok).toBe(false);
    expect(JSON.stringify(dumpEveryTable(core.vault.db))).not.toContain(password);
    expect(filesContaining(dataDir, password)).toEqual([]);
  });

  it('writes to the path the coach chose, readable by the coach alone, and returns no bytes then', async () => {
    const { core, session } = await practiceWithSession();
    const path = join(tempDir(), 'Hannah summary.pdf');
    const result = await core.call('reports.generate', { document: summaryOf(session.id), path });
    expect(result).toMatchObject({ pdf: null, path, fileName: 'Session summary Hannah Reyes 2026-03-02.pdf', language: 'en' });
    expect(result.bytes).toBe(statSync(path).size);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(pdfText(readFileSync(path))).toContain('Hannah Reyes');
    await expect(core.call('reports.generate', { document: summaryOf(session.id), path: 'relative.pdf' })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });

  it("keeps an archived client's agreed action items in the session summary", async () => {
    const { core, client, session } = await practiceWithSession();
    await core.call('actions.create', { clientId: client.id, text: 'Update the CV', sessionId: session.id });
    await core.call('clients.archive', { id: client.id, archived: true });
    const text = textOf((await core.call('reports.generate', { document: summaryOf(session.id) })).pdf);
    expect(text).toContain('Update the CV');
  });

  it('counts in a progress report a goal entered after the period but worked on in it', async () => {
    const { core, client, session } = await practiceWithSession();
    const goal = await core.call('goals.create', { clientId: client.id, title: 'Run a half marathon', metric: null });
    await core.call('goals.addCheckIn', { goalId: goal.id, on: '2026-03-02', sessionId: session.id, rating: 6 });
    const text = textOf((await core.call('reports.generate', { document: { kind: 'progressReport', clientId: client.id, from: '2026-03-01', to: '2026-03-05' } })).pdf);
    expect(text).toContain('Run a half marathon');
  });

  it('counts the sessions of a period that runs to the last day Coachdesk keeps', async () => {
    const { core, client, session } = await practiceWithSession();
    await core.call('sessions.setStatus', { id: session.id, status: 'completed' });
    const text = textOf((await core.call('reports.generate', { document: { kind: 'progressReport', clientId: client.id, from: '2026-03-01', to: '9999-12-31' } })).pdf);
    expect(text).toContain('2 Mar 2026 19:00 60 mins Held');
  });

  it('refuses a period that ends before it starts', async () => {
    const { core, client } = await practiceWithSession();
    await expect(core.call('reports.generate', { document: { kind: 'progressReport', clientId: client.id, from: '2026-03-10', to: '2026-03-01' } })).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});

describe('printing', () => {
  it('hands the shell’s print dialog the document, unprotected, and says when there is none', async () => {
    const printed: { text: string; title: string }[] = [];
    const printer: NativePrinter = { printPdf: async (pdf, title) => (printed.push({ text: pdfText(pdf), title }), true) };
    const { core, session } = await practiceWithSession({ printer });
    expect(await core.call('reports.capabilities', {})).toEqual({ nativeSave: false, nativePrint: true });
    expect(await core.call('reports.print', { document: summaryOf(session.id) })).toEqual({ printed: true });
    expect(printed).toEqual([{ text: expect.stringContaining('Monday, 2 March 2026'), title: 'Session summary: Hannah Reyes, 2 Mar 2026' }]);

    const { core: browser, session: other } = await practiceWithSession();
    expect(await browser.call('reports.capabilities', {})).toEqual({ nativeSave: false, nativePrint: false });
    await expect(browser.call('reports.print', { document: summaryOf(other.id) })).rejects.toMatchObject({ code: 'PRINT_UNAVAILABLE' });
  });
});

describe('the practice in the header', () => {
  it('shows the practice’s name and logo, kept in the encrypted database; an image it cannot draw is refused', async () => {
    const { core, dataDir, session } = await practiceWithSession();
    await core.call('settings.update', { practiceName: 'Northwind Coaching' });
    const logo = { mediaType: 'image/png' as const, data: sampleLogo().toString('base64') };
    expect(await core.call('settings.setLogo', { logo })).toEqual(logo);
    expect(await core.call('settings.logo', {})).toEqual(logo);
    expect(filesContaining(dataDir, 'IHDR')).toEqual([]); // no loose image file beside the database

    const pdf = Buffer.from((await core.call('reports.generate', { document: summaryOf(session.id) })).pdf!, 'base64');
    expect(pdfText(pdf)).toContain('Northwind Coaching');
    expect(poppler('pdfimages', ['-list', '-'], pdf).stdout).toMatch(/\b96\s+96\s+rgb\b/);

    await expect(core.call('settings.setLogo', { logo: { mediaType: 'image/png', data: Buffer.from('not an image at all').toString('base64') } })).rejects.toMatchObject({ code: 'LOGO_UNUSABLE' });
    await expect(core.call('settings.setLogo', { logo: { mediaType: 'image/jpeg', data: logo.data } })).rejects.toMatchObject({ code: 'LOGO_UNUSABLE' });
    expect(await core.call('settings.logo', {})).toEqual(logo);

    expect(await core.call('settings.setLogo', { logo: null })).toBeNull();
    const without = Buffer.from((await core.call('reports.generate', { document: summaryOf(session.id) })).pdf!, 'base64');
    expect(poppler('pdfimages', ['-list', '-'], without).stdout).not.toMatch(/\bimage\b.*\brgb\b/);
  });
});
