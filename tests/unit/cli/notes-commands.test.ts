import { describe, expect, it } from 'vitest';
import { PASSPHRASE, tempDir } from '../support/practice';
import { CLI_TIMEOUT, runCli } from './run-cli';

const GROW_NOTE = `Она пришла с ясной темой.

## Goal
Find a **calmer** rhythm — see [her plan](https://example.org/plan).

## Reality (shareable)
- works 60 hours
- می‌خواهم کمتر کار کنم

## Options
Delegate, say no, move the gym to mornings.

## Will
Block two mornings a week.

1. Q&A with the team
2. Gym before 8 <not later>

## Homework
Read chapter 3.
`;

describe('CLI: notes, action items and search', () => {
  it('writes a GROW note from Markdown on stdin, shows it back, and finds it', () => {
    const dataDir = tempDir();
    const env = { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir, TZ: 'Europe/Sofia' };
    runCli(['init'], env);
    runCli(['clients', 'add', '--name', 'Мила Иванова'], env);
    runCli(['sessions', 'add', '--client', '1', '--start', '2026-03-24T09:00', '--minutes', '60'], env);

    const set = runCli(['notes', 'set', '--session', '1', '--template', 'GROW'], env, GROW_NOTE);
    expect(set.stderr).toBe('');
    expect(set.status).toBe(0);
    const note = JSON.parse(set.stdout);
    expect(note.sections.map((s: { title: string; shareable: boolean }) => [s.title, s.shareable])).toEqual([
      ['Goal', true],
      ['Reality', true],
      ['Options', false],
      ['Will', true],
      ['Homework', false],
    ]);
    // Text before the first heading belongs to the first section; Markdown becomes the editor's nodes.
    const goal = note.sections[0].content.content;
    expect(goal[0].content[0].text).toBe('Она пришла с ясной темой.');
    expect(goal[1].content.find((n: { marks?: { type: string }[] }) => n.marks?.[0]?.type === 'bold').text).toBe('calmer');
    expect(note.sections[1].content.content[0].type).toBe('bulletList');

    const shown = runCli(['notes', 'show', '--session', '1'], env);
    expect(shown.status).toBe(0);
    expect(shown.stdout).toContain('## Reality (shareable)\n\n- works 60 hours\n- می‌خواهم کمتر کار کنم');
    expect(shown.stdout).toContain('## Options (private)');
    expect(shown.stdout).toContain('Find a **calmer** rhythm — see [her plan](https://example.org/plan).');

    // Round trip: what "show" prints, "set" reads back to the same sections.
    const again = JSON.parse(runCli(['notes', 'set', '--session', '1'], env, shown.stdout).stdout);
    expect(again.sections.map((s: { title: string }) => s.title)).toEqual(['Goal', 'Reality', 'Options', 'Will', 'Homework']);
    expect(again.sections[0].content).toEqual(note.sections[0].content);
    expect(again.sections[3].content).toEqual(note.sections[3].content);
    expect(JSON.parse(runCli(['notes', 'show', '--session', '1', '--json'], env).stdout).version).toBe(3);

    const hits = JSON.parse(runCli(['search', 'میخواهم'], env).stdout);
    expect(hits).toEqual([expect.objectContaining({ kind: 'session_note', sessionId: 1, clientName: 'Мила Иванова', snippet: expect.stringContaining('**می‌خواهم**') })]);
  }, CLI_TIMEOUT);

  it('adds and lists action items, overdue ones on their own', () => {
    const dataDir = tempDir();
    const env = { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir };
    runCli(['init'], env);
    runCli(['clients', 'add', '--name', 'Aziz Rahman'], env);
    const added = runCli(['actions', 'add', '--client', '1', '--text', 'Kemas kini CV', '--due', '2020-01-31'], env);
    expect(added.status).toBe(0);
    expect(JSON.parse(added.stdout)).toMatchObject({ id: 1, text: 'Kemas kini CV', dueOn: '2020-01-31', owner: 'client', status: 'open', overdue: true });
    runCli(['actions', 'add', '--client', '1', '--text', 'Send reading list', '--owner', 'coach'], env);

    expect(JSON.parse(runCli(['actions', 'list', '--client', '1'], env).stdout).map((a: { text: string }) => a.text)).toEqual(['Kemas kini CV', 'Send reading list']);
    expect(JSON.parse(runCli(['actions', 'list', '--overdue'], env).stdout).map((a: { text: string }) => a.text)).toEqual(['Kemas kini CV']);
    expect(JSON.parse(runCli(['search', 'kemas'], env).stdout)[0]).toMatchObject({ kind: 'action_item', id: 1, snippet: '**Kemas** kini CV' });

  }, CLI_TIMEOUT);

  it('exits 2 for usage mistakes and 1 for a session that does not exist', () => {
    const dataDir = tempDir();
    const env = { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir };
    runCli(['init'], env);
    runCli(['clients', 'add', '--name', 'Aziz Rahman'], env);
    expect(runCli(['actions', 'add', '--client', '1', '--text', 'x', '--due', 'tomorrow'], env).status).toBe(2);
    expect(runCli(['actions', 'add', '--client', '1'], env).status).toBe(2);
    expect(runCli(['actions', 'list', '--status', 'maybe'], env).status).toBe(2);
    expect(runCli(['notes', 'set', '--session', '1'], env, '').status).toBe(2);
    expect(runCli(['notes', 'set', '--session', '1', '--template', 'nope'], env, 'text').status).toBe(2);
    expect(runCli(['search'], env).status).toBe(2);
    // Text in another encoding, or a binary file, is refused rather than saved as "�" or NULs.
    const legacy = runCli(['notes', 'set', '--session', '99'], env, Buffer.from([0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2])); // "Привет" in Windows-1251
    expect([legacy.status, legacy.stderr]).toEqual([2, expect.stringContaining('not UTF-8 text')]);
    expect(runCli(['notes', 'set', '--session', '99'], env, Buffer.from('PK\u0003\u0004\u0000\u0000text')).stderr).toContain('NUL bytes');
    // UTF-16 with its mark (PowerShell's pipe) is text: read, then refused only for the session.
    const utf16 = runCli(['notes', 'set', '--session', '99'], env, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Бележка', 'utf16le')]));
    expect([utf16.status, utf16.stderr]).toEqual([1, expect.stringContaining('no session number 99')]);
    const missing = runCli(['notes', 'set', '--session', '99'], env, 'text');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no session number 99');
  }, CLI_TIMEOUT);
});
