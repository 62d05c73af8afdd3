import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '../../../shared/contract';
import { call } from '../api/client';

const sameLetters = new Intl.Collator(undefined, { sensitivity: 'accent' });
const tidy = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ');

/**
 * Clients already in the practice (archived ones too, not the trash) with the name or the email
 * typed into the new client form, so the same person is not added twice by mistake. Names are
 * the same when they differ only in case or spacing (accents count, as in the client search).
 */
export function useSameClients(fullName: string, email: string): ClientSummary[] {
  const [name] = useDebouncedValue(tidy(fullName), 300);
  const [mail] = useDebouncedValue(email.trim().toLowerCase(), 300);
  const { data = [] } = useQuery({
    queryKey: ['clients', 'same', name, mail],
    enabled: name.length > 1 || mail.includes('@'),
    queryFn: async () => {
      const found = new Map<number, ClientSummary>();
      for (const search of [name, mail].filter((text) => text.length > 1)) {
        for (const view of ['current', 'archived'] as const) {
          const { items } = await call('clients.list', { search, view, limit: 20 });
          for (const client of items) {
            const same = sameLetters.compare(tidy(client.fullName), name) === 0 || (mail !== '' && client.email?.toLowerCase() === mail);
            if (same) found.set(client.id, client);
          }
        }
      }
      return [...found.values()];
    },
  });
  return data;
}
