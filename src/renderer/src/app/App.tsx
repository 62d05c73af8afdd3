import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { createHashRouter, RouterProvider } from 'react-router';
import { hasTransport, onEvent } from '../api/client';
import { Loading } from '../components/Loading';
import { AppFrame } from '../layout/AppFrame';
import { lazyComponent } from '../layout/lazy-component';
import { UnlockGate } from '../vault/UnlockGate';
import { NotConnected } from './NotConnected';
import { queryClient, vaultStatusQuery } from './queries';
import { useColorSchemeSync } from './useColorSchemeSync';

// Set-up happens once: its passphrase meter's dictionaries load only then.
const SetupFlow = lazyComponent(() => import('../vault/SetupFlow'), 'SetupFlow');

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
  if (!status) return <Loading fullScreen />;
  if (status.state === 'new') {
    return (
      <Suspense fallback={<Loading fullScreen />}>
        <SetupFlow />
      </Suspense>
    );
  }
  if (status.state === 'locked') return <UnlockGate status={status} />;
  return <PracticeRouter />;
}

/** A data router, so that a page with changes not yet saved can hold a navigation (useBlocker). */
function PracticeRouter() {
  const [router] = useState(() => createHashRouter([{ path: '*', element: <AppFrame /> }]));
  return <RouterProvider router={router} />;
}
