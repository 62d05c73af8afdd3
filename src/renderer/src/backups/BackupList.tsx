import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BackupState, BackupSummary } from '../../../shared/contract';
import { UserText } from '../components/UserText';
import { useFormatters } from '../i18n/useFormatters';

const STATE_COLOUR: Record<BackupState, string> = { verified: 'teal', damaged: 'red', newer: 'gray' };
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

interface Props {
  backups: BackupSummary[];
  /** This practice's id: a folder on a shared drive may hold another practice's backups too. */
  vaultId: string | null;
  /** False while the folder is out of reach: its backups cannot be listed, which is not the same as none. */
  reachable: boolean;
  /** A practice in its first day, with no backup yet: the first is on its way, which is no warning (BackupWarnings). */
  firstOnItsWay: boolean;
  disabled: boolean;
  onRestore(path: string): void;
}

export function BackupList({ backups, vaultId, reachable, firstOnItsWay, disabled, onRestore }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (backups.length === 0) {
    const empty = !reachable ? 'backups.list.unreachable' : firstOnItsWay ? 'backups.list.firstSoon' : 'backups.list.empty';
    return (
      <Text size="sm" c="dimmed" data-testid="backup-list-empty">
        {t(empty)}
      </Text>
    );
  }
  return (
    // Below this the table scrolls sideways; the smallest window (720 px) leaves about 638 px in the card.
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing="xs" data-testid="backup-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('backups.list.date')}</Table.Th>
            <Table.Th>{t('backups.list.kind')}</Table.Th>
            <Table.Th>{t('backups.list.records')}</Table.Th>
            <Table.Th>{t('backups.list.state')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {backups.map((backup) => (
            <Table.Tr key={backup.path}>
              <Table.Td>
                <Text inherit style={NO_WRAP}>
                  {format.dateTime(backup.createdAt)}
                </Text>
                {/* The file's own name, to find it on disk or on a USB drive. */}
                <UserText block size="xs" c="dimmed">
                  {backup.fileName}
                </UserText>
              </Table.Td>
              <Table.Td>{backup.reason ? t(`backups.reason.${backup.reason}`) : '—'}</Table.Td>
              {/*
               * What it holds and its size in one column, each count and "4.3 MB" on one line (the
               * number alone over "MB" read as two facts): in six columns at 1,000 px a Bulgarian
               * "2 клиенти · 7 сесии" took four lines and the table scrolled sideways.
               */}
              <Table.Td>
                {backup.counts ? (
                  <Text inherit>
                    <span style={NO_WRAP}>{t('backups.list.clientCount', { count: backup.counts.clients ?? 0 })}</span>
                    {format.separator}
                    <span style={NO_WRAP}>{t('backups.list.sessionCount', { count: backup.counts.sessions ?? 0 })}</span>
                  </Text>
                ) : (
                  '—'
                )}
                <Text size="xs" c="dimmed" style={NO_WRAP}>
                  {format.fileSize(backup.sizeBytes)}
                </Text>
              </Table.Td>
              <Table.Td>
                {/* Never cut short (nor is any badge): a button may otherwise shrink to "Провере…" when the names are long. */}
                <Group gap={6}>
                  <Badge color={STATE_COLOUR[backup.state]} variant="light">
                    {t(`backups.state.${backup.state}`)}
                  </Badge>
                  {backup.vaultId !== null && vaultId !== null && backup.vaultId !== vaultId && (
                    <Badge color="orange" variant="light" data-testid="backup-other-practice">
                      {t('backups.list.otherPractice')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td ta="end">
                <Button size="xs" variant="light" miw="max-content" disabled={disabled || backup.state !== 'verified'} onClick={() => onRestore(backup.path)}>
                  {t('backups.restore.button')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
