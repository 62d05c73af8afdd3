import { Alert, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { call } from '../../api/client';
import { ClientAssessments } from '../../assessments/ClientAssessments';
import { errorText } from '../../i18n/error-text';
import { ComingSoon } from '../../pages/ComingSoon';
import { ClientGoals } from '../ClientGoals';

/**
 * TEMPORARY, until the client page (built on another branch) lands: /clients/:id shows the
 * client's goals and assessments so they can be used and tested. The client page mounts
 * <ClientGoals clientId/> and <ClientAssessments clientId/> itself; then delete this file.
 */
export function ClientsPlaceholder() {
  return (
    <Routes>
      <Route path=":id/*" element={<ClientGoalsPreview />} />
      <Route path="*" element={<ComingSoon section="clients" />} />
    </Routes>
  );
}

function ClientGoalsPreview() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { data: client, error } = useQuery({ queryKey: ['clients.get', id], queryFn: () => call('clients.get', { id }) });
  if (error) return <Alert color="red">{errorText(t, error)}</Alert>;
  if (!client) return null;
  return (
    <Stack gap="xl">
      <Title order={1} size="h2" dir="auto">
        {client.fullName}
      </Title>
      <ClientGoals clientId={id} />
      <ClientAssessments clientId={id} />
    </Stack>
  );
}
