import { ActionIcon, Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { DateInput } from '../components/DateInput';
import { NumberField } from '../components/NumberField';
import { UserText } from '../components/UserText';
import { errorText } from '../i18n/error-text';
import { isoDateOf } from '../../../shared/i18n/format';
import { useFormatters } from '../i18n/useFormatters';
import { creditsQuery } from '../scheduling/queries';
import { useSchedulingMutation } from '../scheduling/useSchedulingMutation';

export function PackagesSection({ clientId, currency }: { clientId: number; currency: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: credits } = useQuery(creditsQuery(clientId));
  const [adding, setAdding] = useState(false);
  const remove = useSchedulingMutation((id: number) => call('packages.delete', { id }));
  if (!credits) return null;

  return (
    <Paper withBorder p="md" component="section" aria-label={t('clients.packages.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('clients.packages.title')}
          </Title>
          {credits.packages.length > 0 && (
            <Badge size="lg" color={credits.warning === 'none' ? 'teal' : credits.warning === 'last' ? 'orange' : 'red'} data-testid="credits-remaining">
              {t('clients.packages.remaining', { count: credits.remaining })}
            </Badge>
          )}
        </Group>
        {credits.warning === 'last' && <Alert color="orange">{t('clients.packages.lastCredit')}</Alert>}
        {credits.warning === 'empty' && <Alert color="red">{t('clients.packages.noCredits')}</Alert>}
        {credits.uncovered > 0 && <Text size="sm" c="dimmed">{t('clients.packages.uncovered', { count: credits.uncovered })}</Text>}
        {credits.packages.length === 0 ? (
          <Text c="dimmed">{t('clients.packages.none')}</Text>
        ) : (
          <Table>
            <Table.Tbody>
              {credits.packages.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{format.date(p.purchasedOn, 'medium')}</Table.Td>
                  <Table.Td>{t('clients.packages.usage', { used: format.number(p.used), total: format.number(p.sessionsCount) })}</Table.Td>
                  <Table.Td>{p.priceMinor !== null && p.currency ? format.currency(p.priceMinor / 100, p.currency) : ''}</Table.Td>
                  <Table.Td>{p.expired ? <Badge color="gray">{t('clients.packages.expired')}</Badge> : p.expiresOn ? format.date(p.expiresOn, 'medium') : ''}</Table.Td>
                  <Table.Td>{p.note && <UserText>{p.note}</UserText>}</Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('clients.packages.delete')} onClick={() => remove.mutate(p.id)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {adding ? <AddPackageForm clientId={clientId} currency={currency} onDone={() => setAdding(false)} /> : (
          <Group>
            <Button variant="light" onClick={() => setAdding(true)}>
              {t('clients.packages.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function AddPackageForm({ clientId, currency, onDone }: { clientId: number; currency: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | ''>(6);
  const [price, setPrice] = useState<number | ''>('');
  const [code, setCode] = useState(currency ?? '');
  const [purchasedOn, setPurchasedOn] = useState<string | null>(isoDateOf(new Date()));
  const [expiresOn, setExpiresOn] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const add = useSchedulingMutation(
    () =>
      call('packages.create', {
        clientId,
        sessionsCount: Number(count),
        priceMinor: price === '' ? null : Math.round(price * 100),
        currency: price === '' || !code ? null : code.toUpperCase(),
        purchasedOn: purchasedOn!,
        expiresOn,
        note,
      }),
    onDone,
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        add.mutate();
      }}
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <NumberField label={t('clients.packages.sessionsCount')} min={1} max={1000} allowDecimal={false} value={count} onChange={(v) => setCount(v === '' ? '' : Number(v))} required />
          <NumberField label={t('clients.packages.price')} min={0} decimalScale={2} value={price} onChange={(v) => setPrice(v === '' ? '' : Number(v))} />
          <TextInput label={t('clients.packages.currency')} maxLength={3} placeholder={t('clients.form.currencyExample')} value={code} onChange={(e) => setCode(e.currentTarget.value)} dir="ltr" />
          <DateInput label={t('clients.packages.purchasedOn')} value={purchasedOn} onChange={setPurchasedOn} required />
          <DateInput label={t('clients.packages.expiresOn')} value={expiresOn} onChange={setExpiresOn} minDate={purchasedOn ?? undefined} />
          <TextInput label={t('clients.packages.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} dir="auto" />
        </SimpleGrid>
        {add.error && <Alert color="red">{errorText(t, add.error)}</Alert>}
        <Group>
          <Button type="submit" loading={add.isPending} disabled={!count || !purchasedOn}>
            {t('clients.packages.save')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('clients.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
