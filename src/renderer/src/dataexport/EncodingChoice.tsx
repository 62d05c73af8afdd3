import { Alert, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegacyEncoding } from '../../../shared/contract';
import { Sentence } from '../components/Sentence';
import { useFormatters } from '../i18n/useFormatters';

/**
 * For a file not in Unicode: the character set its letters were read in, guessed by the core,
 * or `chosen` by the coach, with the file's column names read in it, so that garbled names show
 * before anything else.
 */
export function EncodingChoice({ encoding, chosen, headers, onChange }: { encoding: LegacyEncoding; chosen: boolean; headers: string[]; onChange(next: LegacyEncoding): void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Alert color="yellow" data-testid="csv-encoding">
      <Stack gap="xs">
        <Text size="sm">{t(chosen ? 'dataexport.wizard.legacyEncodingChosen' : 'dataexport.wizard.legacyEncoding')}</Text>
        <Select
          label={t('dataexport.wizard.encodingLabel')}
          data={LegacyEncoding.options.map((value) => ({ value, label: t(`dataexport.wizard.encodings.${value}`) }))}
          value={encoding}
          onChange={(value) => value && onChange(value as LegacyEncoding)}
          allowDeselect={false}
          maw={360}
        />
        {headers.length > 0 && (
          <Text size="sm">
            <Sentence k="dataexport.wizard.columns" values={{ headers: format.list(headers.filter(Boolean)) }} />
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
