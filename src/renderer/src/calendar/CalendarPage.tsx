import type { DateSelectArg, EventChangeArg, EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Button, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditScope, Session } from '../../../shared/contract';
import type { Settings } from '../../../shared/settings';
import { call } from '../api/client';
import { settingsQuery } from '../app/queries';
import { useFormatters } from '../i18n/useFormatters';
import { refreshScheduling, sessionsQuery } from '../scheduling/queries';
import { ExportIcsButton } from './ExportIcsButton';
import { type ColourBy, toEvent } from './fullcalendar-options';
import { ScheduleDialog, type ScheduleTarget } from './ScheduleDialog';
import type { NewSessionSeed } from './session-draft';
import { ScopeDialog } from './ScopeDialog';
import { useAccessibleCalendar } from './useAccessibleCalendar';
import { useCalendarOptions } from './useCalendarOptions';
import { atClock } from './work-hours';
import { useErrorNotice } from '../i18n/useErrorNotice';
import { RestOfWindow, WindowPage } from '../components/WindowPage';

interface PendingMove {
  session: Session;
  change: EventChangeArg;
}

/** Day, week, month and agenda views; drag to move or resize, click an empty slot or the button to schedule. */
export function CalendarPage() {
  const { data: settings } = useQuery(settingsQuery);
  if (!settings) return null;
  return <Calendar settings={settings} />;
}

function Calendar({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const calendarRef = useRef<FullCalendar>(null);
  const options = useCalendarOptions(
    settings,
    useCallback(() => calendarRef.current?.getApi(), []),
  );
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const [colourBy, setColourBy] = useState<ColourBy>('client');
  const [target, setTarget] = useState<ScheduleTarget | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [calendarBox, setCalendarBox] = useState<HTMLDivElement | null>(null);
  useAccessibleCalendar(calendarBox);
  const { data: sessions = [] } = useQuery({ ...sessionsQuery({ ...range, limit: 10_000 }), enabled: range !== null, placeholderData: keepPreviousData });
  const { separator } = useFormatters();
  const events = useMemo(() => sessions.map((s) => toEvent(s, colourBy, separator)), [sessions, colourBy, separator]);

  const notice = useErrorNotice();
  const move = useMutation({
    mutationFn: ({ session, change, scope }: PendingMove & { scope: EditScope }) =>
      call('sessions.update', {
        id: session.id,
        scope,
        changes: { start: change.event.start!.toISOString(), minutes: Math.round((change.event.end!.getTime() - change.event.start!.getTime()) / 60_000) },
      }),
    onSettled: () => void refreshScheduling(),
    // The session goes back where it was, and the coach hears why.
    onError: (error, { change }) => {
      change.revert();
      notice(error);
    },
  });

  const onChange = (change: EventChangeArg & { el?: HTMLElement }) => {
    const session = change.event.extendedProps.session as Session;
    // As for a click (below): the question about the series gives the focus back to the session moved.
    change.el?.focus();
    if (session.seriesId) setPending({ session, change });
    else move.mutate({ session, change, scope: 'this' });
  };

  return (
    <WindowPage>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('calendar.title')}
        </Title>
        <Group>
          <Text size="sm" c="dimmed">
            {t('calendar.colourBy')}
          </Text>
          <SegmentedControl
            value={colourBy}
            onChange={(v) => setColourBy(v as ColourBy)}
            data={[
              { value: 'client', label: t('calendar.byClient') },
              { value: 'status', label: t('calendar.byStatus') },
            ]}
          />
          <ExportIcsButton />
          <Button leftSection={<IconPlus size={18} />} onClick={() => setTarget({ seed: seedForView(calendarRef.current, settings.workingHours.start) })}>
            {t('calendar.schedule')}
          </Button>
        </Group>
      </Group>
      <RestOfWindow minHeight={480}>
        <div ref={setCalendarBox} data-testid="calendar" style={{ height: '100%' }}>
          <FullCalendar
            ref={calendarRef}
            {...options}
            plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
            initialView="timeGridWeek"
            nowIndicator
            allDaySlot={false}
            editable
            selectable
            selectMirror
            height="100%"
            events={events}
            datesSet={(info) => setRange({ from: info.start.toISOString(), to: info.end.toISOString() })}
            select={(info: DateSelectArg) => setTarget({ seed: info.allDay ? { start: atClock(info.start, settings.workingHours.start) } : { start: info.start, end: info.end } })}
            eventClick={(info: EventClickArg) => {
              // Clicked, the session did not take the focus: given it, the dialog gives it back there.
              info.el.focus();
              setTarget({ session: info.event.extendedProps.session as Session });
            }}
            eventDrop={onChange}
            eventResize={onChange}
          />
        </div>
      </RestOfWindow>
      <ScheduleDialog target={target} onClose={() => setTarget(null)} />
      <ScopeDialog
        opened={pending !== null}
        onChoose={(scope) => {
          move.mutate({ ...pending!, scope });
          setPending(null);
        }}
        onCancel={() => {
          pending?.change.revert();
          setPending(null);
        }}
      />
    </WindowPage>
  );
}

/** From the button: soon when today is in view (the dialog's own default), else the first day shown, at the start of work. */
function seedForView(calendar: FullCalendar | null, workStart: string): NewSessionSeed {
  const view = calendar?.getApi().view;
  const now = new Date();
  if (!view || (now >= view.currentStart && now < view.currentEnd)) return {};
  return { start: atClock(view.currentStart, workStart) };
}
