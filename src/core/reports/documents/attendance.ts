import type { Session } from '../../../shared/contract';

/** How a session counts in a report: held, missed by the client, cancelled in time, or still to come. */
export type Attendance = 'held' | 'missed' | 'cancelled' | 'upcoming';

/**
 * A session the coach never marked but that is over is counted as held: coaches mark no-shows
 * and cancellations, and rarely go back to mark the sessions that simply happened.
 */
export function attendanceOf(session: Session, now: number): Attendance {
  switch (session.status) {
    case 'completed':
      return 'held';
    case 'no_show':
    case 'late_cancelled':
      return 'missed';
    case 'cancelled':
      return 'cancelled';
    case 'scheduled':
      return Date.parse(session.end) <= now ? 'held' : 'upcoming';
  }
}

export interface AttendanceFigures {
  held: number;
  missed: number;
  /** Minutes of the sessions held. */
  minutes: number;
  /** held ÷ (held + missed); null when nothing was due to happen. */
  rate: number | null;
}

export function attendanceFigures(sessions: readonly Session[], now: number): AttendanceFigures {
  let held = 0;
  let missed = 0;
  let minutes = 0;
  for (const session of sessions) {
    const kind = attendanceOf(session, now);
    if (kind === 'held') {
      held++;
      minutes += session.minutes;
    } else if (kind === 'missed') missed++;
  }
  return { held, missed, minutes, rate: held + missed === 0 ? null : held / (held + missed) };
}
