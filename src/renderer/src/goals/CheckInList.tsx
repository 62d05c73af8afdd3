import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckIn, GoalDetail } from '../../../shared/contract';
import { call } from '../api/client';
import { ConfirmAction } from '../components/ConfirmAction';
import { DraftModal } from '../components/DraftModal';
import { CheckInForm } from './CheckInForm';
import { showGoal } from './queries';
import { Sentence } from '../components/Sentence';
import { useFormatters } from '../i18n/useFormatters';

const ONE_LINE = { whiteSpace: 'nowrap' } as const;

/** Every check-in, newest first: each corrected in a dialog, or deleted after asking. */
export function CheckInList({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [editing, setEditing] = useState<CheckIn | null>(null);
  if (goal.checkIns.length === 0) return <Text c="dimmed">{t('goals.checkIn.none')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={480} maxHeight={420}>
        <Table striped data-testid="checkin-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('goals.checkIn.date')}</Table.Th>
              {/* Figures, their headings and the session's time on one line each; the comment takes the room left. */}
              {goal.metric && <Table.Th style={ONE_LINE}>{goal.metric.unit ? <Sentence k="goals.checkIn.valueIn" values={{ unit: goal.metric.unit }} /> : t('goals.checkIn.value')}</Table.Th>}
              <Table.Th style={ONE_LINE}>{t('goals.checkIn.ratingShort')}</Table.Th>
              <Table.Th>{t('goals.checkIn.comment')}</Table.Th>
              <Table.Th w="1%" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {goal.checkIns.toReversed().map((checkIn) => {
              const date = format.date(checkIn.on, 'medium');
              return (
                <Table.Tr key={checkIn.id}>
                  <Table.Td>
                    {date}
                    {checkIn.sessionStart && (
                      <Text size="xs" c="dimmed" style={ONE_LINE}>
                        {t('goals.checkIn.inSession', { date: format.dateTime(checkIn.sessionStart) })}
                      </Text>
                    )}
                  </Table.Td>
                  {goal.metric && <Table.Td style={ONE_LINE}>{checkIn.value !== null ? format.number(checkIn.value) : ''}</Table.Td>}
                  <Table.Td style={ONE_LINE}>{checkIn.rating !== null ? format.number(checkIn.rating) : ''}</Table.Td>
                  <Table.Td dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {checkIn.comment}
                  </Table.Td>
                  <Table.Td w="1%">
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon variant="subtle" aria-label={t('goals.checkIn.edit', { date })} onClick={() => setEditing(checkIn)}>
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ConfirmAction
                        trigger={(open) => (
                          <ActionIcon variant="subtle" color="red" aria-label={t('goals.checkIn.delete', { date })} onClick={open}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        )}
                        title={t('goals.checkIn.delete', { date })}
                        message={t('goals.checkIn.deleteConfirm', { date })}
                        confirmLabel={t('goals.form.delete')}
                        action={() => call('goals.deleteCheckIn', { id: checkIn.id }).then(showGoal)}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* Wide enough for its three fields side by side: the date's box ran past the dialog's edge. */}
      <DraftModal opened={editing !== null} onClose={() => setEditing(null)} title={editing && t('goals.checkIn.edit', { date: format.date(editing.on, 'medium') })} size="lg">
        {editing && <CheckInForm key={editing.id} goal={goal} editing={editing} onDone={() => setEditing(null)} />}
      </DraftModal>
    </>
  );
}
