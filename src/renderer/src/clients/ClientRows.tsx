import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ClientSummary } from '../../../shared/contract';
import { UserText } from '../components/UserText';
import { useFormatters } from '../i18n/useFormatters';
import { StatusBadge } from './StatusBadge';

const ROW_HEIGHT = 64;

interface Props {
  /** Every client the list holds, loaded or not: the scrollbar is sized for all of them. */
  count: number;
  /** The client in row `index`, or undefined while its page is loading. */
  clientAt: (index: number) => ClientSummary | undefined;
  /** Hears which rows are in view, so their page can be loaded. */
  onRange: (first: number, last: number) => void;
}

/** Only the rows in view are in the page (and loaded), so ten thousand clients scroll as smoothly as ten. */
export function ClientRows({ count, clientAt, onRange }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormatters();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => onRange(first, last), [first, last, onRange]);

  return (
    <Box ref={scroller} style={{ height: '100%', overflowY: 'auto' }} data-testid="client-rows" role="list">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const client = clientAt(item.index);
          const place = { position: 'absolute', insetInlineStart: 0, insetInlineEnd: 0, top: item.start, height: ROW_HEIGHT } as const;
          if (!client) return <Box key={`loading-${item.index}`} style={{ ...place, borderBottom: '1px solid var(--mantine-color-default-border)' }} />;
          return (
            <UnstyledButton
              key={client.id}
              role="listitem"
              onClick={() => navigate(`/clients/${client.id}`)}
              style={{ ...place, borderBottom: '1px solid var(--mantine-color-default-border)' }}
              px="sm"
              aria-label={client.fullName}
            >
              <Group justify="space-between" wrap="nowrap" h="100%">
                <Box miw={0}>
                  <Group gap="xs" wrap="nowrap">
                    <UserText block fw={600} truncate>
                      {client.fullName}
                    </UserText>
                    {client.preferredName && (
                      <Text c="dimmed" truncate>
                        {'('}
                        <UserText>{client.preferredName}</UserText>
                        {')'}
                      </Text>
                    )}
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <UserText size="sm" c="dimmed">
                      {client.code}
                    </UserText>
                    {client.email && (
                      <UserText block size="sm" c="dimmed" truncate>
                        {client.email}
                      </UserText>
                    )}
                    {client.tags.map((tag) => (
                      <Badge key={tag} size="xs" variant="outline" dir="auto" tt="none" miw={0}>
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                </Box>
                <Group gap="md" wrap="nowrap">
                  {/* On one line: the row is one line high, and the email and tags beside it give way first.
                      Below sm the row is too narrow; from sm to md the navigation is folded away (AppFrame). */}
                  <Text size="sm" c="dimmed" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                    {client.trashedAt
                      ? t('clients.trashedSince', { when: format.date(client.trashedAt, 'medium') })
                      : client.nextSessionAt
                        ? t('clients.nextSession', { when: format.sessionDateTime(client.nextSessionAt) })
                        : t('clients.noNextSession')}
                  </Text>
                  {/* In the trash the row says so; a status (Active, Paused…) would read as a current one. */}
                  {!client.trashedAt && <StatusBadge status={client.status} />}
                </Group>
              </Group>
            </UnstyledButton>
          );
        })}
      </div>
    </Box>
  );
}
