import { describe, expect, it } from 'vitest';
import { seriesDays } from '../../../src/core/demo/schedule';
import { atLocal, isoDateOf, nthWeekdayFrom, onOrAfter } from '../../../src/core/demo/local-days';
import { expandRule } from '../../../src/core/sessions/recurrence';
import { localText } from '../../../src/core/sessions/time';
import { RULE_WEEKDAYS } from '../../../src/shared/scheduling/repeat-rule';

const DAY_MS = 86_400_000;

describe("the demo's series", () => {
  it('falls on the same days and times as its stored rule expands to, across months, leap days and daylight-saving changes', () => {
    for (const zone of ['Europe/Sofia', 'Asia/Tehran', 'America/St_Johns', 'Pacific/Auckland']) {
      for (const firstDay of [Date.UTC(2023, 11, 27) / DAY_MS, Date.UTC(2024, 1, 20) / DAY_MS, Date.UTC(2026, 2, 20) / DAY_MS]) {
        for (let weekday = 1; weekday <= 5; weekday++) {
          const cases = [
            { rule: 'FREQ=WEEKLY;INTERVAL=1', start: onOrAfter(firstDay, weekday), step: 7 as const },
            { rule: 'FREQ=WEEKLY;INTERVAL=2', start: onOrAfter(firstDay, weekday), step: 14 as const },
            ...[1, 2, 3, 4].map((nth) => ({ rule: `FREQ=MONTHLY;BYDAY=${nth}${RULE_WEEKDAYS[weekday % 7]}`, start: nthWeekdayFrom(firstDay, weekday, nth), step: { weekday, nth } })),
          ];
          for (const { rule, start, step } of cases) {
            const count = 44;
            const expected = expandRule(`${rule};COUNT=${count}`, localText(atLocal(start, 9, 0, zone)), zone).map((moment) => moment.toISO());
            const days = seriesDays(start, step, count);
            expect(days.map((day) => atLocal(day, 9, 0, zone).toISO()), `${zone} ${rule} from ${isoDateOf(start)}`).toEqual(expected);
          }
        }
      }
    }
  });
});
