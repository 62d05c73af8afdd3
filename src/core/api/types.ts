import type { Method, Output, ParsedInput } from '../../shared/contract';
import type { AppErrorShape } from '../../shared/errors';
import type { CoreContext } from '../context';

export type Handler<M extends Method> = (input: ParsedInput<M>, context: CoreContext) => Promise<Output<M>> | Output<M>;

/** A feature's handlers for its part of the contract; the compiler checks each signature. */
export type HandlerGroup<M extends Method> = { [K in M]: Handler<K> };

export type Handlers = HandlerGroup<Method>;

/** What crosses IPC or HTTP: Electron loses custom error fields, so errors travel as values. */
export type CallResult<T = unknown> = { ok: true; value: T } | { ok: false; error: AppErrorShape };
