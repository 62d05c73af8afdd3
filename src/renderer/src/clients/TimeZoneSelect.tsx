import { Select, type SelectProps } from '@mantine/core';
import { knownZoneNames } from '../../../shared/time-zones';

/**
 * Made when a zone field is first drawn, not when the module loads: this module is in the app's
 * first bundle, and checking ~600 names with ICU held up every page's first screen (about
 * 70 ms here, 0.7 s with the CPU slowed tenfold as on a loaded machine).
 */
let zones: string[] | undefined;
const zoneNames = () => (zones ??= knownZoneNames());

/**
 * Every IANA zone, searchable ("Sofia", "Tehran", "Kyiv"). The list leaves out
 * aliases such as "UTC" that a computer may report as its own zone, so the current value is
 * added when it is missing rather than showing an empty field.
 */
export function TimeZoneSelect(props: Omit<SelectProps, 'data'>) {
  const known = zoneNames();
  const data = props.value && !known.includes(props.value) ? [props.value, ...known] : known;
  // In the UI's direction, as every other list (its chevron was on the other side): a zone's name
  // is one left-to-right run ("Asia/Tehran"), which reads the same either way.
  return <Select searchable data={data} allowDeselect={false} limit={50} {...props} />;
}
