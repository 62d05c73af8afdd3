import { useMutation, useQuery } from '@tanstack/react-query';
import type { SettingsUpdate } from '../../../shared/settings';
import { call } from '../api/client';
import { queryClient, settingsQuery, vaultStatusQuery } from '../app/queries';

export function useSettings() {
  const { data: settings } = useQuery(settingsQuery);
  const update = useMutation({
    mutationFn: (patch: SettingsUpdate) => call('settings.update', patch),
    onSuccess: (next) => {
      queryClient.setQueryData(settingsQuery.queryKey, next);
      // Language and theme are also what the lock screen uses.
      void queryClient.invalidateQueries({ queryKey: vaultStatusQuery.queryKey });
    },
  });
  return { settings, update };
}
