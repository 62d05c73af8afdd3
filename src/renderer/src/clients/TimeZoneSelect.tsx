import { Select, type SelectProps } from '@mantine/core';

const ZONES = Intl.supportedValuesOf('timeZone');

/** Every IANA zone this computer knows, searchable ("Sofia", "Tehran"). */
export function TimeZoneSelect(props: Omit<SelectProps, 'data'>) {
  return <Select searchable data={ZONES} allowDeselect={false} limit={50} dir="ltr" {...props} />;
}
