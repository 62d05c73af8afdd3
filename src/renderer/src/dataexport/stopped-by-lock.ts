import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { AppError } from '../../../shared/errors';

/**
 * Locking stops a running export and removes what it had written (export-off-thread.ts). By
 * then the window shows the lock screen and the export's page with its message is gone, so
 * the coach is told here, in a notice that stays until they close it.
 */
export function noticeIfStoppedByLock(t: TFunction, error: unknown): boolean {
  if (!(error instanceof AppError) || error.code !== 'LOCKED') return false;
  notifications.show({ id: 'export-stopped-by-lock', color: 'orange', autoClose: false, message: t('dataexport.export.stoppedByLock') });
  return true;
}
