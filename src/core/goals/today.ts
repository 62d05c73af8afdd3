import { DateTime } from 'luxon';
import { systemTimeZone } from '../../shared/time-zones';
import type { CoreContext } from '../context';

/** The coach's calendar date by the core's clock: check-ins default to it, the 30-day flag counts to it. */
export function todayIn(context: CoreContext, zone?: string | null): string {
  return DateTime.fromMillis(context.now(), { zone: zone ?? systemTimeZone() }).toISODate()!;
}
