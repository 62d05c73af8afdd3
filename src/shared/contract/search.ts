import { z } from 'zod';
import { unlockedMethod } from './define';

const Id = z.number().int().positive();

/** What the search box finds; a feature that adds a kind registers it in src/core/search/sources.ts. */
export const SearchKind = z.enum(['client', 'session_note', 'journal', 'action_item', 'goal']);
export type SearchKind = z.infer<typeof SearchKind>;

/** A piece of a snippet; `match` pieces are what the query found, shown highlighted. */
export const SnippetPart = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof SnippetPart>;

export const SearchHit = z.object({
  kind: SearchKind,
  /** The record itself: client, note or action item id. */
  id: Id,
  clientId: Id,
  clientName: z.string(),
  /** What the hit is called in the list: a client's name, a note's title, an item's text. */
  title: z.string(),
  snippet: z.array(SnippetPart),
  /** Where to open it: the session of a note or action item. */
  sessionId: Id.nullable(),
  /** The session's start, the journal entry's day or the item's due date, when there is one. */
  date: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResults = z.object({
  query: z.string(),
  /** One group per kind that has hits, best hits first within each. */
  groups: z.array(z.object({ kind: SearchKind, hits: z.array(SearchHit) })),
});
export type SearchResults = z.infer<typeof SearchResults>;

export const SearchAnswer = SearchResults.extend({
  /**
   * How far the rebuild of the indexes after an update has come, 0 to 1; until it ends, hits
   * may be missing. Null when the indexes are whole.
   */
  rebuilding: z.number().min(0).max(1).nullable(),
});

export const searchContract = {
  /**
   * Full-text search over clients, notes, journal entries and action items. Ignores case
   * and accents; Persian spellings with or without half-spaces, Arabic or Persian yeh and
   * kaf, and vowel marks all match. The last word matches as a prefix (search as you type).
   */
  'search.query': unlockedMethod(
    z.object({ text: z.string().max(200), limitPerKind: z.number().int().min(1).max(50).default(8) }).strict(),
    SearchAnswer,
  ),
};
