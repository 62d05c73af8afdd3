import { type ComboboxItem, Group, Select, type SelectProps, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientQuery } from '../scheduling/queries';
import { clientMatchesQuery } from './client-matches';
import './ClientPicker.css';

type PassedProps = Pick<SelectProps, 'label' | 'placeholder' | 'description' | 'required' | 'disabled' | 'clearable' | 'w' | 'error' | 'openOnFocus'>;

interface ClientPickerProps extends PassedProps {
  value: number | null;
  onChange(clientId: number | null): void;
  'data-testid'?: string;
  /** Where a dialog puts the focus as it opens (Mantine's Modal looks for it). */
  'data-autofocus'?: boolean;
}

/** Shown under the matches when there are more than a page: a hint, never picked. */
const MORE = 'more';

/**
 * The one way to pick a client: the coach types and it asks for the few clients that match
 * (a page, never every client: a practice may hold tens of thousands), the active clients
 * added last when nothing is typed. A preset client keeps its name, read on its own.
 */
export function ClientPicker({ value, onChange, ...props }: ClientPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 150);
  const { data: selected } = useQuery({ ...clientQuery(value ?? 0), enabled: value !== null });
  // Once a client is picked the box shows their name; that is not a search for them.
  const term = selected && typed === selected.fullName ? '' : typed;
  const { data: matches } = useQuery({ ...clientMatchesQuery(term), placeholderData: keepPreviousData });

  const items = matches?.items ?? [];
  const options: ComboboxItem[] = items.map((c) => ({ value: String(c.id), label: c.fullName }));
  const codes = new Map(items.map((c) => [String(c.id), c.code]));
  if (selected && !codes.has(String(selected.id))) options.push({ value: String(selected.id), label: selected.fullName });
  if (selected) codes.set(String(selected.id), selected.code);
  const more = (matches?.total ?? 0) - items.length;
  if (more > 0) options.push({ value: MORE, label: t(matches!.totalIsExact ? 'clients.picker.more' : 'clients.picker.moreAtLeast', { count: more }), disabled: true });

  return (
    <Select
      {...props}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id && id !== MORE ? Number(id) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The matching is the database's; a preset client not among the matches stays out of the list.
      filter={({ options: all }) => all.filter((o) => 'value' in o && (o.value === MORE || items.some((c) => String(c.id) === o.value)))}
      nothingFoundMessage={matches ? t('clients.picker.nothingFound') : undefined}
      renderOption={({ option }) =>
        option.value === MORE ? (
          <Text size="xs">
            {option.label}
          </Text>
        ) : (
          <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
            <Text size="sm" dir="auto">
              {option.label}
            </Text>
            {/* Inherits the option's colour, so it stays readable on the highlighted option too. */}
            <Text size="xs" c="inherit" dir="auto">
              {codes.get(option.value)}
            </Text>
          </Group>
        )
      }
      classNames={{ option: 'cd-client-option' }}
      styles={{ options: { '--cd-options-max-height': '20rem' } }}
    />
  );
}
