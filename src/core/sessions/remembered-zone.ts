import { IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';

const DAY_MS = 86_400_000;
/** A quarter of an hour: every offset change since the 1970s falls on one, in every zone. */
const QUARTER_HOUR_MS = 900_000;

/**
 * A zone for luxon, remembering offsets: per (UTC) day when the offset is the same at its
 * first and last millisecond (a zone changes its offset at most once a day), else per quarter
 * hour. Luxon asks Intl for the offset at every date it makes (up to three times), which costs
 * more than writing the session; the demo makes hundreds of thousands of dates in one zone,
 * and a series' rule (recurrence.ts) a date for each session. Equal to the plain zone of the
 * same name in every comparison.
 */
export class RememberedZone extends Zone {
  private readonly zone: IANAZone;
  /** A day's offset, or null on a day the offset changes. */
  private readonly days = new Map<number, number | null>();
  private readonly quarters = new Map<number, number>();

  constructor(name: string) {
    super();
    this.zone = IANAZone.create(name);
  }

  override get type(): string {
    return this.zone.type;
  }

  override get name(): string {
    return this.zone.name;
  }

  override get isUniversal(): boolean {
    return this.zone.isUniversal;
  }

  override get isValid(): boolean {
    return this.zone.isValid;
  }

  override offsetName(ts: number, options: ZoneOffsetOptions): string | null {
    return this.zone.offsetName(ts, options);
  }

  override formatOffset(ts: number, format: ZoneOffsetFormat): string {
    return this.zone.formatOffset(ts, format);
  }

  override offset(ts: number): number {
    const day = Math.floor(ts / DAY_MS);
    let offset = this.days.get(day);
    if (offset === undefined) {
      const first = this.zone.offset(day * DAY_MS);
      offset = first === this.zone.offset((day + 1) * DAY_MS - 1) ? first : null;
      this.days.set(day, offset);
    }
    if (offset !== null) return offset;
    const quarter = Math.floor(ts / QUARTER_HOUR_MS);
    offset = this.quarters.get(quarter);
    if (offset === undefined) this.quarters.set(quarter, (offset = this.zone.offset(ts)));
    return offset;
  }

  override equals(other: Zone): boolean {
    return this.zone.equals(other);
  }
}

const remembered = new Map<string, RememberedZone>();

/** One RememberedZone per zone name for the life of the process (a few thousand days each at most). */
export function rememberedZone(name: string): RememberedZone {
  let zone = remembered.get(name);
  if (!zone) remembered.set(name, (zone = new RememberedZone(name)));
  return zone;
}
