import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandIcs } from '../support/ics';
import { LIST_PAGE } from '../../../src/cli/commands/clients';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { CLI_TIMEOUT, runCli } from './run-cli';

describe('CLI: clients, sessions and calendar export', () => {
  it(
    'lists every current client, however many pages they take, each once and by name',
    async () => {
      const dataDir = tempDir();
      const { core } = await makePractice({ dataDir });
      const clients = LIST_PAGE * 2 + 5;
      for (let i = 0; i < clients; i++) await core.call('clients.create', { fullName: `Client ${String(i % 700).padStart(3, '0')}` });
      core.close();
      const listed = JSON.parse(runCli(['clients', 'list'], { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir }).stdout) as { id: number; fullName: string }[];
      expect(listed).toHaveLength(clients);
      expect(new Set(listed.map((c) => c.id)).size).toBe(clients);
      const names = listed.map((c) => c.fullName);
      expect(names).toEqual([...names].sort());
    },
    CLI_TIMEOUT,
  );

  it('adds and lists clients and sessions, and exports them as .ics', () => {
    const dataDir = tempDir();
    const env = { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir, TZ: 'Europe/Sofia' };
    expect(runCli(['init'], env).status).toBe(0);

    const added = runCli(['clients', 'add', '--name', 'Мила Иванова', '--email', 'mila@example.bg', '--language', 'bg', '--tags', 'career,sofia', '--status', 'active'], env);
    expect(added.status).toBe(0);
    const mila = JSON.parse(added.stdout);
    expect(mila).toMatchObject({ id: 1, fullName: 'Мила Иванова', documentLanguage: 'bg', tags: ['career', 'sofia'], code: 'C0001' });
    runCli(['clients', 'add', '--name', 'Prospect Person', '--status', 'prospect'], env);
    const far = runCli(['clients', 'add', '--name', 'Aminah Tan', '--phone', '+60 3 7956 1234', '--zone', 'Asia/Kuala_Lumpur'], env);
    expect(JSON.parse(far.stdout)).toMatchObject({ phone: '+60 3 7956 1234', timeZone: 'Asia/Kuala_Lumpur' });
    expect(mila.timeZone).toBe('Europe/Sofia');

    expect(JSON.parse(runCli(['clients', 'list'], env).stdout)).toHaveLength(3);
    expect(JSON.parse(runCli(['clients', 'list', '--tag', 'career'], env).stdout).map((c: { fullName: string }) => c.fullName)).toEqual(['Мила Иванова']);
    expect(JSON.parse(runCli(['clients', 'list', '--status', 'prospect'], env).stdout)).toHaveLength(1);
    const found = (args: string[]) => JSON.parse(runCli(['clients', 'list', ...args], env).stdout).map((c: { fullName: string }) => c.fullName);
    expect(found(['--search', 'ИВАНОВА'])).toEqual(['Мила Иванова']);
    expect(found(['--search', 'mila@example'])).toEqual(['Мила Иванова']);
    expect(found(['--view', 'archived'])).toEqual([]);
    expect(runCli(['clients', 'list', '--view', 'bin'], env).status).toBe(2);

    const series = runCli(['sessions', 'add', '--client', '1', '--start', '2026-03-24T09:00', '--minutes', '60', '--repeat', 'FREQ=WEEKLY;COUNT=3'], env);
    expect(series.status).toBe(0);
    expect(JSON.parse(series.stdout)).toMatchObject({ occurrences: 3, session: { start: '2026-03-24T07:00:00.000Z', timeZone: 'Europe/Sofia' } });
    const single = runCli(['sessions', 'add', '--client', '1', '--start', '2026-03-31T09:30', '--minutes', '30'], env);
    expect(single.stderr).toContain('overlaps session');

    const all = JSON.parse(runCli(['sessions', 'list', '--client', '1'], env).stdout);
    expect(all.map((s: { start: string }) => s.start)).toEqual(['2026-03-24T07:00:00.000Z', '2026-03-31T06:00:00.000Z', '2026-03-31T06:30:00.000Z', '2026-04-07T06:00:00.000Z']);
    const window = JSON.parse(runCli(['sessions', 'list', '--from', '2026-03-30', '--to', '2026-04-06'], env).stdout);
    expect(window).toHaveLength(2);
    // A date alone as the end takes in that whole day; a time, up to that moment.
    const starts = (to: string) => JSON.parse(runCli(['sessions', 'list', '--from', '2026-03-24', '--to', to], env).stdout).map((s: { start: string }) => s.start);
    expect(starts('2026-03-31')).toEqual(['2026-03-24T07:00:00.000Z', '2026-03-31T06:00:00.000Z', '2026-03-31T06:30:00.000Z']);
    expect(starts('2026-03-31T09:00')).toEqual(['2026-03-24T07:00:00.000Z']);

    const out = join(tempDir(), 'export', '..', 'sessions.ics');
    const exported = runCli(['export', 'ics', '--out', out, '--codes'], env);
    expect(exported.status).toBe(0);
    expect(exported.stderr).toContain('not encrypted');
    const ics = readFileSync(out, 'utf8');
    expect(ics).not.toContain('Мила');
    expect(expandIcs(ics).map((o) => [o.summary, o.start])).toEqual([
      ['C0001', '2026-03-24T07:00:00.000Z'],
      ['C0001', '2026-03-31T06:00:00.000Z'],
      ['C0001', '2026-03-31T06:30:00.000Z'],
      ['C0001', '2026-04-07T06:00:00.000Z'],
    ]);
  }, CLI_TIMEOUT);

  it('exits 2 for usage mistakes and 1 for a rule it cannot use', () => {
    const dataDir = tempDir();
    const env = { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir };
    runCli(['init'], env);
    runCli(['clients', 'add', '--name', 'Ana'], env);
    expect(runCli(['clients', 'add'], env).status).toBe(2);
    expect(runCli(['clients', 'add', '--name', 'X', '--language', 'de'], env).status).toBe(2);
    expect(runCli(['clients', 'add', '--name', 'X', '--zone', 'Mars/Olympus'], env).status).toBe(2);
    expect(runCli(['clients', 'list', '--status', 'busy'], env).status).toBe(2);
    expect(runCli(['sessions', 'add', '--client', '1', '--start', 'tomorrow', '--minutes', '60'], env).status).toBe(2);
    expect(runCli(['sessions', 'add', '--client', '1', '--start', '2026-03-24T09:00', '--minutes', 'sixty'], env).status).toBe(2);
    expect(runCli(['export', 'ics'], env).status).toBe(2);
    const endless = runCli(['sessions', 'add', '--client', '1', '--start', '2026-03-24T09:00', '--minutes', '60', '--repeat', 'FREQ=WEEKLY'], env);
    expect(endless.status).toBe(1);
    expect(endless.stderr).toContain('COUNT');
  }, CLI_TIMEOUT);
});
