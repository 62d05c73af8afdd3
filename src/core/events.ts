import { EventEmitter } from 'node:events';
import type { EventName, EventPayload } from '../shared/contract';

/** Typed events from the core; the shell forwards them over IPC, the bridge as a stream. */
export class CoreEvents {
  private readonly emitter = new EventEmitter();

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    this.emitter.emit(name, payload);
    this.emitter.emit('*', name, payload);
  }

  on<E extends EventName>(name: E, listener: (payload: EventPayload<E>) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }

  onAny(listener: (name: EventName, payload: unknown) => void): () => void {
    this.emitter.on('*', listener);
    return () => this.emitter.off('*', listener);
  }
}
