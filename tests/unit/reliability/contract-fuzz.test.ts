import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, type Method } from '../../../src/shared/contract';
import { ErrorCode } from '../../../src/shared/errors';
import { makePractice } from '../support/practice';
import { dumpEveryTable } from '../support/every-table';

const methods = Object.keys(contract) as Method[];

/** Objects shaped like the method's input (its own keys) but with arbitrary values, plus anything at all. */
function malformedInputs(method: Method): fc.Arbitrary<unknown> {
  const schema = contract[method].input;
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  const nearMiss = fc.dictionary(fc.constantFrom(...keys, '__proto__', 'constructor', 'extra'), fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true }), { maxKeys: 4 });
  const hostile = fc.constantFrom<unknown>(null, undefined, 42, 'x'.repeat(100_000), [], { passphrase: 'a'.repeat(2_000_000) }, JSON.parse('{"__proto__": {"polluted": true}}'));
  // An omitted input means "no arguments" (dispatch reads it as {}), so it is not malformed.
  return fc.oneof(nearMiss, fc.anything(), hostile).filter((input) => input !== undefined && !parses(schema, input));
}

/** Whether the schema takes the input; one that makes zod itself throw is taken as refused. */
function parses(schema: z.ZodType, input: unknown): boolean {
  try {
    return schema.safeParse(input).success;
  } catch {
    return false;
  }
}

describe('every contract call rejects malformed input with a typed error and changes nothing', () => {
  it.each(methods)('%s', async (method) => {
    const { core } = await makePractice();
    const before = dumpEveryTable(core.vault.db);
    await fc.assert(
      fc.asyncProperty(malformedInputs(method), async (input) => {
        const result = await core.dispatch(method, input);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(ErrorCode.options).toContain(result.error.code);
          expect(result.error.code).toBe('INVALID_INPUT');
          expect(result.error.message).not.toMatch(/\n\s+at /);
        }
      }),
      { numRuns: 60 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(core.vault.isUnlocked).toBe(true);
    expect(dumpEveryTable(core.vault.db)).toEqual(before);
    expect((await core.call('vault.status', {})).state).toBe('unlocked');
  });

  // A length with no primitive value made zod's length checks throw a TypeError (CI, stop 54).
  it('refuses as malformed a value whose length cannot be compared', async () => {
    const { core } = await makePractice();
    const unmeasurable = { length: Object.create(null) };
    for (const method of methods) {
      const schema = contract[method].input;
      const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
      if (keys.length === 0) continue;
      const input = Object.fromEntries(keys.map((key) => [key, unmeasurable]));
      const result = await core.dispatch(method, input);
      expect(result, method).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    }
  });

  it('rejects names that are not calls', async () => {
    const { core } = await makePractice();
    await fc.assert(
      fc.asyncProperty(fc.anything().filter((name) => typeof name !== 'string' || !(name in contract)), async (name) => {
        const result = await core.dispatch(name, {});
        expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_METHOD' } });
      }),
      { numRuns: 100 },
    );
  });
});
