import { FIRST_GREGORIAN_YEAR } from '../i18n/jalali-day';
import { IsoDate } from '../time-zones';

/** UTC+14 is the first zone into a new day: no coach anywhere has a later "today". */
const latestTodayOnEarth = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/**
 * The day something happened (a check-in, an assessment, a milestone reached), so not after
 * today: a mistyped year (9999) would put it first in every "latest" and keep a goal from ever
 * looking stale. The day is the coach's, whose zone the contract does not know, so "today" is
 * the latest one anywhere. `what` names the record in the message ("A check-in").
 */
export const pastDay = (what: string) =>
  IsoDate.refine((day) => day >= `${FIRST_GREGORIAN_YEAR}-01-01`, `${what} is dated from ${FIRST_GREGORIAN_YEAR} on`).refine(
    (day) => day <= latestTodayOnEarth(),
    `${what} cannot be dated after today`,
  );
