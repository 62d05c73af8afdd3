import { Alert, Button, Checkbox, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDidUpdate } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnMapping, LegacyEncoding } from '../../../shared/contract';
import { call } from '../api/client';
import { DialogFooter } from '../components/DialogFooter';
import { UserText } from '../components/UserText';
import { errorText } from '../i18n/error-text';
import { useFormatters } from '../i18n/useFormatters';
import { refreshScheduling } from '../scheduling/queries';
import { EncodingChoice } from './EncodingChoice';
import { MappingStep } from './MappingStep';
import { RowProblems } from './RowProblems';

interface Props {
  path: string | null;
  onClose(): void;
  onChooseAgain(): void;
}

/**
 * File → columns → check → import. Every step reads the file again in the core (nothing is
 * written until the last one), and the import names the file's fingerprint, so a file changed
 * in between is refused rather than imported unseen.
 */
export function CsvImportWizard({ path, onClose, onChooseAgain }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [step, setStep] = useState(0);
  const [mapping, setMapping] = useState<ColumnMapping | undefined>(undefined);
  // Chosen by the coach for a file not in Unicode; until then the core guesses.
  const [encoding, setEncoding] = useState<LegacyEncoding | undefined>(undefined);
  const [acceptGood, setAcceptGood] = useState(false);
  useEffect(() => {
    setStep(0);
    setMapping(undefined);
    setEncoding(undefined);
    setAcceptGood(false);
  }, [path]);
  const preview = useQuery({
    queryKey: ['import.csvPreview', path, mapping, encoding],
    queryFn: () => call('import.csvPreview', { path: path!, mapping, encoding }),
    enabled: path !== null,
    retry: false,
    gcTime: 0,
    placeholderData: (previous) => previous,
  });
  const data = preview.data;
  const effective = mapping ?? data?.mapping ?? {};
  // The import reads the file in the encoding the coach saw it previewed in, guessed or chosen.
  const readAs = LegacyEncoding.safeParse(data?.encoding).data;
  const shownEncoding = encoding ?? readAs;
  const chooseEncoding = (next: LegacyEncoding) => {
    // The column names are read anew in it: a mapping to the old names would match none.
    setMapping(undefined);
    setEncoding(next);
  };
  const run = useMutation({
    mutationFn: () => call('import.csvCommit', { path: path!, mapping: effective, encoding: readAs, fingerprint: data!.fingerprint, acceptGoodRows: acceptGood }),
    onSuccess: ({ imported }) => {
      void refreshScheduling();
      notifications.show({ color: 'teal', message: t('dataexport.wizard.imported', { count: imported }) });
      run.reset();
      onClose();
    },
  });
  const bad = data?.rejected.length ?? 0;
  const good = data?.accepted ?? 0;
  const canImport = good > 0 && (bad === 0 || acceptGood);
  // "Import" takes "Next"'s place on the last step, and the focus would go with "Next" to the
  // page's body: it goes to the box that allows a partial import, or to "Import".
  const acceptBox = useRef<HTMLInputElement>(null);
  const importButton = useRef<HTMLButtonElement>(null);
  useDidUpdate(() => {
    if (step === 3) (acceptBox.current ?? importButton.current)?.focus();
  }, [step]);

  return (
    <Modal opened={path !== null} onClose={onClose} title={t('dataexport.wizard.title')} size="xl">
      <Stack>
        {/* Step numbers in the coach's digits (Persian in fa). */}
        <Stepper active={step} onStepClick={(next) => data && setStep(next)} size="sm">
          <Stepper.Step label={t('dataexport.wizard.steps.file')} icon={format.number(1)}>
            <Stack>
              <Text size="sm">{t('dataexport.wizard.fileDescription')}</Text>
              {path && <UserText fw={600}>{path}</UserText>}
              {data && (
                <Text data-testid="csv-detected">
                  {t('dataexport.wizard.detected', {
                    count: data.rows,
                    delimiter: t(`dataexport.wizard.delimiters.${data.delimiter === ';' ? 'semicolon' : 'comma'}`),
                    encoding: t(`dataexport.wizard.encodings.${data.encoding}`),
                  })}
                </Text>
              )}
              {/* Kept when the file cannot be read in the one chosen (no name column found), to choose again. */}
              {shownEncoding && <EncodingChoice encoding={shownEncoding} chosen={encoding !== undefined} headers={data?.headers ?? []} onChange={chooseEncoding} />}
              <Group>
                <Button variant="default" onClick={onChooseAgain}>
                  {t('dataexport.wizard.chooseFile')}
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('dataexport.wizard.steps.mapping')} icon={format.number(2)}>{data && <MappingStep preview={data} mapping={effective} onChange={setMapping} />}</Stepper.Step>
          <Stepper.Step label={t('dataexport.wizard.steps.problems')} icon={format.number(3)}>
            {data &&
              (bad === 0 ? (
                <Text data-testid="csv-all-good">{t('dataexport.wizard.allGood', { count: good })}</Text>
              ) : (
                <Stack>
                  <Text>{t('dataexport.wizard.someBad', { good: format.number(good), rows: format.number(data.rows) })}</Text>
                  <RowProblems rows={data.rejected} />
                </Stack>
              ))}
          </Stepper.Step>
          <Stepper.Step label={t('dataexport.wizard.steps.confirm')} icon={format.number(4)}>
            <Stack>
              {good === 0 ? <Text>{t('dataexport.wizard.nothingToImport')}</Text> : <Text>{t('dataexport.wizard.confirmCount', { count: good })}</Text>}
              {bad > 0 && good > 0 && (
                <Checkbox
                  ref={acceptBox}
                  checked={acceptGood}
                  onChange={(event) => setAcceptGood(event.currentTarget.checked)}
                  label={t('dataexport.wizard.acceptGood', { good: format.number(good), bad: format.number(bad) })}
                />
              )}
            </Stack>
          </Stepper.Step>
        </Stepper>
        {(preview.error || run.error) && (
          <Alert color="red" role="alert">
            {errorText(t, run.error ?? preview.error)}
          </Alert>
        )}
        <DialogFooter>
          <Button variant="default" onClick={step === 0 ? onClose : () => setStep(step - 1)}>
            {step === 0 ? t('dataexport.wizard.cancel') : t('dataexport.wizard.back')}
          </Button>
          {step < 3 ? (
            <Button onClick={() => setStep(step + 1)} disabled={!data || preview.isFetching || (step === 1 && !effective.name)}>
              {t('dataexport.wizard.next')}
            </Button>
          ) : (
            <Button ref={importButton} onClick={() => run.mutate()} loading={run.isPending} disabled={!canImport}>
              {t('dataexport.wizard.import')}
            </Button>
          )}
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
