import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '../../../shared/contract';
import { call } from '../api/client';

const sameLetters = new Intl.Collator(undefined, { sensitivity: 'base' });
// Arabic yeh and kaf (the older Persian keyboards') and the half-space are spellings the search already folds.
const tidy = (text: string) => text.normalize('NFKC').replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\u200c/g, '').trim().replace(/\s+/g, ' ');

/**
 * Clients already in the practice (archived ones too, not the trash) with the name or the email
 * typed into the new client form, so the same person is not added twice by mistake. Names are
 * the same when they differ only in case, spacing or the accents on their letters ("Emile" is
 * "Émile", as in the client search, which only finds Cyrillic names with their own letters: й is not и).
 */
export function useSameClients(fullName: string, email: string): ClientSummary[] {
  const [name] = useDebouncedValue(fullName.trim().replace(/\s+/g, ' '), 300);
  const [mail] = useDebouncedValue(email.trim().toLowerCase(), 300);
  const { data = [] } = useQuery({
    queryKey: ['clients', 'same', name, mail],
    enabled: name.length > 1 || mail.includes('@'),
    queryFn: async () => {
      const found = new Map<number, ClientSummary>();
      const typed = tidy(name);
      for (const search of [name, mail].filter((text) => text.length > 1)) {
        for (const view of ['current', 'archived'] as const) {
          const { items } = await call('clients.list', { search, view, limit: 20 });
          for (const client of items) {
            const same = sameLetters.compare(tidy(client.fullName), typed) === 0 || (mail !== '' && client.email?.toLowerCase() === mail);
            if (same) found.set(client.id, client);
          }
        }
      }
      return [...found.values()];
    },
  });
  return data;
}
