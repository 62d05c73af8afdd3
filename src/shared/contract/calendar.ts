import { z } from 'zod';
import { TimeZone } from '../time-zones';
import { unlockedMethod } from './define';
import { Session } from './sessions';

const Id = z.number().int().positive();

export const Dashboard = z.object({
  today: z.array(Session),
  /** The seven days after today. */
  nextDays: z.array(Session),
  /** Active clients whose last session was 30 or more days ago (or never), with nothing booked. */
  quietClients: z.array(z.object({ clientId: Id, clientName: z.string(), clientCode: z.string(), lastSessionAt: z.string().nullable() })),
  /** Active clients with one credit or none left in their packages. */
  lowCredits: z.array(z.object({ clientId: Id, clientName: z.string(), clientCode: z.string(), remaining: z.number().int() })),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const calendarContract = {
  /** "Today" is the day in `timeZone` (the coach's), which defaults to the computer's. */
  'dashboard.get': unlockedMethod(z.object({ timeZone: TimeZone.nullish() }).strict(), Dashboard),
  /**
   * An iCalendar (RFC 5545) file of every session of current clients: a series as one
   * RRULE event with EXDATEs and RECURRENCE-ID overrides, times in their own zone.
   */
  'calendar.exportIcs': unlockedMethod(
    z.object({ useCodes: z.boolean().default(false), clientId: Id.nullish() }).strict(),
    z.object({ ics: z.string(), events: z.number().int() }),
  ),
};
