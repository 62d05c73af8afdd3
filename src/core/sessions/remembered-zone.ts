import { IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';

const DAY_MS = 86_400_000;

/** A day whose offset changes: before and from the change's millisecond. */
interface ChangeDay {
  at: number;
  before: number;
  after: number;
}

/**
 * A zone for luxon, remembering offsets: per (UTC) day when the offset is the same at its
 * first and last millisecond, else the day's change, found once (a zone changes its offset at
 * most once a day; the change may fall on any second, as local mean times did before zones).
 * Luxon asks Intl for the offset at every date it makes (up to three times), which costs more
 * than writing the session; the demo makes hundreds of thousands of dates in one zone, and a
 * series' rule (recurrence.ts) a date for each session. Equal to the plain zone of the
 * same name in every comparison.
 */
export class RememberedZone extends Zone {
  private readonly zone: IANAZone;
  private readonly days = new Map<number, number | ChangeDay>();

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
    let known = this.days.get(day);
    if (known === undefined) this.days.set(day, (known = this.dayOf(day * DAY_MS)));
    if (typeof known === 'number') return known;
    return ts < known.at ? known.before : known.after;
  }

  private dayOf(start: number): number | ChangeDay {
    const before = this.zone.offset(start);
    const after = this.zone.offset(start + DAY_MS - 1);
    if (before === after) return before;
    let low = start;
    let high = start + DAY_MS - 1;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (this.zone.offset(middle) === before) low = middle;
      else high = middle;
    }
    return { at: high, before, after };
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
