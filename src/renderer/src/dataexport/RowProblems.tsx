import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RejectedRow } from '../../../shared/contract';
import { Sentence } from '../components/Sentence';
import { VerticalScroll } from '../components/VerticalScroll';
import { useFormatters } from '../i18n/useFormatters';

/** Each refused row by the number a spreadsheet shows, with what is wrong in the coach's words. */
export function RowProblems({ rows }: { rows: RejectedRow[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <VerticalScroll mah={320}>
      <List spacing="xs" data-testid="row-problems">
        {rows.map(({ row, problems }) => (
          <List.Item key={row}>
            <Text span fw={600}>
              {t('dataexport.wizard.rowNumber', { row: format.number(row) })}
            </Text>{' '}
            {problems.map((problem, index) => (
              <Text span key={index}>
                {/* The file's value isolated: in Persian "2024-02-30" read "30-02" on one line and "-2024" on the next. */}
                <Sentence k={`dataexport.wizard.problems.${problem.code}`} values={{ value: problem.value ?? '' }} plain={{ field: problem.field ? t(`dataexport.wizard.fields.${problem.field}`) : '' }} />{' '}
              </Text>
            ))}
          </List.Item>
        ))}
      </List>
    </VerticalScroll>
  );
}
