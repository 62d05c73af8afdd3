import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckIn, GoalDetail } from '../../../shared/contract';
import { isoDateOf } from '../../../shared/i18n/format';
import { call } from '../api/client';
import { DateInput } from '../components/DateInput';
import { NumberField } from '../components/NumberField';
import { focusIfLost } from '../components/focus-back';
import { useUnsavedDraft } from '../components/unsaved-draft';
import { errorText } from '../i18n/error-text';
import { clientSessionsQuery, useGoalChange } from './queries';
import { FormFooter } from './FormFooter';
import { FieldGrid } from '../components/FieldGrid';
import { Sentence } from '../components/Sentence';
import { useFormatters } from '../i18n/useFormatters';
import { COACH_TIME_ZONE } from '../scheduling/wall-clock';

/**
 * A value (for a measured goal), a 1–10 self-rating or both, on a date, perhaps in a session:
 * a new check-in, or one recorded before (`editing`) corrected.
 */
export function CheckInForm({ goal, editing, onDone }: { goal: GoalDetail; editing?: CheckIn; onDone?: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [value, setValue] = useState<number | string>(editing?.value ?? '');
  const [rating, setRating] = useState<number | string>(editing?.rating ?? '');
  // A check-in says how things stand on a day that has come: one dated later (a year 9999 typed)
  // would keep the goal from ever looking quiet. Today is the coach's, as the dashboard's is.
  const today = isoDateOf(new Date(), COACH_TIME_ZONE);
  const [on, setOn] = useState<string | null>(editing?.on ?? today);
  const [comment, setComment] = useState(editing?.comment ?? '');
  const [sessionId, setSessionId] = useState<string | null>(editing?.sessionId ? String(editing.sessionId) : null);
  const draft = useUnsavedDraft({ value, rating, on, comment, sessionId });
  const form = useRef<HTMLFormElement>(null);
  const { data: sessions } = useQuery(clientSessionsQuery(goal.clientId));
  const record = useGoalChange(() => {
    const fields = {
      value: value === '' ? null : Number(value),
      rating: rating === '' ? null : Number(rating),
      comment,
      sessionId: sessionId ? Number(sessionId) : null,
    };
    return editing ? call('goals.updateCheckIn', { id: editing.id, changes: { ...fields, on: on ?? editing.on } }) : call('goals.addCheckIn', { goalId: goal.id, on, ...fields });
  });
  const empty = value === '' && rating === '';
  const future = on !== null && on > today;
  const unit = goal.metric?.unit;

  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        record.mutate(undefined, {
          onSuccess: () => {
            if (onDone) return onDone();
            // Ready for the next check-in, on the same date and session.
            draft.markSaved({ value: '', rating: '', on, comment: '', sessionId });
            setValue('');
            setRating('');
            setComment('');
            // Saved with the button, which is disabled while it saves: back to the first field.
            focusIfLost(form.current?.querySelector('input'));
          },
        });
      }}
      aria-label={editing ? t('goals.checkIn.edit', { date: format.date(editing.on, 'medium') }) : t('goals.checkIn.add')}
    >
      <Stack gap="sm">
        <FieldGrid cols={goal.metric ? 3 : 2}>
          {goal.metric && (
            <NumberField label={unit ? <Sentence k="goals.checkIn.valueIn" values={{ unit }} /> : t('goals.checkIn.value')} value={value} onChange={setValue} decimalScale={4} data-testid="checkin-value" data-autofocus />
          )}
          <NumberField label={t('goals.checkIn.rating')} value={rating} onChange={setRating} min={1} max={10} allowDecimal={false} clampBehavior="strict" data-autofocus={!goal.metric || undefined} />
          <DateInput label={t('goals.checkIn.date')} value={on} onChange={setOn} maxDate={today} error={future ? t('dateInput.future') : undefined} required data-testid="checkin-date" />
        </FieldGrid>
        <Textarea label={t('goals.checkIn.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={1} maxLength={4000} />
        <Select
          label={t('goals.checkIn.session')}
          placeholder={t('goals.checkIn.noSession')}
          data={(sessions ?? []).map((s) => ({ value: String(s.id), label: format.parts(format.dateTime(s.start), s.title) }))}
          value={sessionId}
          onChange={setSessionId}
          clearable
        />
        {editing && onDone ? (
          // In its dialog: Cancel and Save at the end, as every goal and assessment dialog has them.
          <FormFooter error={record.error} pending={record.isPending} disabled={empty || future} submitLabel={t('goals.form.save')} onCancel={onDone} />
        ) : (
          <>
            {record.error && <Alert color="red">{errorText(t, record.error)}</Alert>}
            <Group>
              <Button type="submit" loading={record.isPending} disabled={empty || future}>
                {t('goals.checkIn.save')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
