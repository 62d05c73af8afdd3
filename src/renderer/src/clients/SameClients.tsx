import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClientSummary } from '../../../shared/contract';

/** "Already in your practice: …", each with a link to their page; nothing when there is no one. */
export function SameClients({ clients }: { clients: ClientSummary[] }) {
  const { t } = useTranslation();
  if (!clients.length) return null;
  return (
    <span data-testid="same-clients">
      {t('clients.form.same')}{' '}
      {clients.map((client, index) => (
        <Fragment key={client.id}>
          {index > 0 && t('clients.form.sameSeparator')}
          <Anchor component={Link} to={`/clients/${client.id}`} size="xs">
            <bdi>{client.fullName}</bdi>
          </Anchor>{' '}
          ({client.archivedAt ? t('clients.form.sameArchived', { code: client.code }) : client.code})
        </Fragment>
      ))}
    </span>
  );
}
