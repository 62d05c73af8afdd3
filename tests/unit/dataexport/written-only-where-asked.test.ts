import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';
import { filesContaining, listFiles, makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';
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

  it('refuses to write over what is not a file: a pipe, a device (the write would replace it)', async () => {
    const { core } = await makePractice();
    const chosen = tempDir();
    execFileSync('mkfifo', [join(chosen, 'pipe')]);
    for (const path of [join(chosen, 'pipe'), '/dev/null']) {
      await expect(core.call('export.json', { path })).rejects.toMatchObject({ code: 'EXPORT_TARGET_EXISTS' });
      await expect(core.call('export.icfLog', { path })).rejects.toMatchObject({ code: 'EXPORT_TARGET_EXISTS' });
    }
    expect(statSync(join(chosen, 'pipe')).isFIFO()).toBe(true);
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('removes what an export killed midway left beside its file (plain text the coach was told was not saved) when exporting there again', async () => {
    const { core } = await makePractice();
    const { clientId } = await populatePractice(core, 'Zebulon Quartermaine');
    const chosen = tempDir();
    // As a kill leaves them: a hidden file half written, a hidden folder of an export's files.
    writeFileSync(join(chosen, '.all.json.0123456789ab.tmp'), '{"clients":[{"fullName":"Zebulon Quartermaine"');
    for (const folder of ['.csv.0123456789ab.tmp', '.client.0123456789ab.tmp']) {
      mkdirSync(join(chosen, folder));
      writeFileSync(join(chosen, folder, 'clients.csv'), 'Zebulon Quartermaine');
    }
    writeFileSync(join(chosen, '.icf.csv.0123456789ab.tmp'), 'Zebulon Quartermaine');
    writeFileSync(join(chosen, '.notes.txt.0123456789ab.tmp'), 'not ours to remove: another name');

    await core.call('export.json', { path: join(chosen, 'all.json') });
    await core.call('export.csv', { path: join(chosen, 'csv') });
    await core.call('export.client', { clientId, path: join(chosen, 'client'), notes: 'all' });
    await core.call('export.icfLog', { path: join(chosen, 'icf.csv') });
    expect(readdirSync(chosen).sort()).toEqual(['.notes.txt.0123456789ab.tmp', 'all.json', 'client', 'csv', 'icf.csv']);
  });
});

describe("the practice's own files are never a place to write to", () => {
  it('refuses an export, a PDF or a backup over the database, its key slots or a backup, through a link too, and the practice still opens', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    const client = await core.call('clients.create', { fullName: 'Mila Ivanova' });
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-12-05T09:00', minutes: 60 });
    const backup = await core.call('backup.create', {});
    const linked = join(tempDir('coachdesk-test-link-'), 'practice');
    symlinkSync(dataDir, linked);
    const before = new Map([...['coachdesk.db', 'keys.json'].map((name) => join(dataDir, name)), backup.path].map((path) => [path, readFileSync(path)]));

    const targets = [join(dataDir, 'keys.json'), join(dataDir, 'coachdesk.db'), join(linked, 'keys.json'), backup.path];
    for (const path of targets) {
      const calls = [
        core.dispatch('export.json', { path }),
        core.dispatch('export.icfLog', { path }),
        core.dispatch('reports.generate', { document: { kind: 'sessionSummary', sessionId: session.id }, path }),
        core.dispatch('backup.create', { path }),
      ];
      for (const result of await Promise.all(calls)) expect(result, path).toMatchObject({ ok: false, error: { code: 'TARGET_IS_PRACTICE_FILE' } });
    }
    // Nor a new folder of plain-text files among the practice's own.
    const folder = join(dataDir, 'export');
    for (const result of await Promise.all([core.dispatch('export.csv', { path: folder }), core.dispatch('export.client', { clientId: client.id, path: folder, notes: 'all' })])) {
      expect(result).toMatchObject({ ok: false, error: { code: 'TARGET_IS_PRACTICE_FILE' } });
    }
    core.close();
    // The command line's calendar export too (it wrote over the database, and reported success).
    const ics = runCli(['export', 'ics', '--out', join(dataDir, 'coachdesk.db')], { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir });
    expect(ics.status).toBe(1);
    expect(ics.stderr).toContain('a file Coachdesk keeps your practice in');
    for (const [path, bytes] of before) expect(readFileSync(path).equals(bytes), path).toBe(true);
    const reopened = makeCore({ dataDir });
    await reopened.call('vault.unlock', { passphrase: PASSPHRASE });
    expect((await reopened.call('clients.list', {})).total).toBe(1);
    reopened.close();
  });
});
