import type { AppErrorShape } from './errors';

/**
 * What crosses IPC or HTTP. Electron drops custom fields from thrown errors, so failures
 * travel as values and the renderer's client turns them back into exceptions.
 */
export type CallResult<T = unknown> = { ok: true; value: T } | { ok: false; error: AppErrorShape };

/** The IPC channels; the preload and main agree on these and nothing else. */
export const IPC_INVOKE = 'coachdesk:invoke';
export const IPC_EVENT = 'coachdesk:event';

export interface EventMessage {
  name: string;
  payload: unknown;
}

/** Exposed by the preload as `window.coachdesk`: one invoke, one subscription. */
export interface PreloadApi {
  invoke(method: string, input: unknown): Promise<CallResult>;
  on(event: string, handler: (payload: unknown) => void): () => void;
}
