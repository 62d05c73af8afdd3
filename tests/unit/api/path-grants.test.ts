import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Core } from '../../../src/core/core';
import type { NativeDialogs } from '../../../src/core/dialogs';
import { PATH_RULES } from '../../../src/core/fs/path-grants';
import { contract, type DialogKind, type Method } from '../../../src/shared/contract';
import { AbsolutePath } from '../../../src/shared/settings';
import { listFiles, makeCore, makePractice, PASSPHRASE, tempDir } from '../support/practice';

/** The Electron shell's pickers, as a test steers them: each pick returns the path put in `next`. */
class FakeDialogs implements NativeDialogs {
  next: string | null = null;
  readonly asked: DialogKind[] = [];
  async pick(kind: DialogKind): Promise<string | null> {
    this.asked.push(kind);
    return this.next;
  }
}

/** The coach picks `path` in the native picker of `kind`, as the renderer asks for it. */
async function pick(core: Core, dialogs: FakeDialogs, kind: DialogKind, path: string): Promise<string> {
  dialogs.next = path;
  const { path: chosen } = await core.call('dialog.pick', { kind });
  dialogs.next = null;
  return chosen!;
}

/** Every file under `dir` with its bytes: what a coach would see changed. */
function contents(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((file) => [file, readFileSync(file).toString('base64')]));
}

/**
 * A practice in the desktop app (native dialogs), with a client, a session and a backup, and
 * beside it the user's other files: a secret CSV, a file an export could overwrite, a copy of a
 * backup outside the backup folder.
 */
async function desktopPractice() {
  const dialogs = new FakeDialogs();
  const { core } = await makePractice({ dialogs });
  const client = await core.call('clients.create', { fullName: 'Ana Petrova', tags: [] });
  const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-11-10T10:00', minutes: 60, timeZone: 'Europe/Sofia' });
  const backup = await core.call('backup.create', {});
  const home = tempDir('coachdesk-test-home-');
  const secretCsv = join(home, 'id_rsa');
  writeFileSync(secretCsv, 'Name\nPRIVATE KEY LINE ONE\nPRIVATE KEY LINE TWO\n');
  const bashrc = join(home, '.bashrc');
  writeFileSync(bashrc, 'export PATH=$HOME/bin:$PATH\n');
  const copiedBackup = join(home, 'copy.coachdesk-backup');
  copyFileSync(backup.path, copiedBackup);
  return { core, dialogs, clientId: client.id, sessionId: session.id, backup, home, secretCsv, bashrc, copiedBackup };
}

type Practice = Awaited<ReturnType<typeof desktopPractice>>;

/** One call of each kind that names a file or folder, with the picker the UI opens for it. */
function pathCalls(p: Practice, places: { csv: string; json: string; exportFile: string; exportFolder: string; icf: string; pdf: string; pdfFolder: string; backupTarget: string; backup: string; backupFolder: string }) {
  return [
    { kind: 'importCsv', path: places.csv, method: 'import.csvPreview', input: { path: places.csv, mapping: { name: 'Name' } } },
    { kind: 'importCsv', path: places.csv, method: 'import.csvCommit', input: { path: places.csv, mapping: { name: 'Name' }, fingerprint: 'x', acceptGoodRows: true } },
    { kind: 'importJson', path: places.json, method: 'import.inspectJson', input: { path: places.json } },
    { kind: 'importJson', path: places.json, method: 'import.json', input: { path: places.json } },
    { kind: 'exportFile', path: places.exportFile, method: 'export.json', input: { path: places.exportFile } },
    { kind: 'exportFolder', path: places.exportFolder, method: 'export.csv', input: { path: places.exportFolder } },
    { kind: 'exportFolder', path: places.exportFolder, method: 'export.client', input: { clientId: p.clientId, path: places.exportFolder } },
    { kind: 'icfLogFile', path: places.icf, method: 'export.icfLog', input: { path: places.icf } },
    { kind: 'pdfTarget', path: places.pdf, method: 'reports.generate', input: { document: { kind: 'sessionSummary', sessionId: p.sessionId }, path: places.pdf } },
    { kind: 'pdfFolder', path: places.pdfFolder, method: 'reports.batch', input: { batchId: 'day', sessionIds: [p.sessionId], folder: places.pdfFolder } },
    { kind: 'backupTarget', path: places.backupTarget, method: 'backup.create', input: { path: places.backupTarget } },
    { kind: 'backupFile', path: places.backup, method: 'backup.inspect', input: { path: places.backup } },
    { kind: 'backupFile', path: places.backup, method: 'backup.verify', input: { path: places.backup, passphrase: PASSPHRASE } },
    { kind: 'backupFile', path: places.backup, method: 'backup.restore', input: { path: places.backup, passphrase: PASSPHRASE } },
    { kind: 'backupFolder', path: places.backupFolder, method: 'backup.setFolder', input: { path: places.backupFolder } },
    { kind: 'backupFolder', path: places.backupFolder, method: 'settings.update', input: { backupFolder: places.backupFolder } },
  ] as { kind: DialogKind; path: string; method: Method; input: unknown }[];
}

describe('in the desktop app, the core reads and writes only files the coach chose', () => {
  it('refuses every path the coach did not pick, before reading or writing anything', async () => {
    const p = await desktopPractice();
    const { core, home } = p;
    const calls = pathCalls(p, {
      csv: p.secretCsv,
      json: p.bashrc,
      exportFile: p.bashrc,
      exportFolder: join(home, 'exported'),
      icf: p.bashrc,
      pdf: p.bashrc,
      pdfFolder: home,
      backupTarget: p.bashrc,
      backup: p.copiedBackup,
      backupFolder: home,
    });
    // A path the renderer names through the backup folder is still not one the core listed.
    const through = `${dirname(p.backup.path)}/../../${basename(home)}/copy.coachdesk-backup`;
    expect(resolve(through)).toBe(p.copiedBackup);
    calls.push({ kind: 'backupFile', path: '', method: 'backup.restore', input: { path: through, passphrase: PASSPHRASE } });
    // Nor does a file that does not exist get told apart from one that does.
    calls.push({ kind: 'backupFile', path: '', method: 'backup.inspect', input: { path: join(home, 'missing.coachdesk-backup') } });
    const before = { home: contents(home), settings: await core.call('settings.get', {}), backups: await core.call('backup.overview', {}) };

    const answers: string[] = [];
    for (const { method, input } of calls) {
      const result = await core.dispatch(method, input);
      answers.push(`${method}: ${result.ok ? 'done' : result.error.code}`);
      if (!result.ok && result.error.code === 'PATH_NOT_CHOSEN') {
        expect(result.error.details, method).toEqual({ path: Object.values(input as object).find((value) => typeof value === 'string' && value.startsWith('/')) });
        expect(result.error.message, method).not.toContain('PRIVATE KEY');
      }
    }
    expect(answers).toEqual(calls.map(({ method }) => `${method}: PATH_NOT_CHOSEN`));

    expect(contents(home)).toEqual(before.home);
    expect(existsSync(join(home, 'exported'))).toBe(false);
    expect(await core.call('settings.get', {})).toEqual(before.settings);
    expect((await core.call('backup.overview', {})).backups.map((b) => b.path)).toEqual(before.backups.backups.map((b) => b.path));
    expect((await core.call('clients.list', {})).items.map((c) => c.fullName)).toEqual(['Ana Petrova']);
    expect(core.vault.isUnlocked).toBe(true);
  }, 60_000);

  it('refuses a path picked for another use: a file opened to import is not a file to overwrite', async () => {
    const p = await desktopPractice();
    const { core, dialogs } = p;
    const before = readFileSync(p.bashrc, 'utf8');
    await pick(core, dialogs, 'importJson', p.bashrc);
    await pick(core, dialogs, 'pdfFolder', p.home);
    const answers: string[] = [];
    for (const [method, input] of [
      ['export.json', { path: p.bashrc }],
      ['reports.generate', { document: { kind: 'sessionSummary', sessionId: p.sessionId }, path: p.bashrc }],
      ['backup.create', { path: p.bashrc }],
      ['export.csv', { path: p.home }],
      ['backup.setFolder', { path: p.home }],
    ] as const) {
      const result = await core.dispatch(method, input);
      answers.push(`${method}: ${result.ok ? 'done' : result.error.code}`);
    }
    expect(answers).toEqual(['export.json', 'reports.generate', 'backup.create', 'export.csv', 'backup.setFolder'].map((method) => `${method}: PATH_NOT_CHOSEN`));
    expect(readFileSync(p.bashrc, 'utf8')).toBe(before);
  }, 60_000);

  it('takes the same calls with the paths the coach picked', async () => {
    const p = await desktopPractice();
    const { core, dialogs, home } = p;
    const csv = join(home, 'clients.csv');
    writeFileSync(csv, 'Name\nBoris Ivanov\n');
    const json = join(home, 'export.json');
    const places = {
      csv,
      json,
      exportFile: json,
      exportFolder: join(home, 'csv'),
      icf: join(home, 'icf.csv'),
      pdf: join(home, 'summary.pdf'),
      pdfFolder: join(home),
      // Picked without the extension, as a Linux save dialog returns it; the app adds it.
      backupTarget: join(home, 'saved'),
      backup: p.copiedBackup,
      backupFolder: home,
    };
    // The JSON import reads the export made below (import.json itself, a merge, is left to its own tests).
    const calls = pathCalls(p, places).filter((call) => !call.method.startsWith('import.json') && call.method !== 'import.inspectJson');
    const done: Partial<Record<Method, unknown>> = {};
    for (const { kind, path, method, input } of calls) {
      // The client's export goes to a second new folder (the first now holds the CSV files).
      const target = method === 'export.client' ? join(home, 'client') : path;
      expect(await pick(core, dialogs, kind, target)).toBe(target);
      let ready = method === 'export.client' ? { ...(input as object), path: target } : input;
      // Committed as previewed; a backup saved where the app put the extension on the picked name.
      if (method === 'import.csvCommit') ready = { ...(input as object), fingerprint: (done['import.csvPreview'] as { fingerprint: string }).fingerprint };
      if (method === 'backup.create') ready = { path: `${target}.coachdesk-backup` };
      const result = await core.dispatch(method, ready);
      expect(result, method).toMatchObject({ ok: true });
      if (result.ok) done[method] = result.value;
    }
    await pick(core, dialogs, 'importJson', json);
    expect(await core.call('import.inspectJson', { path: json })).toMatchObject({ scope: 'practice' });

    expect(done['import.csvPreview']).toMatchObject({ rows: 1, accepted: 1 });
    expect(done['import.csvCommit']).toMatchObject({ imported: 1 });
    expect(readdirSync(join(home, 'csv')).length).toBeGreaterThan(0);
    expect(readdirSync(join(home, 'client')).length).toBe(2);
    expect(existsSync(join(home, 'icf.csv'))).toBe(true);
    expect(readFileSync(join(home, 'summary.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect((done['reports.batch'] as { written: unknown[] }).written).toHaveLength(1);
    expect(existsSync(join(home, 'saved.coachdesk-backup'))).toBe(true);
    expect(done['backup.inspect']).toMatchObject({ path: p.copiedBackup });
    expect(done['backup.restore']).toMatchObject({ restoredFrom: p.copiedBackup });
    expect((await core.call('settings.get', {})).backupFolder).toBe(home);
    expect(dialogs.asked).toContain('pdfFolder');
  }, 120_000);

  it('restores, verifies and inspects a backup it listed, without a pick', async () => {
    const p = await desktopPractice();
    const { core, dialogs } = p;
    const listed = (await core.call('backup.overview', {})).backups[0]!;
    expect(listed.path).toBe(p.backup.path);
    expect(await core.call('backup.inspect', { path: listed.path })).toMatchObject({ path: listed.path });
    expect(await core.call('backup.verify', { path: listed.path, passphrase: PASSPHRASE })).toMatchObject({ path: listed.path });
    expect(await core.call('backup.restore', { path: listed.path, passphrase: PASSPHRASE })).toMatchObject({ restoredFrom: listed.path });
    expect(dialogs.asked).toEqual([]);

  }, 60_000);

  it('keeps the backup folder the settings hold from an earlier run, and lists its backups for a restore', async () => {
    const dataDir = tempDir();
    const chosen = tempDir('coachdesk-test-folder-');
    const first = new FakeDialogs();
    const { core } = await makePractice({ dataDir, dialogs: first });
    await pick(core, first, 'backupFolder', chosen);
    await core.call('backup.setFolder', { path: chosen });
    const made = await core.call('backup.create', {});
    expect(dirname(made.path)).toBe(chosen);
    core.close();

    // The next run: nothing picked yet.
    const dialogs = new FakeDialogs();
    const again = makeCore({ dataDir, dialogs });
    await again.call('vault.unlock', { passphrase: PASSPHRASE });
    expect(await again.call('settings.update', { backupFolder: chosen, theme: 'dark' })).toMatchObject({ backupFolder: chosen });
    expect(await again.call('backup.setFolder', { path: chosen })).toMatchObject({ folder: chosen });
    expect((await again.call('backup.overview', {})).backups.map((b) => b.path)).toContain(made.path);
    expect(await again.call('backup.verify', { path: made.path, passphrase: PASSPHRASE })).toMatchObject({ path: made.path });
    expect(await again.call('backup.restore', { path: made.path, passphrase: PASSPHRASE })).toMatchObject({ restoredFrom: made.path });
    // Back to the default folder, which the core chooses itself.
    expect(await again.call('settings.update', { backupFolder: '' })).toMatchObject({ backupFolder: '' });
    expect(await again.dispatch('settings.update', { backupFolder: dirname(chosen) })).toMatchObject({ ok: false, error: { code: 'PATH_NOT_CHOSEN' } });
    expect(dialogs.asked).toEqual([]);
  }, 60_000);

  it('lets the command line and the browser bridge (no native dialogs) use typed paths as before', async () => {
    const { core } = await makePractice();
    const client = await core.call('clients.create', { fullName: 'Ana Petrova', tags: [] });
    const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-11-10T10:00', minutes: 60, timeZone: 'Europe/Sofia' });
    const home = tempDir('coachdesk-test-typed-');
    const csv = join(home, 'clients.csv');
    writeFileSync(csv, 'Name\nBoris Ivanov\n');
    expect(await core.call('import.csvPreview', { path: csv, mapping: { name: 'Name' } })).toMatchObject({ rows: 1, accepted: 1 });
    await core.call('export.json', { path: join(home, 'all.json') });
    expect(await core.call('import.inspectJson', { path: join(home, 'all.json') })).toMatchObject({ scope: 'practice' });
    await core.call('reports.generate', { document: { kind: 'sessionSummary', sessionId: session.id }, path: join(home, 'summary.pdf') });
    expect((await core.call('reports.batch', { batchId: 'day', sessionIds: [session.id], folder: home })).written).toHaveLength(1);
    const saved = await core.call('backup.create', { path: join(home, 'saved.coachdesk-backup') });
    expect(await core.call('backup.inspect', { path: saved.path })).toMatchObject({ path: saved.path });
    expect(await core.call('backup.verify', { path: saved.path, passphrase: PASSPHRASE })).toMatchObject({ path: saved.path });
    await core.call('backup.setFolder', { path: home });
    expect(existsSync(join(home, 'summary.pdf'))).toBe(true);
  }, 60_000);

  it("refuses another system's full path, which would name a file in the current folder here", async () => {
    const p = await desktopPractice();
    const foreign = process.platform === 'win32' ? '/home/coach/clients.csv' : 'C:\\Users\\coach\\clients.csv';
    const places = { csv: foreign, json: foreign, exportFile: foreign, exportFolder: foreign, icf: foreign, pdf: foreign, pdfFolder: foreign, backupTarget: foreign, backup: foreign, backupFolder: foreign };
    // Typed (the bridge, no native dialogs) or not picked in the desktop app: refused as malformed.
    const { core: bridge } = await makePractice();
    for (const core of [bridge, p.core]) {
      for (const { method, input } of pathCalls(p, places)) {
        expect(await core.dispatch(method, input), method).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
      }
    }
    expect(readdirSync(process.cwd()).filter((name) => name.startsWith('C:'))).toEqual([]);
  }, 60_000);
});

/** The fields of a method's input that hold a full path (AbsolutePath, however wrapped). */
function pathFields(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; options?: z.ZodType[]; in?: z.ZodType } } })._zod.def;
  if (def.type === 'object') return Object.entries(def.shape!).filter(([, field]) => namesPath(field)).map(([name]) => name);
  if (def.type === 'union') return [...new Set(def.options!.flatMap(pathFields))];
  if (def.type === 'pipe') return pathFields(def.in!);
  return [];
}

function namesPath(schema: z.ZodType): boolean {
  if (schema === AbsolutePath) return true;
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; options?: z.ZodType[] } } })._zod.def;
  if (def.innerType) return namesPath(def.innerType);
  return def.type === 'union' && def.options!.some(namesPath);
}

describe('the list of path fields the check knows', () => {
  it('covers every field of the contract that names a file or folder', () => {
    const found = Object.fromEntries(
      Object.entries(contract)
        .map(([method, spec]) => [method, pathFields(spec.input)] as const)
        .filter(([, fields]) => fields.length > 0)
        .map(([method, fields]) => [method, fields.join()]),
    );
    const listed = Object.fromEntries(Object.entries(PATH_RULES).map(([method, rule]) => [method, rule!.field]));
    expect(Object.keys(found).length).toBeGreaterThanOrEqual(16);
    expect(listed).toEqual(found);
  });
});
