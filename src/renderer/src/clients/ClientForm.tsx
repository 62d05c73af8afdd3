import { Alert, Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ClientStatus, SESSIONS_INCLUDED_MAX } from '../../../shared/contract';
import { LANGUAGE_NAME, LANGUAGES, type Language } from '../../../shared/languages';
import { call } from '../api/client';
import { DateInput } from '../components/DateInput';
import { NumberField } from '../components/NumberField';
import { useUnsavedDraft } from '../components/unsaved-draft';
import { errorText } from '../i18n/error-text';
import { useUiLanguage } from '../i18n/LanguageProvider';
import { clientQuery, tagsQuery } from '../scheduling/queries';
import { useSchedulingMutation } from '../scheduling/useSchedulingMutation';
import { type ClientFormState, type DateKey, fieldsOf, formStateOf } from './client-form-state';
import { SameClients } from './SameClients';
import { TimeZoneSelect } from './TimeZoneSelect';
import { useSameClients } from './useSameClients';
import { HINT_BELOW } from '../components/hint-below';
import { FieldGrid } from '../components/FieldGrid';

const CODE = /^[\p{L}\p{N}_-]*$/u;
const CURRENCY = /^[A-Za-z]{3}$/;

/** Create (/clients/new) or edit (/clients/:id/edit) a client, with every field of the record. */
export function ClientFormPage() {
  const { id } = useParams();
  const clientId = id ? Number(id) : undefined;
  const { language } = useUiLanguage();
  const { data: client } = useQuery({ ...clientQuery(clientId ?? 0), enabled: clientId !== undefined });
  if (clientId !== undefined && !client) return null;
  return <ClientForm key={client?.id ?? 'new'} initial={formStateOf(client, language)} clientId={clientId} />;
}

function ClientForm({ initial, clientId }: { initial: ClientFormState; clientId: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  const draft = useUnsavedDraft(state);
  const { data: tags = [] } = useQuery(tagsQuery);
  const sameClients = useSameClients(clientId ? '' : state.fullName, clientId ? '' : state.email);
  const set = <K extends keyof ClientFormState>(key: K) => (value: ClientFormState[K]) => setState((s) => ({ ...s, [key]: value }));
  const text = (key: keyof ClientFormState) => ({
    value: state[key] as string,
    onChange: (e: { currentTarget: { value: string } }) => set(key)(e.currentTarget.value as never),
  });
  const date = (key: DateKey) => ({ value: state[key] || null, onChange: (value: string | null) => set(key)(value ?? '') });
  // The contract's rules for the two fields typed most freely, checked as they are typed, so
  // the message names the field (the core's refusal can only say that something is not valid).
  const codeError = state.code.trim() && !CODE.test(state.code.trim()) ? t('clients.form.codeInvalid') : undefined;
  const currencyError = state.currency.trim() && !CURRENCY.test(state.currency.trim()) ? t('clients.form.currencyInvalid') : undefined;
  const save = useSchedulingMutation(
    () => (clientId ? call('clients.update', { id: clientId, changes: fieldsOf(state) }) : call('clients.create', fieldsOf(state))),
    (saved) => {
      notifications.show({ color: 'teal', message: t('clients.form.saved') });
      draft.markSaved();
      navigate(`/clients/${saved.id}`);
    },
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack maw={860}>
        <Title order={1} size="h2">
          {clientId ? t('clients.form.editTitle') : t('clients.form.newTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('clients.form.fullName')}
            required
            description={<SameClients clients={sameClients} />}
            inputWrapperOrder={HINT_BELOW}
            {...text('fullName')}
          />
          <TextInput label={t('clients.form.preferredName')} {...text('preferredName')} />
          <TextInput label={t('clients.form.email')} type="email" dir="ltr" {...text('email')} />
          <TextInput label={t('clients.form.phone')} type="tel" dir="ltr" {...text('phone')} />
          <TextInput label={t('clients.form.code')} description={t('clients.form.codeDescription')} inputWrapperOrder={HINT_BELOW} dir="ltr" error={codeError} {...text('code')} />
          <Select
            label={t('clients.status')}
            data={ClientStatus.options.map((s) => ({ value: s, label: t(`clients.statuses.${s}`) }))}
            value={state.status}
            onChange={(v) => v && set('status')(v as ClientStatus)}
            allowDeselect={false}
          />
          <TimeZoneSelect label={t('clients.form.timeZone')} value={state.timeZone} onChange={(v) => v && set('timeZone')(v)} />
          <Select
            label={t('clients.form.documentLanguage')}
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAME[l] }))}
            value={state.documentLanguage}
            onChange={(v) => v && set('documentLanguage')(v as Language)}
            allowDeselect={false}
          />
          <TagsInput label={t('clients.form.tags')} placeholder={t('clients.form.tagsPlaceholder')} data={tags.map((x) => x.tag)} value={state.tags} onChange={set('tags')} />
          <DateInput label={t('clients.form.startDate')} {...date('startDate')} />
          <TextInput label={t('clients.form.referralSource')} {...text('referralSource')} />
        </SimpleGrid>
        <Textarea label={t('clients.form.background')} autosize minRows={3} {...text('background')} />
        <Checkbox
          label={t('dataexport.client.icfConsent')}
          description={t('dataexport.client.icfConsentDescription')}
          checked={state.icfConsent}
          onChange={(e) => set('icfConsent')(e.currentTarget.checked)}
        />
        <Fieldset legend={t('clients.form.agreement')}>
          <FieldGrid cols={{ base: 1, sm: 3 }}>
            <DateInput label={t('clients.form.agreementStart')} {...date('agreementStart')} />
            <DateInput label={t('clients.form.agreementEnd')} {...date('agreementEnd')} />
            <DateInput label={t('clients.form.signedOn')} {...date('signedOn')} />
            <NumberField label={t('clients.form.sessionsIncluded')} min={0} max={SESSIONS_INCLUDED_MAX} allowDecimal={false} value={state.sessionsIncluded} onChange={(v) => set('sessionsIncluded')(v === '' ? '' : Number(v))} />
            <NumberField label={t('clients.form.fee')} min={0} decimalScale={2} value={state.fee} onChange={(v) => set('fee')(v === '' ? '' : Number(v))} />
            <TextInput label={t('clients.form.currency')} maxLength={3} placeholder={t('clients.form.currencyExample')} dir="ltr" error={currencyError} {...text('currency')} />
          </FieldGrid>
          <Textarea mt="sm" label={t('clients.form.cancellationTerms')} autosize minRows={2} {...text('cancellationTerms')} />
        </Fieldset>
        {save.error && <Alert color="red">{errorText(t, save.error)}</Alert>}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!state.fullName.trim() || Boolean(codeError || currencyError)}>
            {t('clients.form.save')}
          </Button>
          <Button variant="default" onClick={() => navigate(-1)}>
            {t('clients.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
