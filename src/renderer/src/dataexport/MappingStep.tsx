import { Group, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ColumnMapping, type CsvPreview, ImportField } from '../../../shared/contract';
import { LANGUAGE_NAME } from '../../../shared/languages';
import { UserText } from '../components/UserText';
import { useFormatters } from '../i18n/useFormatters';

const NONE = '';
/** Values that read wrongly broken ("+359 / 88 123 / 4567", "2024-02- / 30"): the long text around them wraps instead. */
const ONE_LINE: ReadonlySet<ImportField> = new Set(['email', 'phone', 'startDate', 'code']);

/** Which column fills each field, and the first rows as they would be imported. */
export function MappingStep({ preview, mapping, onChange }: { preview: CsvPreview; mapping: ColumnMapping; onChange(next: ColumnMapping): void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = [{ value: NONE, label: t('dataexport.wizard.notImported') }, ...preview.headers.filter(Boolean).map((header) => ({ value: header, label: header }))];
  const mapped = ImportField.options.filter((field) => mapping[field]);
  const refused = new Set(preview.rejected.map(({ row }) => row));
  const refusedShown = preview.preview.filter(({ row }) => refused.has(row)).length;
  const set = (field: ImportField, header: string | null) => {
    const next = { ...mapping };
    if (header) next[field] = header;
    else delete next[field];
    onChange(next);
  };
  return (
    <Stack>
      <Text size="sm">{t('dataexport.wizard.mappingDescription')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {ImportField.options.map((field) => (
          <Select
            key={field}
            label={t(`dataexport.wizard.fields.${field}`)}
            required={field === 'name'}
            data={columns}
            value={mapping[field] ?? NONE}
            onChange={(value) => set(field, value)}
            allowDeselect={false}
            searchable
            renderOption={({ option }) => <UserText>{option.label}</UserText>}
          />
        ))}
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('dataexport.wizard.previewTitle')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped withTableBorder data-testid="csv-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dataexport.wizard.row')}</Table.Th>
              {mapped.map((field) => (
                <Table.Th key={field}>{t(`dataexport.wizard.fields.${field}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.preview.map((previewRow) => (
              <Table.Tr key={previewRow.row} bg={refused.has(previewRow.row) ? 'var(--mantine-color-red-light)' : undefined} data-refused={refused.has(previewRow.row) || undefined}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {format.number(previewRow.row)}
                    {refused.has(previewRow.row) && <IconAlertTriangle size={16} color="var(--mantine-color-red-light-color)" aria-label={t('dataexport.wizard.rowRefused')} role="img" />}
                  </Group>
                </Table.Td>
                {mapped.map((field) => (
                  <Table.Td key={field} style={{ whiteSpace: ONE_LINE.has(field) ? 'nowrap' : 'pre-wrap' }}>
                    <PreviewValue field={field} row={previewRow} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {refusedShown > 0 && (
        <Text size="sm" data-testid="csv-preview-refused">
          {t('dataexport.wizard.previewRefused', { count: refusedShown })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A value as it will be imported: the day as it will be saved, in the coach's calendar (a Jalali
 * date in the file converted, so a misread one shows), and a status and a document language as
 * the app names them, whichever way the file wrote them ("Пауза" shows as "Paused", "bg" as
 * "Български"); anything else as the file has it.
 */
function PreviewValue({ field, row }: { field: ImportField; row: CsvPreview['preview'][number] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (field === 'startDate' && row.startDate) return format.date(row.startDate);
  if (field === 'status' && row.status) return t(`clients.statuses.${row.status}`);
  if (field === 'language' && row.language) return <span lang={row.language}>{LANGUAGE_NAME[row.language]}</span>;
  return <UserText>{row.values[field] ?? ''}</UserText>;
}
