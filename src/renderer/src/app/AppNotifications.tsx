import { Notifications } from '@mantine/notifications';
import { isRightToLeft } from '../../../shared/languages';
import { useUiLanguage } from '../i18n/LanguageProvider';

/** Notifications appear in the corner at the end of the reading direction. */
export function AppNotifications() {
  const { language } = useUiLanguage();
  return <Notifications position={isRightToLeft(language) ? 'bottom-left' : 'bottom-right'} />;
}
