import { Button, type ButtonProps } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentDialog } from './DocumentDialog';

/** "Summary (PDF)": the session's summary for the client, previewed in the app, then saved or printed. */
export function SessionSummaryButton({ sessionId, variant = 'default' }: { sessionId: number; variant?: ButtonProps['variant'] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} leftSection={<IconFileTypePdf size={18} />} onClick={() => setOpen(true)}>
        {t('reports.summaryButton')}
      </Button>
      {open && <DocumentDialog title={t('reports.summaryTitle')} document={{ kind: 'sessionSummary', sessionId }} onClose={() => setOpen(false)} />}
    </>
  );
}
