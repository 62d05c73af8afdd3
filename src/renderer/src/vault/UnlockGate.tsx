import { useState } from 'react';
import type { VaultStatus } from '../../../shared/contract';
import { RecoverScreen } from './RecoverScreen';
import { UnlockScreen } from './UnlockScreen';

export function UnlockGate({ status }: { status: VaultStatus }) {
  const [recovering, setRecovering] = useState(false);
  return recovering ? <RecoverScreen onBack={() => setRecovering(false)} /> : <UnlockScreen status={status} onForgot={() => setRecovering(true)} />;
}
