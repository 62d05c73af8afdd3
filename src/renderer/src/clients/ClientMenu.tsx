import { Button, Menu } from '@mantine/core';
import { IconArchive, IconChevronDown, IconFileExport, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../shared/contract';

interface Props {
  client: Client;
  onExport(): void;
  onArchive(archived: boolean): void;
  onTrash(): void;
}

/**
 * The client's rarer actions behind one button, so the page's header keeps to one row beside
 * the name: exporting for the client, archiving, and moving to the trash (undone from there).
 */
export function ClientMenu({ client, onExport, onArchive, onTrash }: Props) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} />}>
          {t('clients.page.more')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileExport size={16} />} onClick={onExport}>
          {t('dataexport.client.export')}
        </Menu.Item>
        {!client.trashedAt && (
          <>
            <Menu.Item leftSection={<IconArchive size={16} />} onClick={() => onArchive(!client.archivedAt)}>
              {t(client.archivedAt ? 'clients.page.unarchive' : 'clients.page.archive')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onTrash}>
              {t('clients.page.trash')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
