import type { Core } from '../../../src/core/core';

/**
 * One writer per kind of record a coach can type into, each going through the contract
 * as the UI would. The plaintext test writes a marker through all of them and then
 * searches the disk for it. Every feature that stores typed text adds its writer here.
 */
export type MarkerWriter = (core: Core, marker: string) => Promise<void>;

export const markerWriters: Record<string, MarkerWriter> = {
  // The foundation stores no free text through the contract yet; this raw row stands in
  // for feature data so the scan is meaningful until features register their writers.
  'raw row': async (core, marker) => {
    core.vault.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(`marker-${Date.now()}`, marker);
  },
};
