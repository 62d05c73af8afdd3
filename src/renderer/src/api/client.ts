import type { EventName, EventPayload, Input, Method, Output } from '../../../shared/contract';
import { AppError } from '../../../shared/errors';
import type { PreloadApi } from '../../../shared/ipc';
import { bridgeToken, createBridgeTransport } from './bridge-transport';

declare global {
  interface Window {
    coachdesk?: PreloadApi;
  }
}

/** The renderer knows only the contract: Electron's preload when present, else the bridge. */
function pickTransport(): PreloadApi | null {
  if (window.coachdesk) return window.coachdesk;
  const token = bridgeToken();
  return token ? createBridgeTransport(token) : null;
}

const transport = pickTransport();

export const hasTransport = transport !== null;

export async function call<M extends Method>(method: M, input: Input<M>): Promise<Output<M>> {
  if (!transport) throw new AppError('INTERNAL', 'Coachdesk is not connected.');
  const result = await transport.invoke(method, input);
  if (!result.ok) throw new AppError(result.error.code, result.error.message, result.error.details);
  return result.value as Output<M>;
}

export function onEvent<E extends EventName>(name: E, handler: (payload: EventPayload<E>) => void): () => void {
  return transport ? transport.on(name, handler as (payload: unknown) => void) : () => {};
}
