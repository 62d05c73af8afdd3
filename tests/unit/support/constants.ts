import type { Argon2Params } from '../../../src/core/vault/crypto';

/** Cheap KDF parameters: the vault's logic is the same, the tests just don't wait for Argon2. */
export const FAST_KDF: Argon2Params = { algorithm: 'argon2id', memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const PASSPHRASE = 'lantern orchard velvet compass';
export const NEW_PASSPHRASE = 'harbour tulip granite meadow';
