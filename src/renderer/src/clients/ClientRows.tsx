import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ClientSummary } from '../../../shared/contract';
import { UserText } from '../components/UserText';
import { useFormatters } from '../i18n/useFormatters';
import { StatusBadge } from './StatusBadge';

const ROW_HEIGHT = 64;

/** Only the rows in view are in the page, so ten thousand clients scroll as smoothly as ten. */
export function ClientRows({ clients }: { clients: ClientSummary[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useFormatters();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: clients.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });

  return (
    <Box ref={scroller} style={{ height: 'calc(100vh - 300px)', minHeight: 320, overflowY: 'auto' }} data-testid="client-rows" role="list">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const client = clients[item.index]!;
          return (
            <UnstyledButton
              key={client.id}
              role="listitem"
              onClick={() => navigate(`/clients/${client.id}`)}
              style={{ position: 'absolute', insetInlineStart: 0, insetInlineEnd: 0, top: item.start, height: ROW_HEIGHT, borderBottom: '1px solid var(--mantine-color-default-border)' }}
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
                      <Badge key={tag} size="xs" variant="outline" dir="auto" tt="none">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                </Box>
                <Group gap="md" wrap="nowrap">
                  <Text size="sm" c="dimmed" visibleFrom="md">
                    {client.nextSessionAt ? t('clients.nextSession', { when: format.sessionDateTime(client.nextSessionAt) }) : t('clients.noNextSession')}
                  </Text>
                  <StatusBadge status={client.status} />
                </Group>
              </Group>
            </UnstyledButton>
          );
        })}
      </div>
    </Box>
  );
}
