import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionsCommands } from '../../../src/cli/commands/actions';
import { sessionsCommands } from '../../../src/cli/commands/sessions';
import type { Command } from '../../../src/cli/command';
import { CliContext } from '../../../src/cli/context';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';

/**
 * The list commands run in this process: the lists are tens of megabytes of JSON, more than
 * is worth piping out of a child. Rows are written with SQL, as many as one call returns.
 */
async function practiceWith(rows: { actions?: number; sessions?: number }): Promise<string> {
  const dataDir = tempDir();
  const { core } = await makePractice({ dataDir });
  const client = await core.call('clients.create', { fullName: 'Busy Client' });
  const db = core.vault.db;
  const count = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
  if (rows.actions) {
    db.prepare(`${count(rows.actions)} INSERT INTO action_items (client_id, text, owner, status, created_at, updated_at)
      SELECT ?, 'Item ' || i, 'client', 'open', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z' FROM n`).run(client.id);
  }
  if (rows.sessions) {
    db.prepare(`${count(rows.sessions)} INSERT INTO sessions (client_id, starts_at, ends_at, time_zone, type, status, created_at, updated_at)
      SELECT ?, strftime('%Y-%m-%dT%H:%M:%fZ', '2020-01-01', '+' || i || ' hours'), strftime('%Y-%m-%dT%H:%M:%fZ', '2020-01-01', '+' || i || ' hours', '+30 minutes'),
        'UTC', 'video', 'completed', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z' FROM n`).run(client.id);
  }
  core.close();
  return dataDir;
}

async function run(commands: Command[], name: string, dataDir: string, values: Record<string, string | boolean> = {}) {
  vi.stubEnv('COACHDESK_PASSPHRASE', PASSPHRASE);
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const context = new CliContext(dataDir);
  try {
    await commands.find((c) => c.name === name)!.run(context, values, []);
  } finally {
    context.close();
    vi.restoreAllMocks();
  }
  return { list: JSON.parse(stdout) as unknown[], stderr };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('CLI: lists as long as one call returns', () => {
  it('says on stderr that actions list may have stopped short, and not when it has everything', async () => {
    const dataDir = await practiceWith({ actions: 10_000 });
    const full = await run(actionsCommands, 'actions list', dataDir);
    expect(full.list).toHaveLength(10_000);
    expect(full.stderr).toBe('Showing the first 10000 action items, as many as one list holds; there may be more. Narrow the list with --client, --status or --overdue.\n');
    const none = await run(actionsCommands, 'actions list', dataDir, { status: 'done' });
    expect([none.list, none.stderr]).toEqual([[], '']);
  }, 120_000);

  it('says on stderr that sessions list may have stopped short, and not when it has everything', async () => {
    const dataDir = await practiceWith({ sessions: 100_000 });
    const full = await run(sessionsCommands, 'sessions list', dataDir);
    expect(full.list).toHaveLength(100_000);
    expect(full.stderr).toBe('Showing the first 100000 sessions, as many as one list holds; there may be more. Narrow the list with --client, --from or --to.\n');
    const some = await run(sessionsCommands, 'sessions list', dataDir, { to: '2020-01-02' });
    expect([some.list.length, some.stderr]).toEqual([47, '']);
  }, 300_000);
});
