import { useTranslation } from 'react-i18next';
import { ProgressLine } from '../backups/ProgressLine';
import { useBackupProgress } from '../backups/queries';

/**
 * The backup Coachdesk makes before an upgrade, as the practice opens: on a large practice it
 * takes a while, and the unlock button alone would look stuck.
 */
export function UpgradeProgress() {
  const { t } = useTranslation();
  const progress = useBackupProgress();
  return progress?.operation === 'upgrade' ? <ProgressLine progress={progress} label={t('unlock.upgrading')} /> : null;
}
