import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFromText } from '../../../src/shared/contract';
import { pdfText, poppler } from '../reports/poppler';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { runCli } from './run-cli';

const SLOW = 120_000;

/**
 * A Persian client with one held session and its note, made in-process with cheap key
 * derivation; the CLI then opens that key slot with the same parameters.
 */
async function practiceWithSession() {
  const dataDir = tempDir();
  const { core } = await makePractice({ dataDir });
  const client = await core.call('clients.create', { fullName: 'سارا احمدی', timeZone: 'Asia/Tehran', documentLanguage: 'fa' });
  const { session } = await core.call('sessions.create', { clientId: client.id, start: '2026-03-02T10:00', minutes: 60, timeZone: 'Asia/Tehran' });
  await core.call('sessions.setStatus', { id: session.id, status: 'completed' });
  const note = await core.call('notes.start', { sessionId: session.id, language: 'en' });
  const texts = ['Shared goal words', 'PRIVATE-Marker reality', 'PRIVATE-Marker options', 'Shared will words'];
  await core.call('notes.save', { id: note.id, sections: note.sections.map((s, i) => ({ ...s, content: docFromText(texts[i]!) })), baseVersion: note.version });
  core.close();
  return { env: { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir, TZ: 'Europe/Sofia' }, out: tempDir() };
}

describe('CLI: report', () => {
  it('writes a session summary in the client’s language, or the one asked for, with an optional PDF password', async () => {
    const { env, out } = await practiceWithSession();
    const own = runCli(['report', 'session', '--session', '1', '--out', join(out, 'own.pdf')], env);
    expect(own.status, own.stderr).toBe(0);
    expect(JSON.parse(own.stdout)).toMatchObject({ path: join(out, 'own.pdf'), language: 'fa' });
    expect(own.stderr).toContain('This PDF has no password');
    expect(pdfText(readFileSync(join(out, 'own.pdf'))).replace(/\s+/g, '')).toContain('۱۱اسفند۱۴۰۴');

    const english = runCli(['report', 'session', '--session', '1', '--out', join(out, 'en.pdf'), '--lang', 'en', '--password'], { ...env, COACHDESK_PDF_PASSWORD: 'open sesame' });
    expect(english.status, english.stderr).toBe(0);
    expect(english.stderr).not.toContain('no password');
    const pdf = readFileSync(join(out, 'en.pdf'));
    expect(statSync(join(out, 'en.pdf')).mode & 0o777).toBe(0o600);
    expect(poppler('pdftotext', ['-', '-'], pdf).ok).toBe(false);
    const text = pdfText(pdf, ['-upw', 'open sesame']);
    expect(text).toContain('Monday, 2 March 2026');
    expect(text).toContain('Shared will words');
    expect(text).not.toContain('PRIVATE-Marker');
  }, SLOW);

  it('writes a progress report for a period with the coach’s summary', async () => {
    const { env, out } = await practiceWithSession();
    const file = join(out, 'progress.pdf');
    const result = runCli(['report', 'progress', '--client', '1', '--from', '2026-03-01', '--to', '2026-03-31', '--out', file, '--lang', 'en', '--summary', 'Steady progress this month.'], env);
    expect(result.status, result.stderr).toBe(0);
    const text = pdfText(readFileSync(file));
    expect(text).toContain('1 – 31 Mar 2026');
    expect(text).toContain('Sessions held 1');
    expect(text).toContain('Steady progress this month.');
  }, SLOW);

  it('exits 2 for usage mistakes and 1 for what the practice refuses, saying why', async () => {
    const { env, out } = await practiceWithSession();
    const noOut = runCli(['report', 'session', '--session', '1'], env);
    expect([noOut.status, noOut.stderr]).toEqual([2, '--out is required.\n']);
    expect(runCli(['report', 'session', '--session', '1', '--out', join(out, 'x.pdf'), '--lang', 'de'], env).status).toBe(2);
    expect(runCli(['report', 'progress', '--client', '1', '--from', '1 March', '--out', join(out, 'x.pdf')], env).status).toBe(2);
    const missing = runCli(['report', 'session', '--session', '42', '--out', join(out, 'x.pdf')], env);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('There is no session number 42');
  }, SLOW);

  it('says in one line that the folder of --out does not exist, for either document (exit 1)', async () => {
    const { env, out } = await practiceWithSession();
    for (const args of [['report', 'session', '--session', '1'], ['report', 'progress', '--client', '1']]) {
      const result = runCli([...args, '--out', join(out, 'no-such-folder', 'x.pdf')], env);
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr).toBe(`The folder ${join(out, 'no-such-folder')} does not exist or cannot be reached. Choose a folder that exists (connect its drive first); nothing was written.\n`);
    }
  }, SLOW);

  it('names the flags of a period that ends before it starts, as a usage mistake (exit 2)', async () => {
    const { env, out } = await practiceWithSession();
    const result = runCli(['report', 'progress', '--client', '1', '--from', '2026-03-10', '--to', '2026-03-01', '--out', join(out, 'x.pdf')], env);
    expect([result.status, result.stderr]).toEqual([2, '--to (2026-03-01) is before --from (2026-03-10): the period must end on or after the day it starts.\n']);
    const oneDay = runCli(['report', 'progress', '--client', '1', '--from', '2026-03-02', '--to', '2026-03-02', '--out', join(out, 'x.pdf')], env);
    expect(oneDay.status, oneDay.stderr).toBe(0);
    // Only a start, after today: the period ran backwards to today, printed "1.03.2999 – 7.12.2026", exit 0.
    const future = runCli(['report', 'progress', '--client', '1', '--from', '2999-03-01', '--out', join(out, 'y.pdf')], env);
    expect([future.status, future.stderr]).toEqual([1, expect.stringContaining('would start on 2999-03-01, after it ends on')]);
  }, SLOW);

  it('asks for the PDF password rather than taking it as a flag’s value, and writes nothing when it cannot ask', async () => {
    const { env, out } = await practiceWithSession();
    const file = join(out, 'x.pdf');
    // The old form: the password would sit in the shell's history and in process lists.
    const asValue = runCli(['report', 'session', '--session', '1', '--out', file, '--password', 'open sesame'], env);
    expect(asValue.status).toBe(2);
    expect(asValue.stderr).toContain('Unexpected "open sesame": report session takes only its options.');
    const noTerminal = runCli(['report', 'session', '--session', '1', '--out', file, '--password'], env);
    expect([noTerminal.status, noTerminal.stderr]).toEqual([2, 'Set COACHDESK_PDF_PASSWORD or run this command in a terminal to be asked for it.\n']);
    expect(existsSync(file)).toBe(false);
  }, SLOW);
});
