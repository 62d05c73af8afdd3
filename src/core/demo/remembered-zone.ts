import { IANAZone, Zone, type ZoneOffsetFormat, type ZoneOffsetOptions } from 'luxon';

/** A quarter of an hour: every offset change since the 1970s falls on one, in every zone. */
const QUARTER_HOUR_MS = 900_000;

/**
 * The coach's zone for luxon, remembering the offset of each quarter hour it was asked about.
 * Luxon asks Intl for the offset at every date it makes (three times, at worst), which costs
 * more than writing the session; the demo makes hundreds of thousands of dates in one zone.
 * Equal to the plain zone of the same name in every comparison.
 */
export class RememberedZone extends Zone {
  private readonly zone: IANAZone;
  private readonly offsets = new Map<number, number>();

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
    const quarter = Math.floor(ts / QUARTER_HOUR_MS);
    let offset = this.offsets.get(quarter);
    if (offset === undefined) this.offsets.set(quarter, (offset = this.zone.offset(ts)));
    return offset;
  }

  override equals(other: Zone): boolean {
    return this.zone.equals(other);
  }
}
