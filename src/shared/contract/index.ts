import type { z } from 'zod';
import { actionsContract } from './actions';
import { appContract } from './app';
import { assessmentsContract } from './assessments';
import { calendarContract } from './calendar';
import { demoContract } from './demo';
import { clientsContract } from './clients';
import { backupContract } from './backup';
import { dataExportContract } from './dataexport';
import type { MethodSpec } from './define';
import { goalsContract } from './goals';
import { notesContract } from './notes';
import { packagesContract } from './packages';
import { reportsContract } from './reports';
import { searchContract } from './search';
import { sessionsContract } from './sessions';
import { vaultContract } from './vault';

export * from './actions';
export * from './app';
export * from './assessments';
export * from './calendar';
export * from './demo';
export * from './clients';
export * from './backup';
export * from './dataexport';
export * from './events';
export * from './goals';
export * from './notes';
export * from './packages';
export * from './reports';
export * from './rich-text';
export * from './search';
export * from './sessions';
export * from './vault';
export type { Access, MethodSpec } from './define';

/** Every call the renderer or the CLI can make, with its input and output schema. */
export const contract = {
  ...vaultContract,
  ...appContract,
  ...clientsContract,
  ...packagesContract,
  ...sessionsContract,
  ...calendarContract,
  ...backupContract,
  ...goalsContract,
  ...assessmentsContract,
  ...notesContract,
  ...actionsContract,
  ...searchContract,
  ...dataExportContract,
  ...reportsContract,
  ...demoContract,
} satisfies Record<string, MethodSpec>;

export type Contract = typeof contract;
export type Method = keyof Contract;
/** What a caller may send (defaults still optional). */
export type Input<M extends Method> = z.input<Contract[M]['input']>;
/** What a handler receives after validation. */
export type ParsedInput<M extends Method> = z.output<Contract[M]['input']>;
export type Output<M extends Method> = z.output<Contract[M]['output']>;

export function isMethod(name: unknown): name is Method {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}
