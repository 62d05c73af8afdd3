import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesContaining, listFiles, makePractice, tempDir } from '../support/practice';
import { populatePractice } from './populate';

describe('exports are plain text, so they are written only where the coach asked', () => {
  it('puts nothing readable in the data folder, the temp folder or beside the chosen files', async () => {
    const started = Date.now() - 1000;
    const marker = `Plain-${Math.random().toString(36).slice(2)}`;
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    const { clientId } = await populatePractice(core, marker);
    const chosen = tempDir('coachdesk-test-chosen-');

    await core.call('export.json', { path: join(chosen, 'all.json') });
    await core.call('export.csv', { path: join(chosen, 'csv') });
    await core.call('export.client', { clientId, path: join(chosen, 'client'), notes: 'all' });
    await core.call('export.icfLog', { path: join(chosen, 'icf.csv') });

    const written = listFiles(chosen).map((file) => file.slice(chosen.length + 1)).sort();
    const { code } = await core.call('clients.get', { id: clientId });
    expect(written.filter((file) => !file.startsWith('csv/'))).toEqual(['all.json', `client/${code}-records.json`, `client/${code}-records.pdf`, 'icf.csv']);
    expect(written.filter((file) => file.startsWith('.') || file.includes('/.') || file.endsWith('.tmp'))).toEqual([]);
    expect(filesContaining(chosen, marker).length).toBeGreaterThan(3);
    expect(filesContaining(dataDir, marker)).toEqual([]);
    const recent = readdirSync(tmpdir())
      .map((name) => join(tmpdir(), name))
      .filter((path) => path !== chosen && path !== dataDir && !path.includes('coachdesk-test-') && statSync(path, { throwIfNoEntry: false })!.mtimeMs >= started);
    for (const entry of recent) expect(filesContaining(entry, marker), entry).toEqual([]);
  });

  it('refuses a folder that does not exist or a target that is already there, writing nothing', async () => {
    const { core } = await makePractice();
    const chosen = tempDir();
    await expect(core.call('export.json', { path: join(chosen, 'missing', 'all.json') })).rejects.toMatchObject({ code: 'EXPORT_FOLDER_MISSING' });
    await core.call('export.csv', { path: join(chosen, 'csv') });
    await expect(core.call('export.csv', { path: join(chosen, 'csv') })).rejects.toMatchObject({ code: 'EXPORT_TARGET_EXISTS' });
    await expect(core.call('export.json', { path: join(chosen, 'csv') })).rejects.toMatchObject({ code: 'EXPORT_TARGET_EXISTS' });
    expect(readdirSync(chosen)).toEqual(['csv']);
  });
});
