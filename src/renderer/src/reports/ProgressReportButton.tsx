import { Box, Button, Textarea } from '@mantine/core';
import { IconChartLine, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDocument } from '../../../shared/contract';
import { isoDateOf } from '../../../shared/i18n/format';
import { DateInput } from '../components/DateInput';
import { FieldGrid } from '../components/FieldGrid';
import { clientQuery } from '../scheduling/queries';
import { DocumentDialog } from './DocumentDialog';

/** "Progress report": choose the period and write the summary, then preview, save or print. */
export function ProgressReportButton({ clientId, variant = 'default' }: { clientId: number; variant?: 'default' | 'light' | 'filled' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} leftSection={<IconChartLine size={18} />} onClick={() => setOpen(true)}>
        {t('reports.progressButton')}
      </Button>
      {open && <ProgressReportDialog clientId={clientId} onClose={() => setOpen(false)} />}
    </>
  );
}

function ProgressReportDialog({ clientId, onClose }: { clientId: number; onClose(): void }) {
  const { t } = useTranslation();
  const { data: client } = useQuery(clientQuery(clientId));
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [summary, setSummary] = useState('');
  // The preview shows the period and summary as they were when "Preview" was pressed.
  const [document, setDocument] = useState<ReportDocument | null>(null);
  // "To" left empty is today in the client's zone, as the report takes it: a start after today runs backwards too.
  const end = to ?? isoDateOf(new Date(), client?.timeZone);
  const backwards = Boolean(from && from > end);
  const fields = (
    // In a grid, the boxes in one row whatever shows under them: the period's error moved "To" up.
    <FieldGrid cols={4} spacing="md" style={{ gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr) auto' }}>
      <DateInput label={t('reports.progressForm.from')} description={t('reports.progressForm.fromHint')} value={from} onChange={setFrom} maxDate={to ?? undefined} data-testid="report-from" data-autofocus />
      <DateInput label={t('reports.progressForm.to')} description={t('reports.progressForm.toHint')} value={to} onChange={setTo} minDate={from ?? undefined} error={backwards ? t('reports.progressForm.backwards') : undefined} data-testid="report-to" />
      <Textarea
        label={t('reports.progressForm.summary')}
        description={t('reports.progressForm.summaryHint')}
        value={summary}
        onChange={(e) => setSummary(e.currentTarget.value)}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={20_000}
      />
      {/* In the boxes' row, as far below the labels as Mantine sets a box. */}
      <Box>
        <Button variant="light" leftSection={<IconRefresh size={18} />} disabled={backwards} onClick={() => setDocument({ kind: 'progressReport', clientId, from, to, summary: summary.trim() || null })} style={{ gridRow: 2, alignSelf: 'start', marginTop: 'calc(var(--mantine-spacing-xs) / 2)' }}>
          {t('reports.progressForm.preview')}
        </Button>
      </Box>
    </FieldGrid>
  );
  return <DocumentDialog title={t('reports.progressTitle')} document={document} onClose={onClose} fields={fields} clientLanguage={client?.documentLanguage} />;
}
