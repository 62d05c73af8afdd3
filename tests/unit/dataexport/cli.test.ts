import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli';
import { legacyBytes } from '../support/legacy-bytes';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { populatePractice } from './populate';

const SLOW = 120_000;
const FIXTURES = join(__dirname, '../../fixtures/csv');

/** Made in-process with cheap key derivation, then closed: the tests pay for the CLI, not Argon2. */
async function practice(fill = true) {
  const dataDir = tempDir();
  const { core } = await makePractice({ dataDir });
  const ids = fill ? await populatePractice(core, 'Cli') : { clientId: 0, trashedId: 0 };
  core.close();
  return { env: { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir, TZ: 'UTC' }, ...ids };
}

describe('CLI: export, import and erase', () => {
  it('exports JSON and CSV, and the JSON imports into a new practice', async () => {
    const { env } = await practice();
    const out = tempDir();
    const json = runCli(['export', 'json', '--out', join(out, 'all.json')], env);
    expect(json.status, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout).counts.clients).toBeGreaterThan(5);
    expect(json.stderr).toContain('not encrypted');
    const csv = runCli(['export', 'csv', '--out', join(out, 'csv')], env);
    expect(csv.status, csv.stderr).toBe(0);
    expect(readdirSync(join(out, 'csv'))).toEqual(expect.arrayContaining(['clients.csv', 'sessions.csv', 'notes.csv', 'goal_check_ins.csv', 'settings.csv']));
    expect(readFileSync(join(out, 'csv', 'clients.csv'), 'utf8')).toContain('Cli Ана Петрова');
    // A folder that already holds files is never written into.
    const again = runCli(['export', 'csv', '--out', join(out, 'csv')], env);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already exists');

    const { env: empty } = await practice(false);
    const imported = runCli(['import', 'json', '--file', join(out, 'all.json')], empty);
    expect(imported.status, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ mode: 'restore', counts: { clients: JSON.parse(json.stdout).counts.clients } });
  }, SLOW);

  it("exports one client's records as JSON and PDF, shareable note sections only unless asked", async () => {
    const { env, clientId } = await practice();
    const out = tempDir();
    const shared = runCli(['export', 'client', '--client', String(clientId), '--out', join(out, 'ana')], env);
    expect(shared.status, shared.stderr).toBe(0);
    const files = readdirSync(join(out, 'ana')).sort();
    expect(files).toEqual([expect.stringMatching(/-records\.json$/), expect.stringMatching(/-records\.pdf$/)]);
    const doc = JSON.parse(readFileSync(join(out, 'ana', files[0]!), 'utf8'));
    expect(doc.scope).toEqual({ kind: 'client', clientId, notes: 'shareable' });
    expect(doc.clients.map((c: { id: number }) => c.id)).toEqual([clientId]);
    expect(JSON.stringify(doc.notes)).toContain('раздел 0');
    expect(JSON.stringify(doc.notes)).not.toContain('раздел 1');
    expect(JSON.stringify(doc)).not.toContain('заглавие');
    expect(readFileSync(join(out, 'ana', files[1]!)).subarray(0, 5).toString()).toBe('%PDF-');

    const all = runCli(['export', 'client', '--client', String(clientId), '--out', join(out, 'ana-all'), '--all-notes'], env);
    expect(all.status, all.stderr).toBe(0);
    const full = readFileSync(join(out, 'ana-all', readdirSync(join(out, 'ana-all')).find((f) => f.endsWith('.json'))!), 'utf8');
    expect(full).toContain('раздел 1');
  }, SLOW);

  it('imports CSV with a mapping, reports rejected rows by number, and --dry-run writes nothing', async () => {
    const { env } = await practice(false);
    const file = join(FIXTURES, 'broken-rows.csv');
    const dry = runCli(['import', 'csv', '--file', file, '--dry-run'], env);
    expect(dry.status, dry.stderr).toBe(0);
    const report = JSON.parse(dry.stdout);
    expect(report).toMatchObject({ rows: 8, accepted: 2, imported: 0, dryRun: true });
    expect(report.rejected.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6, 7, 8]);

    const refused = runCli(['import', 'csv', '--file', file], env);
    expect(refused.status).toBe(1);
    expect(JSON.parse(refused.stdout).imported).toBe(0);
    expect(refused.stderr).toContain('row 3');

    const mapped = runCli(['import', 'csv', '--file', join(FIXTURES, 'comma-bg-multiline.csv'), '--map', '{"name":"Full Name","email":"E-mail"}'], env);
    expect(mapped.status, mapped.stderr).toBe(0);
    expect(JSON.parse(mapped.stdout)).toMatchObject({ imported: 3, mapping: { name: 'Full Name', email: 'E-mail' } });
    const listed = JSON.parse(runCli(['clients', 'list'], env).stdout);
    expect(listed.map((c: { fullName: string }) => c.fullName)).toContain('Иван Иванов');

    expect(runCli(['import', 'csv', '--file', file, '--map', '{"nom":"Name"}'], env).status).toBe(2);

    // A file not in Unicode: read in the encoding guessed, which the report names, or in the one given.
    const legacy = join(tempDir(), 'legacy.csv');
    writeFileSync(legacy, legacyBytes('Name\nЦветелина Илиева\n', 'windows-1251'));
    expect(JSON.parse(runCli(['import', 'csv', '--file', legacy, '--dry-run'], env).stdout)).toMatchObject({ encoding: 'windows-1251', accepted: 1 });
    expect(JSON.parse(runCli(['import', 'csv', '--file', legacy, '--dry-run', '--encoding', 'windows-1256'], env).stdout)).toMatchObject({ encoding: 'windows-1256' });
    expect(runCli(['import', 'csv', '--file', legacy, '--encoding', 'koi8-r'], env).status).toBe(2);
    const imported = runCli(['import', 'csv', '--file', legacy, '--encoding', 'windows-1251'], env);
    expect(imported.status, imported.stderr).toBe(0);
    expect(JSON.parse(runCli(['clients', 'list'], env).stdout).map((c: { fullName: string }) => c.fullName)).toContain('Цветелина Илиева');
  }, SLOW);

  it('erases a client from the trash only, and writes the ICF log', async () => {
    const { env, clientId, trashedId } = await practice();
    const refused = runCli(['clients', 'erase', '--client', String(clientId)], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('not in the trash');
    const erased = runCli(['clients', 'erase', '--client', String(trashedId)], env);
    expect(erased.status, erased.stderr).toBe(0);
    expect(JSON.parse(erased.stdout)).toMatchObject({ erased: true, notice: { backupsHoldingClient: 0, holdsUntil: null } });
    expect(erased.stderr).toContain('Backups saved elsewhere');

    const log = join(tempDir(), 'icf.csv');
    const icf = runCli(['export', 'icf-log', '--out', log], env);
    expect(icf.status, icf.stderr).toBe(0);
    expect(icf.stderr).toContain('not encrypted');
    expect(JSON.parse(icf.stdout)).toMatchObject({ clients: 1, paidHours: 1, proBonoHours: 0, anonymous: 0 });
    expect(readFileSync(log, 'utf8')).toContain('Cli Ана Петрова');
    expect(existsSync(`${log}.tmp`)).toBe(false);
  }, SLOW);
});
