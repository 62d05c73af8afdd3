import { describe, expect, it } from 'vitest';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { runCli } from './run-cli';

const WHEEL = { health: 6, career: 7, finances: 5, family: 8, romance: 6, growth: 7, fun: 4, environment: 8 };
const SLOW = 120_000;

/**
 * The practice and its client are made in-process with cheap key derivation and closed; the
 * CLI then opens that key slot with the same cheap parameters, so these tests pay for starting
 * the CLI, not for Argon2 at full cost.
 */
async function practiceWithClient() {
  const dataDir = tempDir();
  const { core } = await makePractice({ dataDir });
  await core.call('clients.create', { fullName: 'Sara Ahmadi' });
  core.close();
  return { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir, TZ: 'UTC' };
}

describe('CLI: goals and assessments', () => {
  it('sets a goal with a measure, records check-ins and lists goals with their progress', async () => {
    const env = await practiceWithClient();
    const added = runCli(['goals', 'add', '--client', '1', '--title', 'Lose weight', '--metric', 'Weight', '--unit', 'kg', '--baseline', '90', '--target', '80'], env);
    expect(added.status).toBe(0);
    expect(JSON.parse(added.stdout)).toMatchObject({ id: 1, title: 'Lose weight', metric: { name: 'Weight', unit: 'kg', baseline: 90, target: 80, direction: 'lower' } });

    expect(runCli(['goals', 'checkin', '--goal', '1', '--value', '88', '--date', '2026-03-01'], env).status).toBe(0);
    const checked = runCli(['goals', 'checkin', '--goal', '1', '--value', '84.5', '--date', '2026-03-15', '--comment', 'Walking daily'], env);
    expect(checked.status).toBe(0);
    expect(JSON.parse(checked.stdout).checkIns.map((k: { value: number; comment: string | null }) => [k.value, k.comment])).toEqual([
      [88, null],
      [84.5, 'Walking daily'],
    ]);

    runCli(['goals', 'add', '--client', '1', '--title', 'Sleep better'], env);
    const listed = JSON.parse(runCli(['goals', 'list', '--client', '1'], env).stdout);
    expect(listed.map((g: { title: string; progress: { percent: number | null; latest: number | null } }) => [g.title, g.progress.latest, g.progress.percent])).toEqual([
      ['Lose weight', 84.5, 55],
      ['Sleep better', null, null],
    ]);
  }, SLOW);

  it('records Wheel of Life assessments and lists them oldest first', async () => {
    const env = await practiceWithClient();
    const first = runCli(['assessments', 'add', '--client', '1', '--template', 'wheel', '--scores', JSON.stringify(WHEEL), '--date', '2026-02-01'], env);
    expect(first.status).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ on: '2026-02-01', templateBuiltin: 'wheel', scaleMax: 10, average: 6.4 });
    runCli(['assessments', 'add', '--client', '1', '--template', 'wheel', '--scores', JSON.stringify({ ...WHEEL, health: 8 }), '--date', '2026-01-01'], env);

    const listed = JSON.parse(runCli(['assessments', 'list', '--client', '1'], env).stdout);
    expect(listed.map((a: { on: string; scores: { key: string; score: number }[] }) => [a.on, a.scores.find((s) => s.key === 'health')!.score])).toEqual([
      ['2026-01-01', 8],
      ['2026-02-01', 6],
    ]);
    const templates = JSON.parse(runCli(['assessments', 'templates'], env).stdout);
    expect(templates[0].areas.map((a: { key: string }) => a.key)).toEqual(Object.keys(WHEEL));
  }, SLOW);

  it('exits 2 for usage mistakes and 1 for what the practice refuses, saying why', async () => {
    const env = await practiceWithClient();
    expect(runCli(['goals', 'add', '--client', '1'], env).status).toBe(2);
    expect(runCli(['goals', 'add', '--client', '1', '--title', 'X', '--target', '5'], env).status).toBe(2);
    expect(runCli(['goals', 'add', '--client', '1', '--title', 'X', '--metric', 'km'], env).status).toBe(2);
    expect(runCli(['goals', 'add', '--client', '1', '--title', 'X', '--metric', 'km', '--target', 'ten'], env).status).toBe(2);
    expect(runCli(['goals', 'checkin', '--goal', '1'], env).status).toBe(2);
    // Dates of the right shape that the calendar lacks are typos too, caught before anything is saved.
    const noSuchDay = runCli(['goals', 'add', '--client', '1', '--title', 'X', '--target-date', '2026-02-30'], env);
    expect([noSuchDay.status, noSuchDay.stderr]).toEqual([2, '--target-date: 2026-02-30 is not a day in the calendar.\n']);
    expect(runCli(['goals', 'checkin', '--goal', '1', '--value', '3', '--date', '2026-13-45'], env).status).toBe(2);
    expect(runCli(['goals', 'list', '--status', 'done'], env).status).toBe(2);
    expect(runCli(['assessments', 'add', '--client', '1', '--template', 'wheel', '--scores', '{health:6}'], env).status).toBe(2);
    expect(runCli(['assessments', 'add', '--client', '1', '--template', 'disc', '--scores', '{}'], env).status).toBe(2);

    runCli(['goals', 'add', '--client', '1', '--title', 'Be calmer'], env);
    // A mistyped year would keep the goal from ever looking stale.
    const future = runCli(['goals', 'checkin', '--goal', '1', '--rating', '5', '--date', '9999-01-01'], env);
    expect([future.status, future.stderr]).toEqual([1, expect.stringContaining('cannot be dated after today')]);
    const futureAssessment = runCli(['assessments', 'add', '--client', '1', '--template', 'wheel', '--scores', JSON.stringify(WHEEL), '--date', '9999-01-01'], env);
    expect([futureAssessment.status, futureAssessment.stderr]).toEqual([1, expect.stringContaining('An assessment cannot be dated after today')]);
    const noMeasure = runCli(['goals', 'checkin', '--goal', '1', '--value', '3'], env);
    expect(noMeasure.status).toBe(1);
    expect(noMeasure.stderr).toContain('no measure');
    const offScale = runCli(['assessments', 'add', '--client', '1', '--template', 'wheel', '--scores', JSON.stringify({ ...WHEEL, fun: 12 })], env);
    expect(offScale.status).toBe(1);
    expect(offScale.stderr).toContain('"fun" must be from 1 to 10');
    expect(JSON.parse(runCli(['assessments', 'list', '--client', '1'], env).stdout)).toEqual([]);
  }, SLOW);
});
