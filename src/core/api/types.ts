import type { Method, Output, ParsedInput } from '../../shared/contract';
import type { CallResult } from '../../shared/ipc';
import type { CoreContext } from '../context';

export type Handler<M extends Method> = (input: ParsedInput<M>, context: CoreContext) => Promise<Output<M>> | Output<M>;

/** A feature's handlers for its part of the contract; the compiler checks each signature. */
export type HandlerGroup<M extends Method> = { [K in M]: Handler<K> };

export type Handlers = HandlerGroup<Method>;

export type { CallResult };
