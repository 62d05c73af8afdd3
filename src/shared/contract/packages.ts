import { z } from 'zod';
import { IsoDate } from '../time-zones';
import { unlockedMethod } from './define';

const Id = z.number().int().positive();

export const PackageFields = z.object({
  sessionsCount: z.number().int().min(1).max(1000),
  /** In the currency's minor units. */
  priceMinor: z.number().int().min(0).nullish().transform((v) => v ?? null),
  currency: z.string().regex(/^[A-Z]{3}$/).nullish().transform((v) => v ?? null),
  purchasedOn: IsoDate,
  expiresOn: IsoDate.nullish().transform((v) => v ?? null),
  note: z.string().trim().max(2000).nullish().transform((v) => (v ? v : null)),
});

export const Package = z.object({
  id: Id,
  clientId: Id,
  sessionsCount: z.number().int(),
  priceMinor: z.number().int().nullable(),
  currency: z.string().nullable(),
  purchasedOn: z.string(),
  expiresOn: z.string().nullable(),
  note: z.string().nullable(),
  /** Completed and late-cancelled sessions drawn from this package, oldest package first. */
  used: z.number().int(),
  remaining: z.number().int(),
  expired: z.boolean(),
  createdAt: z.string(),
});
export type Package = z.infer<typeof Package>;

export const Credits = z.object({
  packages: z.array(Package),
  /** Unused credits in packages that have not expired. */
  remaining: z.number().int(),
  used: z.number().int(),
  /** Chargeable sessions no package covered (after packages ran out, or with none bought). */
  uncovered: z.number().int(),
  /** The coach is warned when one credit is left. */
  warning: z.enum(['none', 'last', 'empty']),
});
export type Credits = z.infer<typeof Credits>;

export const packagesContract = {
  'packages.list': unlockedMethod(z.object({ clientId: Id }).strict(), Credits),
  'packages.create': unlockedMethod(PackageFields.extend({ clientId: Id }).strict(), Credits),
  'packages.update': unlockedMethod(z.object({ id: Id, changes: PackageFields.partial().strict() }).strict(), Credits),
  'packages.delete': unlockedMethod(z.object({ id: Id }).strict(), Credits),
};
