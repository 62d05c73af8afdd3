import { ActionIcon, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GoalDetail } from '../../../shared/contract';
import { call } from '../api/client';
import { useGoalChange } from './queries';
import { Sentence } from '../components/Sentence';
import { useFormatters } from '../i18n/useFormatters';

/** Every check-in, newest first. */
export function CheckInList({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const remove = useGoalChange((id: number) => call('goals.deleteCheckIn', { id }));
  if (goal.checkIns.length === 0) return <Text c="dimmed">{t('goals.checkIn.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={480} mah={420}>
      <Table striped data-testid="checkin-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('goals.checkIn.date')}</Table.Th>
            {goal.metric && <Table.Th>{goal.metric.unit ? <Sentence k="goals.checkIn.valueIn" values={{ unit: goal.metric.unit }} /> : t('goals.checkIn.value')}</Table.Th>}
            <Table.Th>{t('goals.checkIn.ratingShort')}</Table.Th>
            <Table.Th>{t('goals.checkIn.comment')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {goal.checkIns.toReversed().map((checkIn) => (
            <Table.Tr key={checkIn.id}>
              <Table.Td>
                {format.date(checkIn.on, 'medium')}
                {checkIn.sessionStart && (
                  <Text size="xs" c="dimmed">
                    {t('goals.checkIn.inSession', { date: format.dateTime(checkIn.sessionStart) })}
                  </Text>
                )}
              </Table.Td>
              {goal.metric && <Table.Td>{checkIn.value !== null ? format.number(checkIn.value) : ''}</Table.Td>}
              <Table.Td>{checkIn.rating !== null ? format.number(checkIn.rating) : ''}</Table.Td>
              <Table.Td dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {checkIn.comment}
              </Table.Td>
              <Table.Td>
                <ActionIcon variant="subtle" color="red" aria-label={t('goals.checkIn.delete', { date: format.date(checkIn.on, 'medium') })} onClick={() => remove.mutate(checkIn.id)} loading={remove.isPending && remove.variables === checkIn.id}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
