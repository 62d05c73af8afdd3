import { crc32 } from 'node:zlib';
import type { Core } from '../../../src/core/core';
import { sampleLogo } from '../../../src/core/reports/kit/sample/sample-logo';
import { docFromText } from '../../../src/shared/contract';

/** The sample logo with `text` in a PNG tEXt chunk: image bytes that carry words. */
function logoWithText(text: string): string {
  const png = sampleLogo();
  const body = Buffer.concat([Buffer.from('tEXtComment\0', 'latin1'), Buffer.from(text, 'utf8')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  const end = png.length - 12; // the IEND chunk
  return Buffer.concat([png.subarray(0, end), length, body, crc, png.subarray(end)]).toString('base64');
}

/**
 * One writer per kind of record a coach can type into, each going through the contract
 * as the UI would. The plaintext test writes a marker through all of them and then
 * searches the disk for it. Every feature that stores typed text adds its writer here.
 */
export type MarkerWriter = (core: Core, marker: string) => Promise<void>;

export const markerWriters: Record<string, MarkerWriter> = {
  client: async (core, marker) => {
    const client = await core.call('clients.create', {
      fullName: `${marker} name`,
      preferredName: `${marker} preferred`,
      email: 'marker@example.com',
      background: `${marker} background`,
      referralSource: `${marker} referral`,
      tags: ['marker-tag'],
    });
    await core.call('packages.create', { clientId: client.id, sessionsCount: 5, purchasedOn: '2026-11-01', note: `${marker} package` });
  },
  session: async (core, marker) => {
    const client = await core.call('clients.create', { fullName: 'Session holder', tags: [] });
    await core.call('sessions.create', { clientId: client.id, start: '2026-12-01T09:00', minutes: 60, title: `${marker} title`, location: `${marker} location` });
  },
  goal: async (core, marker) => {
    const client = await core.call('clients.create', { fullName: 'Goal holder', tags: [] });
    const goal = await core.call('goals.create', {
      clientId: client.id,
      title: `${marker} goal title`,
      why: `${marker} why it matters`,
      metric: { name: `${marker} metric`, baseline: 1, target: 5 },
      milestones: [`${marker} first milestone`],
    });
    await core.call('goals.addMilestone', { goalId: goal.id, title: `${marker} added milestone` });
    await core.call('goals.addCheckIn', { goalId: goal.id, value: 2, rating: 6, comment: `${marker} check-in comment` });
  },
  assessment: async (core, marker) => {
    const client = await core.call('clients.create', { fullName: 'Assessment holder', tags: [] });
    const template = await core.call('assessmentTemplates.create', { name: `${marker} template`, areas: [{ label: `${marker} area A` }, { label: `${marker} area B` }, { label: `${marker} area C` }] });
    await core.call('assessments.create', { clientId: client.id, templateId: template.id, scores: { 'area-1': 3, 'area-2': 5, 'area-3': 7 }, note: `${marker} assessment note` });
  },
  sessionNote: async (core, marker) => {
    const client = await core.call('clients.create', { fullName: 'Note holder', tags: [] });
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-12-02T09:00', minutes: 60 });
    const note = await core.call('notes.start', { sessionId: session.id, language: 'fa' });
    const sections = note.sections.map((s, i) => ({ ...s, title: `${marker} heading ${i}`, content: docFromText(`${marker} section ${i}\n${marker} second line`) }));
    const saved = await core.call('notes.save', { id: note.id, sections, baseVersion: note.version, checkpoint: true });
    // A second revision, so revision rows hold the marker too; then a restore.
    await core.call('notes.save', { id: note.id, sections: sections.slice(1), baseVersion: saved.version });
    const [, first] = await core.call('notes.revisions', { noteId: note.id });
    await core.call('notes.restore', { revisionId: first!.id });
  },
  journalEntry: async (core, marker) => {
    const client = await core.call('clients.create', { fullName: 'Journal holder', tags: [] });
    const entry = await core.call('notes.addJournalEntry', { clientId: client.id, entryDate: '2026-12-03', title: `${marker} entry title` });
    await core.call('notes.save', { id: entry.id, sections: entry.sections.map((s) => ({ ...s, content: docFromText(`${marker} journal text`) })), baseVersion: entry.version });
  },
  actionItem: async (core, marker) => {
    const client = await core.call('clients.create', { fullName: 'Action holder', tags: [] });
    const item = await core.call('actions.create', { clientId: client.id, text: `${marker} commitment`, dueOn: '2026-12-04' });
    await core.call('actions.update', { id: item.id, changes: { text: `${marker} commitment, reworded`, status: 'done' } });
  },
  noteTemplate: async (core, marker) => {
    const template = await core.call('noteTemplates.create', { name: `${marker} template`, sections: [{ title: `${marker} template heading`, shareable: true }] });
    await core.call('noteTemplates.setDefault', { id: template.id });
  },
  search: async (core, marker) => {
    // Searching reads the index; the query itself must leave nothing behind either.
    await core.call('search.query', { text: marker.split(' ')[0]! });
  },
  setting: async (core) => {
    await core.call('settings.update', { autoLockMinutes: 33 });
  },
  practice: async (core, marker) => {
    await core.call('settings.update', { practiceName: `${marker} practice` });
    await core.call('settings.setLogo', { logo: { mediaType: 'image/png', data: logoWithText(marker) } });
  },
  report: async (core, marker) => {
    // A report's preview and the coach's summary typed for it live in memory only.
    const client = await core.call('clients.create', { fullName: 'Report holder', tags: [] });
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-12-05T09:00', minutes: 60 });
    const note = await core.call('notes.start', { sessionId: session.id, language: 'en' });
    await core.call('notes.save', { id: note.id, sections: note.sections.map((s) => ({ ...s, content: docFromText(`${marker} report note`) })), baseVersion: note.version });
    await core.call('reports.generate', { document: { kind: 'sessionSummary', sessionId: session.id }, password: 'lantern orchard' });
    await core.call('reports.generate', { document: { kind: 'progressReport', clientId: client.id, summary: `${marker} coach's summary` }, language: 'fa' });
  },
};
