import { ipcMain } from 'electron';
import type { Core } from '../core/core';
import { IPC_INVOKE, type CallResult } from '../shared/ipc';
import { isTrustedFrame } from './policy';
import { rendererUrl } from './window';

export function bindContract(core: Core): void {
  ipcMain.handle(IPC_INVOKE, async (event, method: unknown, input: unknown): Promise<CallResult> => {
    const frame = event.senderFrame;
    if (!frame || !isTrustedFrame(frame.url, frame.parent === null, rendererUrl())) {
      return { ok: false, error: { code: 'UNKNOWN_METHOD', message: 'Calls are only accepted from the Coachdesk window.' } };
    }
    // dispatch validates the method and input against the contract and maps every error.
    return core.dispatch(method, input);
  });
}
