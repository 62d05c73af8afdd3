import { useMutation } from '@tanstack/react-query';
import type { VaultStatus } from '../../../shared/contract';
import { queryClient, vaultStatusQuery } from '../app/queries';

/** Runs a vault call that answers with the new status, and shows that status at once. */
export function useVaultAction<T>(action: (input: T) => Promise<VaultStatus>) {
  return useMutation({
    mutationFn: action,
    onSuccess: (status) => queryClient.setQueryData(vaultStatusQuery.queryKey, status),
  });
}
