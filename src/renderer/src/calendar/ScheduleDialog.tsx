import { Alert, Box, Button, Group, Radio, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditScope, type Session } from '../../../shared/contract';
import type { Settings } from '../../../shared/settings';
import { call } from '../api/client';
import { settingsQuery } from '../app/queries';
import { DialogFooter } from '../components/DialogFooter';
import { DraftModal } from '../components/DraftModal';
import { Sentence } from '../components/Sentence';
import { useUnsavedDraft } from '../components/unsaved-draft';
import { useFocusBackWhenGone } from '../components/focus-back';
import { errorText } from '../i18n/error-text';
import { sessionsQuery } from '../scheduling/queries';
import { useSchedulingMutation } from '../scheduling/useSchedulingMutation';
import { isWallClock } from '../scheduling/wall-clock';
import { ConflictWarning } from './ConflictWarning';
import { changesOf, createInput, draftOf, type NewSessionSeed, ruleOf, type SessionDraft } from './session-draft';
import { SessionActions } from './SessionActions';
import { SessionFields } from './SessionFields';
import { freeSoonAtWork } from './work-hours';

const DAY_MS = 86_400_000;

export interface ScheduleTarget {
  session?: Session;
  seed?: NewSessionSeed;
}

/** Schedules a session or series, or edits one; overlaps are shown before saving, never refused. */
export function ScheduleDialog({ target, onClose }: { target: ScheduleTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: settings } = useQuery(settingsQuery);
  if (!target || !settings) return null;
  return (
    <DraftModal
      opened
      onClose={onClose}
      // A session's client is not changed here: the title names them.
      title={target.session ? <Sentence k="calendar.dialog.editTitle" values={{ name: target.session.clientName }} /> : t('calendar.dialog.newTitle')}
      size="lg"
    >
      <ScheduleBody key={target.session?.id ?? 'new'} target={target} settings={settings} onDone={onClose} />
    </DraftModal>
  );
}

function ScheduleBody({ target, settings, onDone }: { target: ScheduleTarget; settings: Settings; onDone: () => void }) {
  useFocusBackWhenGone();
  if (target.session || target.seed?.start || target.seed?.after) return <ScheduleForm target={target} settings={settings} onDone={onDone} />;
  return <FreeSoon settings={settings}>{(start) => <ScheduleForm target={{ seed: { ...target.seed, start } }} settings={settings} onDone={onDone} />}</FreeSoon>;
}

/** A new session's start with no time chosen: soon, at work, clear of the sessions booked (work-hours.ts). */
function FreeSoon({ settings, children }: { settings: Settings; children: (start: Date) => ReactNode }) {
  const [now] = useState(() => new Date());
  // From a day before: a session begun before now may still run.
  const { data: booked, isError } = useQuery(
    sessionsQuery({ from: new Date(now.getTime() - DAY_MS).toISOString(), to: new Date(now.getTime() + 8 * DAY_MS).toISOString(), includeCancelled: false }),
  );
  const ready = booked !== undefined || isError;
  // Drawn after the dialog opened, the form's first field takes the focus the dialog gave its ✕.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ready) box.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [ready]);
  const times = (booked ?? []).map((session) => ({ start: new Date(session.start), end: new Date(session.end) }));
  return <div ref={box}>{ready && children(freeSoonAtWork(now, settings.workingHours, settings.sessionMinutes, times))}</div>;
}

function ScheduleForm({ target, settings, onDone }: { target: ScheduleTarget; settings: Settings; onDone: () => void }) {
  const { t } = useTranslation();
  const session = target.session;
  const [draft, setDraft] = useState<SessionDraft>(() => draftOf(session, target.seed ?? {}, settings.sessionMinutes));
  const [opened] = useState(draft);
  useUnsavedDraft(draft);
  // A change to how a series repeats reaches beyond this one session: "this" alone would save nothing of it.
  const repeatChanged = Boolean(session?.seriesId) && JSON.stringify(draft.repeat) !== JSON.stringify(opened.repeat);
  const change = (next: SessionDraft) =>
    setDraft(session?.seriesId && next.scope === 'this' && JSON.stringify(next.repeat) !== JSON.stringify(opened.repeat) ? { ...next, scope: 'following' } : next);
  const [checked] = useDebouncedValue(draft, 250);
  const ready = isWallClock(draft.start) && draft.minutes >= 5 && (!draft.repeat || ruleOf(draft) !== null);
  const { data: conflicts = [] } = useQuery({
    queryKey: ['conflicts', checked.start, checked.minutes, checked.timeZone, ruleOf(checked), session?.id, checked.scope],
    queryFn: () =>
      call('sessions.checkConflicts', { start: checked.start, minutes: checked.minutes, timeZone: checked.timeZone, repeat: session ? (changesOf(checked, session).repeat ?? null) : ruleOf(checked), sessionId: session?.id, scope: checked.scope }),
    enabled: isWallClock(checked.start) && checked.minutes >= 5,
  });
  const save = useSchedulingMutation(
    async (): Promise<unknown> => (session ? call('sessions.update', { id: session.id, scope: draft.scope, changes: changesOf(draft, session) }) : call('sessions.create', createInput(draft))),
    () => {
      notifications.show({ color: 'teal', message: t('calendar.dialog.saved') });
      onDone();
    },
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack>
        <SessionFields draft={draft} onChange={change} defaultReminder={settings.reminderMinutes} fixedClient={Boolean(session)} />
        {session?.seriesId && (
          <Radio.Group label={t('calendar.scope.question')} value={draft.scope} onChange={(v) => setDraft({ ...draft, scope: v as EditScope })}>
            <Group mt={4}>
              {EditScope.options.map((scope) => (
                <Radio key={scope} value={scope} label={t(`calendar.scope.${scope}`)} disabled={scope === 'this' && repeatChanged} />
              ))}
            </Group>
          </Radio.Group>
        )}
        <ConflictWarning conflicts={conflicts} />
        {save.error && <Alert color="red">{errorText(t, save.error)}</Alert>}
        {/* Save at the end whatever wraps beside it, in sight in a dialog taller than the window. */}
        <DialogFooter wrap="nowrap" align="flex-end">
          <Box flex={1}>{session && <SessionActions session={session} scope={draft.scope} onDone={onDone} />}</Box>
          <Button type="submit" loading={save.isPending} disabled={!ready || draft.clientId === null} color={conflicts.length ? 'yellow' : undefined} autoContrast>
            {conflicts.length ? t('calendar.dialog.saveAnyway') : t('calendar.dialog.save')}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}
