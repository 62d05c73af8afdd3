import type { Core } from '../../../src/core/core';

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
  setting: async (core) => {
    await core.call('settings.update', { autoLockMinutes: 33 });
  },
};
