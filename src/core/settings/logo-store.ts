import type { LogoMediaType, PracticeLogo } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import type { Db } from '../db/open';
import { isUsableImage } from '../reports/kit/image';

export interface StoredLogo {
  mediaType: LogoMediaType;
  bytes: Uint8Array;
  updatedAt: string;
}

export function readLogo(db: Db): StoredLogo | null {
  const row = db.prepare('SELECT media_type, bytes, updated_at FROM practice_logo WHERE id = 1').get() as { media_type: LogoMediaType; bytes: Buffer; updated_at: string } | undefined;
  return row ? { mediaType: row.media_type, bytes: new Uint8Array(row.bytes), updatedAt: row.updated_at } : null;
}

export function logoForContract(logo: StoredLogo | null): PracticeLogo | null {
  return logo ? { mediaType: logo.mediaType, data: Buffer.from(logo.bytes).toString('base64') } : null;
}

const SIGNATURES: Record<LogoMediaType, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Keeps the logo only if it is the image it claims to be and documents can draw it. */
export function writeLogo(db: Db, logo: PracticeLogo | null, now: string): StoredLogo | null {
  if (!logo) {
    db.prepare('DELETE FROM practice_logo').run();
    return null;
  }
  const bytes = Buffer.from(logo.data, 'base64');
  const signed = SIGNATURES[logo.mediaType].every((byte, i) => bytes[i] === byte);
  if (!signed || !isUsableImage(bytes)) {
    throw new AppError('LOGO_UNUSABLE', 'This file cannot be used as the logo. Choose a PNG or JPEG image of at most 1 MB.');
  }
  db.prepare(
    `INSERT INTO practice_logo (id, media_type, bytes, updated_at) VALUES (1, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET media_type = excluded.media_type, bytes = excluded.bytes, updated_at = excluded.updated_at`,
  ).run(logo.mediaType, bytes, now);
  return readLogo(db);
}
