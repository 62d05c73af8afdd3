import { useMutation } from '@tanstack/react-query';
import { refreshScheduling } from './queries';

/** A change to clients, packages or sessions: afterwards every list that shows them is refreshed. */
export function useSchedulingMutation<I = void, O = unknown>(mutationFn: (input: I) => Promise<O>, onSaved?: (result: O) => void) {
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      void refreshScheduling();
      onSaved?.(result);
    },
  });
}
