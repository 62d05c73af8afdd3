import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_TEXT, type DialogKind } from '../../../shared/contract';
import { AbsolutePath } from '../../../shared/settings';
import { call } from '../api/client';
import { useFocusBackWhenGone } from '../components/focus-back';

interface Request {
  kind: DialogKind;
  resolve(path: string | null): void;
}

/**
 * Choosing a file or folder: the operating system's own picker in the desktop app; in a
 * browser (which cannot hand over real paths) a box to type the full path, checked as typed.
 */
export function usePathChooser(nativeDialogs: boolean): { choose(kind: DialogKind, defaultName?: string): Promise<string | null>; prompt: ReactNode } {
  const [request, setRequest] = useState<Request | null>(null);
  const choose = useCallback(
    async (kind: DialogKind, defaultName?: string) => {
      if (nativeDialogs) return (await call('dialog.pick', { kind, defaultName })).path;
      return new Promise<string | null>((resolve) => setRequest({ kind, resolve }));
    },
    [nativeDialogs],
  );
  const finish = (path: string | null) => {
    request?.resolve(path);
    setRequest(null);
  };
  return { choose, prompt: request && <PathPrompt kind={request.kind} onDone={finish} /> };
}

function PathPrompt({ kind, onDone }: { kind: DialogKind; onDone(path: string | null): void }) {
  const { t } = useTranslation();
  useFocusBackWhenGone();
  const [value, setValue] = useState('');
  const path = value.trim();
  const valid = AbsolutePath.safeParse(path).success;
  return (
    <Modal opened onClose={() => onDone(null)} title={t(`${DIALOG_TEXT[kind]}.title`)} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onDone(path);
        }}
      >
        <Stack>
          <Text size="sm">{t(`${DIALOG_TEXT[kind]}.description`)}</Text>
          <TextInput
            label={t('backups.pathPrompt.label')}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={path && !valid ? t('backups.pathPrompt.notFullPath') : undefined}
            dir="ltr"
            spellCheck={false}
            autoFocus
            data-testid="path-input"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onDone(null)}>
              {t('backups.cancel')}
            </Button>
            <Button type="submit" disabled={!valid}>
              {t('backups.pathPrompt.use')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
