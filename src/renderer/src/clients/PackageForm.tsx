import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Package } from '../../../shared/contract';
import { isoDateOf } from '../../../shared/i18n/format';
import { call } from '../api/client';
import { DateInput } from '../components/DateInput';
import { NumberField } from '../components/NumberField';
import { useUnsavedDraft } from '../components/unsaved-draft';
import { errorText } from '../i18n/error-text';
import { useSchedulingMutation } from '../scheduling/useSchedulingMutation';
import { FieldGrid } from '../components/FieldGrid';

interface PackageFormProps {
  clientId: number;
  /** The agreement's currency, offered for a new package. */
  currency: string | null;
  /** The package being corrected; a new one is added when left out. */
  editing?: Package;
  onDone(): void;
}

/** Adds a package of sessions, or corrects one (a typo in the count, the price, the dates). */
export function PackageForm({ clientId, currency, editing, onDone }: PackageFormProps) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | ''>(editing?.sessionsCount ?? 6);
  const [price, setPrice] = useState<number | ''>(editing?.priceMinor != null ? editing.priceMinor / 100 : '');
  const [code, setCode] = useState(editing ? (editing.currency ?? '') : (currency ?? ''));
  const [purchasedOn, setPurchasedOn] = useState<string | null>(editing?.purchasedOn ?? isoDateOf(new Date()));
  const [expiresOn, setExpiresOn] = useState<string | null>(editing?.expiresOn ?? null);
  const [note, setNote] = useState(editing?.note ?? '');
  useUnsavedDraft({ count, price, code, purchasedOn, expiresOn, note });
  const save = useSchedulingMutation(() => {
    const fields = {
      sessionsCount: Number(count),
      priceMinor: price === '' ? null : Math.round(price * 100),
      currency: price === '' || !code ? null : code.toUpperCase(),
      purchasedOn: purchasedOn!,
      expiresOn,
      note,
    };
    return editing ? call('packages.update', { id: editing.id, changes: fields }) : call('packages.create', { clientId, ...fields });
  }, onDone);
  return (
    <form
      aria-label={t(editing ? 'clients.packages.edit' : 'clients.packages.add')}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <Stack gap="xs">
        <FieldGrid cols={{ base: 2, sm: 3 }}>
          <NumberField label={t('clients.packages.sessionsCount')} min={1} max={1000} allowDecimal={false} value={count} onChange={(v) => setCount(v === '' ? '' : Number(v))} required autoFocus />
          <NumberField label={t('clients.packages.price')} min={0} decimalScale={2} value={price} onChange={(v) => setPrice(v === '' ? '' : Number(v))} />
          <TextInput label={t('clients.packages.currency')} maxLength={3} placeholder={t('clients.form.currencyExample')} value={code} onChange={(e) => setCode(e.currentTarget.value)} dir="ltr" />
          <DateInput label={t('clients.packages.purchasedOn')} value={purchasedOn} onChange={setPurchasedOn} required />
          <DateInput label={t('clients.packages.expiresOn')} value={expiresOn} onChange={setExpiresOn} minDate={purchasedOn ?? undefined} />
          <TextInput label={t('clients.packages.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        </FieldGrid>
        {save.error && <Alert color="red">{errorText(t, save.error)}</Alert>}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!count || !purchasedOn}>
            {t(editing ? 'clients.packages.saveChanges' : 'clients.packages.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('clients.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
