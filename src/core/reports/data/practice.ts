import type { PageHeader } from '../kit';
import type { Db } from '../../db/open';
import { readLogo } from '../../settings/logo-store';
import { readSettings } from '../../settings/settings-store';

/** The practice as its documents' headers show it: its name and logo from the settings. */
export function practiceHeader(db: Db, note: string): PageHeader {
  const logo = readLogo(db);
  return { practiceName: readSettings(db).practiceName, logo: logo?.bytes, note };
}
