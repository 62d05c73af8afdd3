import { ActionIcon, Group, Modal, Table, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKeyboard } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onEvent } from '../api/client';
import { SECTIONS } from '../layout/navigation';
import { ariaKeys, type Shortcut } from './shortcut-keys';
import { ShortcutKeys } from './ShortcutKeys';
import { sectionShortcut, SHORTCUTS } from './shortcuts';
import { useShortcuts } from './useShortcuts';

const HELP_KEYS = [SHORTCUTS.help, SHORTCUTS.helpBare];

/** The header's keyboard button and the list of shortcuts it opens (also Ctrl+/ and the menu's Help). */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure();
  useShortcuts([
    [SHORTCUTS.help, open],
    [SHORTCUTS.helpBare, open],
  ]);
  useEffect(() => onEvent('app.shortcutsRequested', open), [open]);
  const rows: [string, Shortcut[]][] = [
    [t('search.open'), [SHORTCUTS.search]],
    [t('clients.add'), [SHORTCUTS.newClient]],
    ...SECTIONS.map(({ key }, index): [string, Shortcut[]] => [t('shortcuts.goTo', { page: t(`nav.${key}`) }), [sectionShortcut(index)]]),
    [t('common.lockNow'), [SHORTCUTS.lock]],
    [t('shortcuts.title'), HELP_KEYS],
  ];

  return (
    <>
      <Tooltip label={<KeysLabel label={t('shortcuts.title')} shortcuts={HELP_KEYS} />}>
        <ActionIcon variant="subtle" size="lg" aria-label={t('shortcuts.title')} aria-keyshortcuts={HELP_KEYS.map(ariaKeys).join(' ')} onClick={open}>
          <IconKeyboard size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={t('shortcuts.title')}>
        <Table verticalSpacing={6} aria-label={t('shortcuts.title')}>
          <Table.Tbody>
            {rows.map(([label, shortcuts]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                {/* As narrow as its keys, so they stand at the row's end. */}
                <Table.Td w="1%">
                  <EitherKeys shortcuts={shortcuts} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Modal>
    </>
  );
}

/** Each way to press it, "or" between them. */
function EitherKeys({ shortcuts }: { shortcuts: Shortcut[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      {shortcuts.map((shortcut, index) => (
        <Group key={shortcut.key} gap={6} wrap="nowrap">
          {index > 0 && (
            <Text span size="sm">
              {t('common.or')}
            </Text>
          )}
          <ShortcutKeys shortcut={shortcut} />
        </Group>
      ))}
    </Group>
  );
}

/** The button's name with its keys, for its tooltip. */
function KeysLabel({ label, shortcuts }: { label: string; shortcuts: Shortcut[] }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {label}
      <EitherKeys shortcuts={shortcuts} />
    </Group>
  );
}
