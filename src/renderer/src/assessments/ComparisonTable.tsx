import { Anchor, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sameScale } from '../../../shared/assessments/rescale';
import type { AssessmentComparison } from '../../../shared/contract';
import { useFormatters } from '../i18n/useFormatters';
import { useAssessmentNames } from './useAssessmentNames';

function changeColour(change: number | null): string | undefined {
  if (change === null || change === 0) return undefined;
  return change > 0 ? 'teal' : 'red';
}

/** Score per area on both dates, the change, and the goals that answer each area. */
export function ComparisonTable({ comparison }: { comparison: AssessmentComparison }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const names = useAssessmentNames();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table data-testid="comparison-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('assessments.table.area')}</Table.Th>
            <Table.Th>{format.date(comparison.before.on, 'medium')}</Table.Th>
            <Table.Th>{format.date(comparison.after.on, 'medium')}</Table.Th>
            <Table.Th>{t('assessments.table.change')}</Table.Th>
            <Table.Th>{t('assessments.table.goals')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {comparison.rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td dir="auto">{names.area(row)}</Table.Td>
              <Table.Td>{row.before === null ? t('assessments.table.notScored') : format.number(row.before)}</Table.Td>
              <Table.Td>{row.after === null ? t('assessments.table.notScored') : format.number(row.after)}</Table.Td>
              <Table.Td>
                {/* A colour without a shade is Mantine's text colour for the theme (shade 4 on the dark page):
                    shade 9 there read at 3.1:1 (teal) and 2.8:1 (red). */}
                <Text span fw={600} c={changeColour(row.change)} style={{ unicodeBidi: 'isolate' }}>
                  {row.change === null ? '' : format.number(row.change, { signDisplay: 'exceptZero' })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {row.goals.map((goal) => (
                    <Anchor key={goal.id} component={Link} to={`/goals/${goal.id}`} size="sm" dir="auto">
                      {goal.title}
                    </Anchor>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!sameScale(comparison.before, comparison.after) && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('assessments.table.rescaled', { min: format.number(comparison.before.scaleMin), max: format.number(comparison.before.scaleMax) })}
        </Text>
      )}
    </Table.ScrollContainer>
  );
}
