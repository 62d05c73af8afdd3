import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PEOPLE } from '../../../src/core/reports/kit/sample/sample-people';
import { docFromText, type EventPayload } from '../../../src/shared/contract';
import { LANGUAGES } from '../../../src/shared/languages';
import { tempDir } from '../support/practice';
import { pdfText } from './poppler';
import { generated, PRIVATE_MARKER, type SeededPractice, seededPractice } from './seeded-practice';

/** The marker's Latin and Cyrillic parts come through pdftotext intact in every document language. */
function expectNoPrivateText(text: string, ...markers: string[]): void {
  for (const marker of ['PRIVATE-Marker', 'страх', ...markers]) expect(text).not.toContain(marker);
}

let practice: SeededPractice;
beforeAll(async () => {
  practice = await seededPractice();
}, 120_000);
afterAll(() => practice.close());

describe('private sections never reach a session summary', () => {
  it.each(LANGUAGES)('in no session of the %s client, while the shared sections do', async (language) => {
    const { core, clients } = practice;
    const { sessionIds } = clients[language];
    for (const [i, sessionId] of sessionIds.entries()) {
      if (i === 6 || i === 9) continue; // cancelled and no-show: no note
      const text = pdfText(await generated(core, { kind: 'sessionSummary', sessionId }));
      expectNoPrivateText(text);
      const topic = SAMPLE_PEOPLE[language].topics[i % SAMPLE_PEOPLE[language].topics.length]!;
      expect(text.replace(/[\s.:()«»،]+/g, '')).toContain(topic.replace(/[\s.:()«»،]+/g, ''));
    }
  });

  it('in whichever language the summary is written', async () => {
    const { core, clients } = practice;
    for (const client of Object.values(clients)) {
      for (const language of LANGUAGES) expectNoPrivateText(pdfText(await generated(core, { kind: 'sessionSummary', sessionId: client.sessionIds[3]! }, language)));
    }
  });

  it('nor through earlier revisions, the note’s title, or a section made private after it was shared', async () => {
    const { core, clients } = practice;
    const { session } = await core.call('sessions.create', { clientId: clients.en.clientId, start: '2024-06-26T10:00', minutes: 60, timeZone: 'Europe/London' });
    const note = await core.call('notes.start', { sessionId: session.id, language: 'en' });
    // GROW: Goal and Will are shareable, Reality and Options private.
    const first = note.sections.map((section, i) => ({ ...section, content: docFromText(['Goal REVISION-Marker-old', `Reality ${PRIVATE_MARKER}`, 'Options', 'Will WAS-SHARED-Marker'][i]!) }));
    const saved = await core.call('notes.save', { id: note.id, sections: first, title: 'TITLE-Marker', baseVersion: note.version, checkpoint: true });
    const second = first.map((section, i) => (i === 0 ? { ...section, content: docFromText('A calmer rhythm at work') } : i === 3 ? { ...section, shareable: false } : section));
    await core.call('notes.save', { id: note.id, sections: second, baseVersion: saved.version });
    const revisions = await core.call('notes.revisions', { noteId: note.id });
    expect(revisions.length).toBe(2);
    expect(JSON.stringify(await core.call('notes.revision', { id: revisions[1]!.id }))).toContain('REVISION-Marker-old');

    const text = pdfText(await generated(core, { kind: 'sessionSummary', sessionId: session.id }));
    expect(text).toContain('A calmer rhythm at work');
    expectNoPrivateText(text, 'REVISION-Marker', 'TITLE-Marker', 'WAS-SHARED-Marker');
  });
});

describe('summaries in a batch', () => {
  it('writes one PDF per session into the folder, reports progress, and goes on past a session that fails', async () => {
    const { core, clients } = practice;
    const folder = tempDir();
    const events: EventPayload<'reports.progress'>[] = [];
    const stop = core.events.on('reports.progress', (event) => events.push(event));
    const sessionIds = [clients.en.sessionIds[0]!, clients.fa.sessionIds[0]!, 999_999, clients.bg.sessionIds[1]!];
    const result = await core.call('reports.batch', { batchId: 'day-1', sessionIds, folder });
    stop();

    expect(result.written.map((w) => w.sessionId)).toEqual([sessionIds[0], sessionIds[1], sessionIds[3]]);
    expect(result.failed).toEqual([{ sessionId: 999_999, code: 'NOT_FOUND', message: expect.any(String) }]);
    expect(events.map((e) => [e.batchId, e.done, e.total])).toEqual([0, 1, 2, 3, 4].map((done) => ['day-1', done, 4]));
    expect(readdirSync(folder).sort()).toEqual(['Session summary Daniel Okafor 2024-01-08.pdf', 'خلاصهٔ جلسه سارا احمدی 2024-01-08.pdf', 'Обобщение на сесията Георги Иванов 2024-01-22.pdf'].sort());
    for (const { path } of result.written) expectNoPrivateText(pdfText(readFileSync(path)));
    // Each in its client's own language.
    expect(pdfText(readFileSync(join(folder, 'Обобщение на сесията Георги Иванов 2024-01-22.pdf')))).toContain('понеделник, 22 януари 2024 г.');
  });
});
