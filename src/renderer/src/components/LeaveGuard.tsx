import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { holdsChangedPageForm } from '../app/unload-guard';
import { DiscardQuestion } from './DiscardQuestion';

/**
 * Asks before the coach leaves a page holding a form with changes not yet saved (useUnsavedDraft),
 * whether by a link, a shortcut, a search result, Cancel or Back. Dialogs ask on their own.
 */
export function LeaveGuard() {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => holdsChangedPageForm() && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';
  return (
    <DiscardQuestion
      opened={blocked}
      title={t('unsaved.leaveTitle')}
      message={t('unsaved.leaveMessage')}
      keep={t('unsaved.stay')}
      discard={t('unsaved.leave')}
      onKeep={() => blocked && blocker.reset()}
      onDiscard={() => blocked && blocker.proceed()}
    />
  );
}
