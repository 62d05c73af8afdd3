import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Core } from '../../../src/core/core';
import { type SeededClient, seedPractice, seedReportClient } from '../../../src/core/reports/sample/seed-client';
import type { ReportDocument } from '../../../src/shared/contract';
import { LANGUAGES, type Language } from '../../../src/shared/languages';
import { FAST_KDF, PASSPHRASE } from '../support/constants';

/** Words written into every private section of the seeded notes, and nowhere else. */
export const PRIVATE_MARKER = 'PRIVATE-Marker-ترس-страх';
/** The seeded half year of coaching ends on 24 June 2024; the practice's clock is a few days later. */
export const NOW = Date.parse('2024-06-28T12:00:00Z');

export interface SeededPractice {
  core: Core;
  dataDir: string;
  clients: Record<Language, SeededClient>;
  close(): void;
}

/**
 * One practice with a seeded client per language (half a year of sessions, notes with private
 * sections, actions, goals, assessments), made once per test file in `beforeAll`: seeding
 * through the contract takes a few seconds.
 */
export async function seededPractice(): Promise<SeededPractice> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachdesk-test-reports-'));
  const core = new Core({ dataDir, kdf: FAST_KDF, systemLocale: 'en-GB', now: () => NOW });
  const { recoveryKey } = await core.call('vault.setupBegin', { passphrase: PASSPHRASE });
  await core.call('vault.setupConfirm', { recoveryKey });
  await seedPractice(core, 'en');
  const clients = {} as Record<Language, SeededClient>;
  for (const language of LANGUAGES) clients[language] = await seedReportClient(core, language, { privateMarker: PRIVATE_MARKER });
  return {
    core,
    dataDir,
    clients,
    close() {
      core.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A document rendered through the contract, as the app's preview gets it. */
export async function generated(core: Core, document: ReportDocument, language?: Language, password?: string): Promise<Buffer> {
  const result = await core.call('reports.generate', { document, language, password });
  return Buffer.from(result.pdf!, 'base64');
}
