import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { BackupNoticeText } from './BackupNoticeText';

/** In a client's trash view: before erasing, what older backups will still hold of them, and until when. */
export function TrashNotice({ clientId }: { clientId: number }) {
  const { data } = useQuery({ queryKey: ['clients.erasePreview', clientId], queryFn: () => call('clients.erasePreview', { id: clientId }) });
  return data ? (
    <Box mt="xs">
      <BackupNoticeText notice={data} />
    </Box>
  ) : null;
}
