import { AppShell, Burger, Button, Group, NavLink, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
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
/**
 * Below it (992 px: a 1366-pixel laptop at 150 %, or any window zoomed in) the navigation folds
 * into the header's menu button: beside it the pages had 600-odd pixels, and tables scrolled
 * sideways with their buttons out of sight.
 */
const NAV_FOLDS_BELOW = 'md';

/** The open practice: header with lock, navigation, and the current section. */
export function AppFrame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [navOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure();
  const burger = useRef<HTMLButtonElement>(null);
  // Folded away, the navigation is out of sight: out of the Tab order too.
  const folded = useMediaQuery(`(width < ${useMantineTheme().breakpoints[NAV_FOLDS_BELOW]})`) ?? false;
  // A section opened by its shortcut folds the navigation away too, as a click on its link does.
  useEffect(closeNav, [pathname, closeNav]);
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
    <AppShell header={{ height: 56 }} navbar={{ width: NAV_WIDTH, breakpoint: NAV_FOLDS_BELOW, collapsed: { mobile: !navOpen } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger ref={burger} opened={navOpen} aria-expanded={navOpen} onClick={toggleNav} hiddenFrom={NAV_FOLDS_BELOW} size="sm" aria-label={t('nav.toggle')} />
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
      <AppShell.Navbar
        p="xs"
        aria-label={t('nav.label')}
        inert={folded && !navOpen}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !folded || !navOpen) return;
          closeNav();
          burger.current?.focus();
        }}
      >
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
