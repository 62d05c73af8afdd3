import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HashRouter } from 'react-router';
import { hasTransport, onEvent } from '../api/client';
import { AppFrame } from '../layout/AppFrame';
import { SetupFlow } from '../vault/SetupFlow';
import { UnlockGate } from '../vault/UnlockGate';
import { NotConnected } from './NotConnected';
import { queryClient, vaultStatusQuery } from './queries';
import { useColorSchemeSync } from './useColorSchemeSync';

/** Shows setup, the lock screen or the practice, depending on the vault's state. */
export function App() {
  const { data: status } = useQuery({ ...vaultStatusQuery, enabled: hasTransport });
  useColorSchemeSync(status?.theme);

  useEffect(() => {
    const offLocked = onEvent('vault.locked', () => {
      // Nothing read while unlocked stays in memory once the practice is locked (a note's text
      // that could not be saved is kept, so it is not lost: notes/kept-drafts.ts).
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'vault.status' });
      void queryClient.invalidateQueries({ queryKey: vaultStatusQuery.queryKey });
    });
    const offSettings = onEvent('settings.changed', () => {
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
      void queryClient.invalidateQueries({ queryKey: vaultStatusQuery.queryKey });
    });
    return () => {
      offLocked();
      offSettings();
    };
  }, []);

  if (!hasTransport) return <NotConnected />;
  if (!status) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  if (status.state === 'new') return <SetupFlow />;
  if (status.state === 'locked') return <UnlockGate status={status} />;
  return (
    <HashRouter>
      <AppFrame />
    </HashRouter>
  );
}
