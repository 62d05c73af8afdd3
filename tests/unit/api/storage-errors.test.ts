import Database from 'better-sqlite3-multiple-ciphers';
import { describe, expect, it } from 'vitest';
import { toErrorShape } from '../../../src/core/api/error-mapping';

describe('a disk that fails under the practice', () => {
  // Seen on a disk full to its last byte: opening the practice failed with SQLITE_IOERR_SHMSIZE, and the coach read "Something went wrong inside Coachdesk".
  it.each(['SQLITE_IOERR', 'SQLITE_IOERR_SHMSIZE', 'SQLITE_IOERR_WRITE', 'SQLITE_IOERR_FSYNC'])('%s says the disk may be full, unplugged or failing', (code) => {
    const shape = toErrorShape(new Database.SqliteError('disk I/O error', code));
    expect(shape.code).toBe('STORAGE_FAILED');
    expect(shape.message).toContain('The disk may be full, unplugged or failing');
  });
});
