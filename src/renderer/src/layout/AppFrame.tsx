import { AppShell, Burger, Button, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation } from 'react-router';
import { call, onEvent } from '../api/client';
import { useBackupStatusRefresh } from '../backups/queries';
import { holdsChangedForm } from '../app/unload-guard';
import { DiscardQuestion } from '../components/DiscardQuestion';
import { LeaveGuard } from '../components/LeaveGuard';
import { Loading } from '../components/Loading';
import { DemoBadge } from '../demo/DemoBadge';
import { KeptDraftsNotice } from '../notes/KeptDraftsNotice';
import { flushPendingSaves } from '../notes/pending-saves';
import { useErrorNotice } from '../i18n/useErrorNotice';
import { AppError } from '../../../shared/errors';
import { SearchBox } from '../search/SearchBox';
import { useReminderToasts } from '../scheduling/useReminderToasts';
import { ariaKeys } from '../shortcuts/shortcut-keys';
import { sectionShortcut, SHORTCUTS } from '../shortcuts/shortcuts';
import { ShortcutsHelp } from '../shortcuts/ShortcutsHelp';
import { useNavigationShortcuts } from '../shortcuts/useNavigationShortcuts';
import { useVaultAction } from '../vault/useVaultAction';
import { PAGES, SECTIONS } from './navigation';
import { useIdleLockNotice } from './useIdleLockNotice';
import { useNewDayRefresh } from './useNewDayRefresh';

/** Room for every section's name on one line in the four languages (the longest is Bulgarian's "Резервни копия и данни"). */
const NAV_WIDTH = 260;

/** The open practice: header with lock, navigation, and the current section. */
export function AppFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [navOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure();
  // Notes being typed are saved before the practice closes.
  // Not while a note could not be saved: locking would throw its text away.
  const lock = useVaultAction(async () => {
    if (!(await flushPendingSaves())) throw new AppError('NOTE_NOT_SAVED', 'A note could not be saved, so the practice was not locked.');
    return call('vault.lock', {});
  });
  const notice = useErrorNotice();
  const lockNow = () => lock.mutate(undefined, { onError: notice });
  // A form with changes would be lost with the page (notes are saved first instead): the coach is asked.
  const [askingToLock, setAskingToLock] = useState(false);
  const requestLock = () => (holdsChangedForm() ? setAskingToLock(true) : lockNow());
  // The shell's menu asks the page to lock, so what is being typed is saved first (menu.ts).
  useEffect(() => onEvent('vault.lockRequested', requestLock), [lock.mutate, notice]);
  useNavigationShortcuts();
  useIdleLockNotice();
  useReminderToasts();
  useNewDayRefresh();
  useBackupStatusRefresh();

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: NAV_WIDTH, breakpoint: 'sm', collapsed: { mobile: !navOpen } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger opened={navOpen} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
            <Text fw={700}>{t('app.name')}</Text>
            <DemoBadge />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SearchBox />
            <ShortcutsHelp />
            <Button variant="subtle" leftSection={<IconLock size={18} />} onClick={requestLock} loading={lock.isPending} aria-keyshortcuts={ariaKeys(SHORTCUTS.lock)}>
              {t('common.lockNow')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('nav.label')}>
        {SECTIONS.map(({ path, key, icon: Icon, marker: Marker }, index) => (
          <NavLink
            key={path}
            component={Link}
            to={path}
            label={t(`nav.${key}`)}
            leftSection={<Icon size={20} stroke={1.6} />}
            rightSection={Marker && <Marker />}
            active={path === '/' ? pathname === '/' : pathname.startsWith(path)}
            onClick={closeNav}
            aria-keyshortcuts={ariaKeys(sectionShortcut(index))}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <KeptDraftsNotice />
        <LeaveGuard />
        <DiscardQuestion
          opened={askingToLock}
          title={t('unsaved.lockTitle')}
          message={t('unsaved.lockMessage')}
          keep={t('unsaved.keepEditing')}
          discard={t('unsaved.lock')}
          onKeep={() => setAskingToLock(false)}
          onDiscard={() => {
            setAskingToLock(false);
            lockNow();
          }}
        />
        <Suspense fallback={<Loading />}>
          <Routes>
            {SECTIONS.map(({ path, element }) => (
              <Route key={path} path={path === '/' ? '/' : `${path}/*`} element={element} />
            ))}
            {PAGES.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Routes>
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
