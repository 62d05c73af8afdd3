import { ZodError, type ZodType } from 'zod';
import { contract, isMethod } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import type { CoreContext } from '../context';
import { toErrorShape } from './error-mapping';
import type { CallResult, Handlers } from './types';

/**
 * The one entrance to the core for the shell, the bridge and the CLI: the method must be
 * in the contract, the input must match its schema, no restore may be running (restore-gate.ts),
 * `unlocked` calls need an open vault, and a file or folder named in the desktop app must be
 * one the coach chose or the core handed out (fs/path-grants.ts).
 */
export async function dispatch(handlers: Handlers, context: CoreContext, method: unknown, input: unknown): Promise<CallResult> {
  try {
    if (!isMethod(method)) {
      const name = typeof method === 'string' ? method.slice(0, 60) : `a ${typeof method}`;
      throw new AppError('UNKNOWN_METHOD', `"${name}" is not a Coachdesk call.`);
    }
    const spec = contract[method];
    // A call without arguments may omit its input; anything else must match the schema.
    const parsed = parseInput(spec.input, input === undefined ? {} : input);
    const handler = handlers[method] as (input: unknown, context: CoreContext) => unknown;
    // The gate first: while a restore has the practice closed, "a restore is running" is the truth, not "locked".
    const value = await context.restoreGate.pass(method, async () => {
      if (spec.access === 'unlocked' && !context.vault.isUnlocked) {
        throw new AppError('LOCKED', 'The practice is locked. Unlock it with your passphrase to continue.');
      }
      context.pathGrants.check(method, parsed, context);
      return handler(parsed, context);
    });
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: toErrorShape(error) };
  }
}

/**
 * Zod's own checks can throw on a value built to confuse them (4.6.7 compares a `length` that
 * has no primitive value, a null-prototype object, and throws a TypeError): that is malformed
 * input, and must say so rather than "something went wrong inside Coachdesk".
 */
function parseInput(schema: ZodType, input: unknown): unknown {
  try {
    return schema.parse(input);
  } catch (error) {
    if (error instanceof ZodError) throw error;
    throw new AppError('INVALID_INPUT', 'Some of the information given is not valid. Correct it and try again.');
  }
}
