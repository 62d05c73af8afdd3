import type { z } from 'zod';

/**
 * `public` calls work while the vault is locked (unlock, setup, status);
 * `unlocked` calls are refused with LOCKED until it is open.
 */
export type Access = 'public' | 'unlocked';

export interface MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  input: I;
  output: O;
  access: Access;
}

export function publicMethod<I extends z.ZodType, O extends z.ZodType>(input: I, output: O): MethodSpec<I, O> {
  return { input, output, access: 'public' };
}

export function unlockedMethod<I extends z.ZodType, O extends z.ZodType>(input: I, output: O): MethodSpec<I, O> {
  return { input, output, access: 'unlocked' };
}
