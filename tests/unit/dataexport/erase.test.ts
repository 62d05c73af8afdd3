import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFromText } from '../../../src/shared/contract';
import { decryptedDatabase, decryptedWal } from '../support/decrypted-pages';
import { makePractice, tempDir } from '../support/practice';

const MARKER = 'zanzibarquokka';

async function clientFullOfMarkers(core: Awaited<ReturnType<typeof makePractice>>['core']) {
  const client = await core.call('clients.create', { fullName: `Lina ${MARKER}`, email: `${MARKER}@example.com`, background: `${MARKER} background`, tags: [`${MARKER}tag`] });
  await core.call('packages.create', { clientId: client.id, sessionsCount: 3, purchasedOn: '2026-02-01', note: `${MARKER} package` });
  const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-02-02T09:00', minutes: 60, title: `${MARKER} session` });
  const note = await core.call('notes.start', { sessionId: session.id, language: 'en' });
  let version = note.version;
  // Several saves, so revisions and earlier index entries hold the marker too.
  for (let i = 0; i < 3; i++) {
    const saved = await core.call('notes.save', { id: note.id, baseVersion: version, checkpoint: true, sections: note.sections.map((s) => ({ ...s, content: docFromText(`${MARKER} words ${i} ${'padding '.repeat(200)}`) })) });
    version = saved.version;
  }
  const journal = await core.call('notes.addJournalEntry', { clientId: client.id, entryDate: '2026-02-03', title: `${MARKER} journal` });
  await core.call('notes.save', { id: journal.id, baseVersion: journal.version, sections: journal.sections.map((s) => ({ ...s, content: docFromText(`${MARKER} reflection`) })) });
  await core.call('actions.create', { clientId: client.id, text: `${MARKER} commitment` });
  const goal = await core.call('goals.create', { clientId: client.id, title: `${MARKER} goal`, milestones: [`${MARKER} milestone`] });
  await core.call('goals.addCheckIn', { goalId: goal.id, rating: 5, comment: `${MARKER} check-in` });
  await core.call('assessments.create', { clientId: client.id, templateId: 1, note: `${MARKER} wheel`, scores: { health: 6, career: 7, finances: 5, family: 8, romance: 6, growth: 9, fun: 4, environment: 7 } });
  return client;
}

describe('erasing a client', () => {
  it('leaves no trace of them in the database file or the WAL, decrypted page by page', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    const other = await core.call('clients.create', { fullName: 'Stays Here', tags: [] });
    const client = await clientFullOfMarkers(core);
    const db = core.vault.db;
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    const { dataKey } = core.vault.backupSource();
    const plain = () => Buffer.concat([decryptedDatabase(join(dataDir, 'coachdesk.db'), dataKey, pageSize), decryptedWal(join(dataDir, 'coachdesk.db-wal'), dataKey, pageSize)]);
    // The scan can see the marker while the client is there (so it would see a remain).
    expect(plain().includes(MARKER)).toBe(true);

    await expect(core.call('clients.erase', { id: client.id })).rejects.toMatchObject({ code: 'CLIENT_NOT_IN_TRASH' });
    await core.call('clients.trash', { id: client.id });
    const { erased } = await core.call('clients.erase', { id: client.id });
    expect(erased).toBe(true);

    expect(plain().includes(MARKER), 'marker left in the database file or WAL').toBe(false);
    expect(plain().includes(Buffer.from(MARKER, 'utf16le'))).toBe(false);
    // Gone from the app and the search index; the other client is untouched.
    await expect(core.call('clients.get', { id: client.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await core.call('search.query', { text: MARKER })).groups).toEqual([]);
    expect((await core.call('clients.get', { id: other.id })).fullName).toBe('Stays Here');
    const leftovers = db.prepare('SELECT (SELECT count(*) FROM notes) + (SELECT count(*) FROM note_revisions) + (SELECT count(*) FROM sessions) + (SELECT count(*) FROM goals) + (SELECT count(*) FROM action_items)').pluck().get();
    expect(leftovers).toBe(0);
    dataKey.fill(0);
  });
});
