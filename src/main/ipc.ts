import { ipcMain, type WebFrameMain } from 'electron';
import type { Core } from '../core/core';
import { IPC_INVOKE, type CallResult } from '../shared/ipc';
import { rendererUrl } from './window';

/** Only our own page, in a top-level frame, may call the core. */
function isTrustedSender(frame: WebFrameMain | null): boolean {
  if (!frame || frame.parent) return false;
  const expected = new URL(rendererUrl());
  const actual = new URL(frame.url);
  return actual.origin === expected.origin && actual.pathname === expected.pathname;
}

export function bindContract(core: Core): void {
  ipcMain.handle(IPC_INVOKE, async (event, method: unknown, input: unknown): Promise<CallResult> => {
    if (!isTrustedSender(event.senderFrame)) {
      return { ok: false, error: { code: 'UNKNOWN_METHOD', message: 'Calls are only accepted from the Coachdesk window.' } };
    }
    // dispatch validates the method and input against the contract and maps every error.
    return core.dispatch(method, input);
  });
}
