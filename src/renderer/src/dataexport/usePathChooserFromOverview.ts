import { useQuery } from '@tanstack/react-query';
import { backupOverviewQuery } from '../backups/queries';
import { usePathChooser } from '../backups/usePathChooser';

/** The file and folder chooser, native when the shell has pickers (known from the backup overview). */
export function useDataPathChooser() {
  const { data } = useQuery(backupOverviewQuery);
  return usePathChooser(data?.nativeDialogs ?? false);
}
