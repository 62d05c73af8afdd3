import type { Core } from '../../../src/core/core';
import { docFromText } from '../../../src/shared/contract';
import { markerWriters } from '../support/marker-writers';

/**
 * A practice with every kind of record the export covers, written through the contract as
 * the UI would: the marker writers (one per kind a coach types into) plus what links records
 * together (a series with an occurrence deleted, a goal linked to a session, a check-in and an
 * action item tied to both, a package, a client who agreed to the ICF log, an archived and a
 * trashed client).
 */
export async function populatePractice(core: Core, marker: string): Promise<{ clientId: number; trashedId: number }> {
  for (const [kind, write] of Object.entries(markerWriters)) await write(core, `${marker} ${kind}`);
  const client = await core.call('clients.create', {
    fullName: `${marker} Ана Петрова`,
    email: 'ana@example.com',
    documentLanguage: 'bg',
    tags: ['лидерство', 'career'],
    icfConsent: true,
    agreement: { start: '2026-01-05', end: '2026-06-30', sessionsIncluded: 10, feeMinor: 120000, currency: 'EUR', cancellationTerms: `${marker} 24 часа`, signedOn: '2026-01-04' },
  });
  await core.call('packages.create', { clientId: client.id, sessionsCount: 10, purchasedOn: '2026-01-05', priceMinor: 120000, currency: 'EUR', note: `${marker} пакет` });
  const series = await core.call('sessions.create', { clientId: client.id, start: '2026-01-12T09:00', minutes: 60, timeZone: 'Europe/Sofia', repeat: 'FREQ=WEEKLY;COUNT=4', title: `${marker} седмична сесия` });
  const sessions = await core.call('sessions.list', { clientId: client.id });
  await core.call('sessions.setStatus', { id: sessions[0]!.id, status: 'completed' });
  await core.call('sessions.cancel', { id: sessions[1]!.id });
  await core.call('sessions.delete', { id: sessions[3]!.id, scope: 'this' });
  const grow = (await core.call('noteTemplates.list', {})).find((template) => template.builtIn === 'grow')!;
  const note = await core.call('notes.start', { sessionId: sessions[0]!.id, language: 'bg', templateId: grow.id });
  const sections = note.sections.map((s, i) => ({ ...s, shareable: i === 0, content: docFromText(`${marker} раздел ${i}`) }));
  await core.call('notes.save', { id: note.id, sections, baseVersion: note.version, title: `${marker} заглавие` });
  const goal = await core.call('goals.create', { clientId: client.id, title: `${marker} цел`, metric: { name: 'часове', baseline: 2, target: 8 }, milestones: ['първа стъпка'] });
  await core.call('goals.linkSession', { goalId: goal.id, sessionId: series.session.id, linked: true });
  await core.call('goals.addCheckIn', { goalId: goal.id, value: 4, rating: 7, comment: `${marker} напредък`, sessionId: sessions[0]!.id, on: '2026-01-12' });
  await core.call('actions.create', { clientId: client.id, text: `${marker} задача`, sessionId: sessions[0]!.id, goalId: goal.id, dueOn: '2026-01-19' });
  await core.call('assessments.create', { clientId: client.id, templateId: 1, scores: { health: 6, career: 7, finances: 5, family: 8, romance: 6, growth: 9, fun: 4, environment: 7 }, sessionId: sessions[0]!.id });
  const archived = await core.call('clients.create', { fullName: `${marker} archived`, status: 'completed', tags: [] });
  await core.call('clients.archive', { id: archived.id, archived: true });
  const trashed = await core.call('clients.create', { fullName: `${marker} trashed`, tags: [] });
  await core.call('clients.trash', { id: trashed.id });
  return { clientId: client.id, trashedId: trashed.id };
}
