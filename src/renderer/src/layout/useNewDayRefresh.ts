import { useEffect } from 'react';
import { queryClient } from '../app/queries';
import { isoDateOf } from '../../../shared/i18n/format';
import { COACH_TIME_ZONE } from '../scheduling/wall-clock';

const CHECK_EVERY_MS = 60_000;

/** The lists that are read as of a day: today's sessions, overdue items, goals quiet for 30 days. */
const DAY_BOUND_KEYS = ['dashboard', 'actions', 'goals.list'];

/** When the day turns in a window left open overnight (auto-lock off), those lists are read again. */
export function useNewDayRefresh(): void {
  useEffect(() => {
    let day = isoDateOf(new Date(), COACH_TIME_ZONE);
    const timer = setInterval(() => {
      const today = isoDateOf(new Date(), COACH_TIME_ZONE);
      if (today === day) return;
      day = today;
      for (const key of DAY_BOUND_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
}
