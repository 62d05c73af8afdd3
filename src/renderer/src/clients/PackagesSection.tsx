import { ActionIcon, Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../api/client';
import { ConfirmAction } from '../components/ConfirmAction';
import { UserText } from '../components/UserText';
import { useFormatters } from '../i18n/useFormatters';
import { creditsQuery, refreshScheduling } from '../scheduling/queries';
import { PackageForm } from './PackageForm';

export function PackagesSection({ clientId, currency }: { clientId: number; currency: string | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: credits } = useQuery(creditsQuery(clientId));
  /** The package whose form is open: 'new', one being corrected, or none. */
  const [open, setOpen] = useState<'new' | number | null>(null);
  if (!credits) return null;
  const editing = credits.packages.find((p) => p.id === open);

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
          // Lines rather than a table: six columns did not fit the page's narrow column and ran
          // over the sessions beside it.
          <Stack gap={0}>
            {credits.packages.map((p) => (
              <Group key={p.id} justify="space-between" align="start" wrap="nowrap" py="xs" data-testid="package" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                <div>
                  <Text size="sm">
                    {format.parts(
                      t('clients.packages.usage', { used: format.number(p.used), total: format.number(p.sessionsCount) }),
                      p.priceMinor !== null && format.currency(p.priceMinor / 100, p.currency),
                    )}
                  </Text>
                  <Group gap="xs">
                    <Text size="xs" c="dimmed">
                      {format.parts(
                        t('clients.packages.bought', { date: format.date(p.purchasedOn, 'medium') }),
                        !p.expired && p.expiresOn && t('clients.packages.expires', { date: format.date(p.expiresOn, 'medium') }),
                      )}
                    </Text>
                    {p.expired && (
                      <Badge color="gray" size="sm">
                        {t('clients.packages.expired')}
                      </Badge>
                    )}
                  </Group>
                  {p.note && (
                    <UserText block size="xs" style={{ overflowWrap: 'anywhere' }}>
                      {p.note}
                    </UserText>
                  )}
                </div>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={t('clients.packages.edit')} onClick={() => setOpen(p.id)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ConfirmAction
                    trigger={(ask) => (
                      <ActionIcon variant="subtle" color="red" aria-label={t('clients.packages.delete')} onClick={ask}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                    title={t('clients.packages.deleteTitle')}
                    message={t('clients.packages.deleteMessage', { count: p.sessionsCount, used: p.used })}
                    confirmLabel={t('clients.packages.delete')}
                    action={() => call('packages.delete', { id: p.id }).then(refreshScheduling)}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
        {open !== null ? (
          <PackageForm key={open} clientId={clientId} currency={currency} editing={editing} onDone={() => setOpen(null)} />
        ) : (
          <Group>
            <Button variant="light" onClick={() => setOpen('new')}>
              {t('clients.packages.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
