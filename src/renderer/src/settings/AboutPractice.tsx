import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { practiceAboutQuery } from '../app/queries';
import { UserText } from '../components/UserText';
import { useFormatters } from '../i18n/useFormatters';
import { SettingsSection } from './SettingsSection';

export function AboutPractice() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data } = useQuery(practiceAboutQuery);
  if (!data) return null;
  const rows: [string, string][] = [
    [t('settings.version'), format.digits(data.appVersion)],
    [t('settings.dataFolder'), data.dataDir],
    [t('settings.schemaVersion'), format.number(data.schemaVersion)],
    [t('settings.encryption'), t('settings.encryptionValue', { library: data.cipherLibrary, cipher: data.cipher })],
  ];
  return (
    <SettingsSection title={t('settings.about')}>
      <Table>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="35%">{label}</Table.Th>
              <Table.Td style={{ wordBreak: 'break-all' }}>
                <UserText>{value}</UserText>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SettingsSection>
  );
}
