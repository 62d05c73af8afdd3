import { Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SessionType } from '../../../shared/contract';
import { ClientPicker } from '../clients/ClientPicker';
import { TimeZoneSelect } from '../clients/TimeZoneSelect';
import { DateTimeInput } from '../components/DateTimeInput';
import { Sentence } from '../components/Sentence';
import { NumberField } from '../components/NumberField';
import { useFormatters } from '../i18n/useFormatters';
import { clientQuery } from '../scheduling/queries';
import { readsAsCoach, toWallClock, wallClockToInstant } from '../scheduling/wall-clock';
import { RepeatFields } from './RepeatFields';
import type { SessionDraft } from './session-draft';
import { FieldGrid } from '../components/FieldGrid';

const PLACE_LABEL = { in_person: 'location', video: 'link', phone: 'phone' } as const;

export function SessionFields({ draft, onChange, defaultReminder, fixedClient }: { draft: SessionDraft; onChange: (d: SessionDraft) => void; defaultReminder: number; fixedClient: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const set = <K extends keyof SessionDraft>(key: K, value: SessionDraft[K]) => onChange({ ...draft, [key]: value });
  const instant = wallClockToInstant(draft.start, draft.timeZone);
  const client = useQuery({ ...clientQuery(draft.clientId ?? 0), enabled: draft.clientId !== null }).data;
  const clientZone = client?.timeZone;
  // The client's own time, when it is neither the time typed nor the coach's shown before it.
  const showClientTime = instant !== null && clientZone !== undefined && toWallClock(instant, clientZone) !== draft.start && !readsAsCoach(instant, clientZone);

  return (
    <Stack gap="sm">
      {/* A session's client is fixed once booked (the dialog's title names them). */}
      {!fixedClient && (
        <ClientPicker
          label={t('calendar.dialog.client')}
          placeholder={t('calendar.dialog.clientPlaceholder')}
          value={draft.clientId}
          onChange={(id) => set('clientId', id)}
          required
          data-testid="session-client"
          // Scheduled from the dashboard or the calendar, the client comes first; preset, the start below has the focus.
          // Its list opens as the coach types or presses ↓, not as the dialog opens (Escape then closes the dialog).
          data-autofocus={draft.clientId === null ? true : undefined}
          openOnFocus={false}
        />
      )}
      <FieldGrid cols={{ base: 1, sm: 3 }}>
        <DateTimeInput
          label={t('calendar.dialog.start')}
          value={draft.start}
          onChange={(start) => set('start', start)}
          required
          data-testid="session-start"
          // With the client known (a session edited, or scheduled from the client's page), the time is what changes.
          data-autofocus={fixedClient || draft.clientId !== null ? true : undefined}
        />
        <NumberField label={t('calendar.dialog.minutes')} min={5} max={720} step={15} allowDecimal={false} value={draft.minutes} onChange={(v) => set('minutes', Number(v) || 0)} />
        <TimeZoneSelect label={t('calendar.dialog.timeZone')} value={draft.timeZone} onChange={(v) => v && set('timeZone', v)} />
      </FieldGrid>
      {instant && (
        <Text size="sm" c="dimmed" data-testid="session-when">
          {format.sessionDateTime(instant.toISOString())}
          {client && clientZone && showClientTime && (
            <>
              {format.separator}
              <Sentence k="calendar.dialog.clientTime" values={{ name: client.fullName }} plain={{ time: format.sessionDateTime(instant.toISOString(), clientZone) }} />
            </>
          )}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('calendar.dialog.type')}
          data={SessionType.options.map((type) => ({ value: type, label: t(`sessions.types.${type}`) }))}
          value={draft.type}
          onChange={(v) => v && set('type', v as SessionDraft['type'])}
          allowDeselect={false}
        />
        <TextInput label={t(`calendar.dialog.${PLACE_LABEL[draft.type]}`)} value={draft.location} onChange={(e) => set('location', e.currentTarget.value)} />
        <TextInput label={t('calendar.dialog.title')} value={draft.title} onChange={(e) => set('title', e.currentTarget.value)} />
        <NumberField
          label={t('calendar.dialog.reminder')}
          placeholder={t('calendar.dialog.reminderDefault', { minutes: defaultReminder })}
          min={0}
          max={10080}
          allowDecimal={false}
          value={draft.reminder}
          onChange={(v) => set('reminder', v === '' ? '' : Number(v))}
        />
      </SimpleGrid>
      <Group>
        <Checkbox label={t('calendar.dialog.proBono')} checked={draft.proBono} onChange={(e) => set('proBono', e.currentTarget.checked)} />
      </Group>
      <RepeatFields value={draft.repeat} onChange={(repeat) => set('repeat', repeat)} />
    </Stack>
  );
}
