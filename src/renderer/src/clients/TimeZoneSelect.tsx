import { Select, type SelectProps } from '@mantine/core';
import { knownZoneNames } from '../../../shared/time-zones';

const ZONES = knownZoneNames();

/**
 * Every IANA zone, searchable ("Sofia", "Tehran", "Kyiv"). The list leaves out
 * aliases such as "UTC" that a computer may report as its own zone, so the current value is
 * added when it is missing rather than showing an empty field.
 */
export function TimeZoneSelect(props: Omit<SelectProps, 'data'>) {
  const data = props.value && !ZONES.includes(props.value) ? [props.value, ...ZONES] : ZONES;
  // In the UI's direction, as every other list (its chevron was on the other side): a zone's name
  // is one left-to-right run ("Asia/Tehran"), which reads the same either way.
  return <Select searchable data={data} allowDeselect={false} limit={50} {...props} />;
}
