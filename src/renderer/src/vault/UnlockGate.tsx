import { Suspense, useState } from 'react';
import type { VaultStatus } from '../../../shared/contract';
import { Loading } from '../components/Loading';
import { lazyComponent } from '../layout/lazy-component';
import { UnlockScreen } from './UnlockScreen';

// Recovery, rarely needed, brings the passphrase meter's dictionaries with it.
const RecoverScreen = lazyComponent(() => import('./RecoverScreen'), 'RecoverScreen');

export function UnlockGate({ status }: { status: VaultStatus }) {
  const [recovering, setRecovering] = useState(false);
  if (!recovering) return <UnlockScreen status={status} onForgot={() => setRecovering(true)} />;
  return (
    <Suspense fallback={<Loading fullScreen />}>
      <RecoverScreen onBack={() => setRecovering(false)} />
    </Suspense>
  );
}
