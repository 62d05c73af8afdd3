import { describe, expect, it } from 'vitest';
import { decimal, isoDate, isoDateTime, isoDateTimeUntil, positiveInteger } from '../../../src/cli/commands/options';
import { UsageError } from '../../../src/cli/usage-error';
import { makePractice, PASSPHRASE, tempDir } from '../support/practice';
import { runCli } from './run-cli';

const SLOW = 120_000;
const option = (value: string) => ({ x: value });

/** A coach with the Persian keyboard layout on types ۶۰, ۷۲٫۵ and ۱۴۰۵-۰۱-۰۹. */
describe('CLI options typed with Persian or Arabic-Indic digits', () => {
  it('reads whole numbers and decimals, with ٫ as the decimal separator and ٬ between thousands', () => {
    expect(positiveInteger(option('۱'), 'x')).toBe(1);
    expect(positiveInteger(option('٦٠'), 'x')).toBe(60);
    expect(positiveInteger(option('۱٬۲۰۰'), 'x')).toBe(1200);
    expect(decimal(option('۷۲٫۵'), 'x')).toBe(72.5);
    expect(decimal(option('72٫5'), 'x')).toBe(72.5);
    expect(decimal(option('-۳'), 'x')).toBe(-3);
    expect(decimal(option('۱۲٬۳۴۵٫۵'), 'x')).toBe(12345.5);
    // ٬ where it groups no thousands is a slip for ٫: refused, not read as 725.
    expect(() => decimal(option('72٬5'), 'x')).toThrow(UsageError);
    // Values below a millionth are shown in scientific notation, and can be typed so.
    expect(decimal(option('3e-7'), 'x')).toBe(3e-7);
    expect(decimal(option('۱٫۲E-۳۰۰'), 'x')).toBe(1.2e-300);
    expect(() => decimal(option('1e400'), 'x')).toThrow(UsageError);
    expect(() => decimal(option('e5'), 'x')).toThrow(UsageError);
    expect(() => positiveInteger(option('۰'), 'x')).toThrow('--x must be a positive whole number.');
  });

  it('reads dates and times, converting a Jalali date to the day it is', () => {
    expect(isoDate(option('۲۰۲۶-۰۳-۲۹'), 'x')).toBe('2026-03-29');
    expect(isoDate(option('۱۴۰۵-۰۱-۰۹'), 'x')).toBe('2026-03-29');
    expect(isoDate(option('1403-05-12'), 'x')).toBe('2024-08-02');
    expect(() => isoDate(option('۱۴۰۲-۱۲-۳۰'), 'x')).toThrow('--x: 1402-12-30 is not a day in the Jalali calendar.');
    expect(isoDateTime(option('۲۰۲۶-۰۳-۲۹T۰۹:۰۰'), 'x', true)).toBe('2026-03-29T09:00');
    expect(isoDateTime(option('۱۴۰۵-۰۱-۰۹T۰۹:۳۰Z'), 'x', true)).toBe('2026-03-29T09:30Z');
    // A date alone as the end of a range is the whole day; a date and time is that moment.
    expect(isoDateTimeUntil(option('۲۰۲۶-۰۳-۲۹'), 'x')).toBe('2026-03-30T00:00');
    expect(isoDateTimeUntil(option('۱۴۰۵-۰۱-۰۹'), 'x')).toBe('2026-03-30T00:00');
    expect(isoDateTimeUntil(option('۲۰۲۶-۰۳-۲۹T۱۲:۰۰'), 'x')).toBe('2026-03-29T12:00');
  });

  it('schedules, sets a measured goal and records an assessment from options typed so', async () => {
    const dataDir = tempDir();
    const { core } = await makePractice({ dataDir });
    await core.call('clients.create', { fullName: 'سارا' });
    core.close();
    const env = { COACHDESK_PASSPHRASE: PASSPHRASE, COACHDESK_DATA_DIR: dataDir, TZ: 'UTC' };

    const session = runCli(['sessions', 'add', '--client', '۱', '--start', '۱۴۰۵-۰۱-۰۹T۰۹:۰۰', '--minutes', '۶۰', '--repeat', 'FREQ=WEEKLY;COUNT=۳', '--zone', 'Asia/Tehran'], env);
    expect([session.status, session.stderr]).toEqual([0, '']);
    expect(JSON.parse(session.stdout)).toMatchObject({ session: { clientId: 1, start: '2026-03-29T05:30:00.000Z', minutes: 60 }, occurrences: 3 });

    const goal = runCli(['goals', 'add', '--client', '۱', '--title', 'وزن', '--metric', 'وزن', '--unit', 'kg', '--baseline', '۸۰', '--target', '۷۲٫۵'], env);
    expect([goal.status, goal.stderr]).toEqual([0, '']);
    expect(JSON.parse(goal.stdout)).toMatchObject({ metric: { baseline: 80, target: 72.5, direction: 'lower' } });

    const scores = '{"health":۶,"career":٧,"finances":5,"family":۸,"romance":۶,"growth":۷,"fun":۴,"environment":۸}';
    const assessment = runCli(['assessments', 'add', '--client', '۱', '--template', 'wheel', '--scores', scores, '--date', '۱۴۰۵-۰۱-۰۹'], env);
    expect([assessment.status, assessment.stderr]).toEqual([0, '']);
    expect(JSON.parse(assessment.stdout)).toMatchObject({ on: '2026-03-29', average: 6.4 });
  }, SLOW);
});
