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
  return <Select searchable data={data} allowDeselect={false} limit={50} dir="ltr" {...props} />;
}
