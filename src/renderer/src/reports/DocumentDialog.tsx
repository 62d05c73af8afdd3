import { Alert, Box, Button, Center, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportDocument } from '../../../shared/contract';
import { LANGUAGE_NAME, LANGUAGES, type Language } from '../../../shared/languages';
import { PassphraseInput } from '../components/PassphraseInput';
import { useFocusBackWhenGone } from '../components/focus-back';
import { errorText } from '../i18n/error-text';
import { useDocument } from './useDocument';
import { HINT_BELOW } from '../components/hint-below';

interface Props {
  title: string;
  /** The document to show; null while the coach still fills in `fields` (a progress report's period). */
  document: ReportDocument | null;
  onClose(): void;
  /** Fields above the preview that shape the document. */
  fields?: ReactNode;
  /** The client's document language, shown before the first preview says which one it used. */
  clientLanguage?: Language;
}

/**
 * A document's preview inside the app with its language, an optional password for the saved
 * file, "save as" and print. Written in the client's document language unless another is
 * chosen here; the preview follows every change of `document` or language.
 */
export function DocumentDialog({ title, document, onClose, fields, clientLanguage }: Props) {
  const { t } = useTranslation();
  useFocusBackWhenGone();
  const frame = useRef<HTMLIFrameElement>(null);
  const { preview, generate, save, print } = useDocument(frame);
  const [language, setLanguage] = useState<Language | null>(null);
  const [password, setPassword] = useState('');
  const options = { language, password };
  const key = JSON.stringify([document, language]);

  useEffect(() => {
    if (document) generate.mutate({ document, options: { language, password: '' } });
    // Regenerate when what the document shows changes, not on every render of the form.
  }, [key]);

  const error = generate.error ?? save.error ?? print.error;
  const busy = generate.isPending;
  return (
    <Modal opened onClose={onClose} title={title} fullScreen closeButtonProps={{ 'aria-label': t('reports.dialog.close') }} data-testid="document-dialog">
      {/* The whole screen, the preview taking what the fields leave: a document wants room. */}
      <Stack h="calc(100dvh - 90px)" gap="sm">
        {fields}
        <Group align="start" wrap="wrap">
          <Select
            label={t('reports.dialog.language')}
            data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAME[l] }))}
            value={language ?? preview?.language ?? clientLanguage ?? null}
            onChange={(value) => value && setLanguage(value as Language)}
            allowDeselect={false}
            w={220}
            data-testid="document-language"
          />
          <PassphraseInput
            label={t('reports.dialog.password')}
            description={t('reports.dialog.passwordHint')}
            inputWrapperOrder={HINT_BELOW}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            autoComplete="new-password"
            miw={260}
            flex={1}
          />
          <Group gap="xs" mt={25}>
            <Button variant="default" leftSection={<IconPrinter size={18} />} disabled={!preview || !document} loading={print.isPending} onClick={() => document && print.mutate({ document, options })}>
              {t('reports.dialog.print')}
            </Button>
            <Button leftSection={<IconDownload size={18} />} disabled={!preview || !document} loading={save.isPending} onClick={() => document && save.mutate({ document, options })}>
              {t('reports.dialog.saveAs')}
            </Button>
          </Group>
        </Group>
        {error && <Alert color="red">{errorText(t, error)}</Alert>}
        <Box pos="relative" flex={1} mih={320} bd="1px solid var(--mantine-color-default-border)">
          {preview && <iframe ref={frame} src={preview.url} title={t('reports.dialog.preview')} style={{ border: 0, width: '100%', height: '100%', display: 'block' }} data-testid="pdf-preview" />}
          {(busy || !preview) && (
            <Center pos="absolute" inset={0} bg="var(--mantine-color-body)">
              {busy ? <Loader aria-label={t('reports.dialog.generating')} /> : <Text c="dimmed">{t('reports.dialog.fillIn')}</Text>}
            </Center>
          )}
        </Box>
      </Stack>
    </Modal>
  );
}
