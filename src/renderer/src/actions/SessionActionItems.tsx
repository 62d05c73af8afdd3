import { useTranslation } from 'react-i18next';
import { Panel } from '../components/Panel';
import { ActionItemForm } from './ActionItemForm';
import { ActionList } from './ActionList';

/** What was agreed in this session (and carried forward to it), with a form to add more. */
export function SessionActionItems({ sessionId, clientId, noteId }: { sessionId: number; clientId: number; noteId?: number }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('actions.agreedInSession')}>
      <ActionList input={{ sessionId, status: 'all' }} empty={t('actions.noneInSession')} />
      <ActionItemForm clientId={clientId} sessionId={sessionId} noteId={noteId} />
    </Panel>
  );
}
