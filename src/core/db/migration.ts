import type { Db } from './open';

/** One step of the schema. Numbered from 1 without gaps; never edited once released. */
export interface Migration {
  version: number;
  name: string;
  up(db: Db): void;
}
