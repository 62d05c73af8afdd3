import type { BackupNotice } from '../../shared/contract';
import { AppError } from '../../shared/errors';
import { getClient } from '../clients/client-store';
import type { CoreContext } from '../context';
import { backupNotice } from './backup-notice';

/**
 * Erases a client for good, only from the trash (the trash is where a coach changes their
 * mind). One DELETE: the schema's cascades take every row of theirs (tags, packages, series,
 * sessions, notes with every revision, goals with milestones, check-ins and links, assessments,
 * action items), and the search triggers take their index entries, which the indexes forget
 * at once (FTS5 secure-delete, migration 7). SQLite's `secure_delete` zeroes what the rows
 * occupied; the WAL, which still holds earlier versions of those pages, is then checkpointed
 * into the database and truncated. No files are kept per client in this version.
 */
export async function eraseClient(context: CoreContext, id: number): Promise<{ erased: true; notice: BackupNotice }> {
  const db = context.vault.db;
  const client = getClient(db, id);
  if (!client.trashedAt) {
    throw new AppError('CLIENT_NOT_IN_TRASH', `${client.fullName} is not in the trash. Move the client to the trash first; erasing cannot be undone.`, { name: client.fullName });
  }
  const notice = await backupNotice(context, client.createdAt);
  db.transaction(() => db.prepare('DELETE FROM clients WHERE id = ?').run(id))();
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { erased: true, notice };
}

export async function erasePreview(context: CoreContext, id: number): Promise<BackupNotice> {
  return backupNotice(context, getClient(context.vault.db, id).createdAt);
}
