import type { Command } from '../command';
import { UsageError } from '../usage-error';

export const searchCommands: Command[] = [
  {
    name: 'search',
    takesWords: true,
    usage: 'search QUERY',
    summary: 'Search clients, notes, journal entries and action items; prints JSON hits (matches in **bold**).',
    async run(context, _values, positionals) {
      const text = positionals.join(' ').trim();
      if (!text) throw new UsageError('Give what to search for, e.g. search "career change".');
      const core = await context.unlocked();
      // A script wants every hit: an index an update changed is finished here rather than piece by piece.
      if (core.searchIndexes.isRebuilding(core.vault.db)) {
        context.tell('Coachdesk has been updated: bringing the search index up to date first…');
        core.searchIndexes.finish(core.vault.db);
      }
      const { groups } = await core.call('search.query', { text, limitPerKind: 50 });
      context.printJson(
        groups.flatMap(({ hits }) =>
          hits.map(({ snippet, ...hit }) => ({ ...hit, snippet: snippet.map((part) => (part.match ? `**${part.text}**` : part.text)).join('') })),
        ),
      );
    },
  },
];
