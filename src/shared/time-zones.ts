import { z } from 'zod';

/** Zones already found valid: building a DateTimeFormat to ask costs about 0.1 ms. */
const knownZones = new Set<string>();

/** True for IANA names this runtime's ICU knows ("Europe/Sofia", "UTC"). */
export function isValidTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    if (zone.length === 0) return false;
    knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone this computer is set to; the coach's own zone by default. */
export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export const TimeZone = z.string().min(1).max(64).refine(isValidTimeZone, { message: 'Unknown time zone' });

/** Calendar dates as the coach picks them: 2026-03-29. */
export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date like 2026-03-29');

/**
 * A moment: with an offset ("…Z", "…+02:00") it is an instant; without one it is a wall-clock
 * time in the session's time zone, which is how a coach types it.
 */
export const DateTimeInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/, 'Expected a date and time like 2026-03-29T09:00');
