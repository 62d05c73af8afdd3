/** Whole minutes from now until a session starts, for "Session in N minutes". */
export function minutesUntil(start: string, now = Date.now()): number {
  return Math.max(0, Math.round((Date.parse(start) - now) / 60_000));
}
