import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GoalSummary } from '../../../shared/contract';
import { useWindowRows } from '../components/useWindowRows';
import { GoalsRow, TREND_FROM } from './GoalsRow';

/** A goal with a one-line title, its progress in words and its trend. */
const ROW_HEIGHT = 84;

/**
 * The practice's goals, drawn only near the window: each row holds a chart. The columns have
 * set widths, so they do not shift as other rows come into view.
 */
export function GoalsTable({ goals }: { goals: GoalSummary[] }) {
  const { t } = useTranslation();
  const { listRef, rows, measure, before, after } = useWindowRows<HTMLTableSectionElement>(goals.length, ROW_HEIGHT, (index) => goals[index]!.id);
  return (
    <Table verticalSpacing="sm" highlightOnHover layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('goals.columns.goal')}</Table.Th>
          <Table.Th w="30%">{t('goals.columns.progress')}</Table.Th>
          <Table.Th w={150} visibleFrom={TREND_FROM}>
            {t('goals.columns.trend')}
          </Table.Th>
          <Table.Th w={190}>{t('goals.columns.lastCheckIn')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody ref={listRef}>
        {before > 0 && <tr aria-hidden style={{ height: before }} />}
        {rows.map(({ key, index }) => (
          <GoalsRow key={key} goal={goals[index]!} index={index} ref={measure} />
        ))}
        {after > 0 && <tr aria-hidden style={{ height: after }} />}
      </Table.Tbody>
    </Table>
  );
}
