import type { SearchSource } from './search-index';

/** Everything the search box finds, in the order its groups are shown. */
export const clientSource: SearchSource = {
  kind: 'client',
  table: 'clients',
  clientId: 'r.id',
  title: "r.full_name || coalesce(' ' || r.preferred_name, '')",
  // Each field, and each tag, on a line of its own: a hit's snippet shows a line break as the
  // separator of the text's script ("C0003 · a@b.com · career"), where spaces ran them together.
  body: "concat_ws(char(10), r.code, r.email, (SELECT group_concat(t.tag, char(10)) FROM client_tags t WHERE t.client_id = r.id), r.background)",
  // The code is one word to the index ("c0001"), and a word is found by its start: its number
  // also as a word of its own, so "0001" or "۰۰۰۱" finds C0001, as in the client list.
  alsoIndexed: 'search_numbers(r.code)',
  columns: ['full_name', 'preferred_name', 'code', 'email', 'background'],
  dependents: [{ table: 'client_tags', key: 'client_id', columns: ['tag'] }],
  hit: { title: 'r.full_name', sessionId: 'NULL', date: 'NULL', numbersWithinWords: true },
};

export const sessionNoteSource: SearchSource = {
  kind: 'session_note',
  table: 'notes',
  where: "r.kind = 'session'",
  clientId: 'r.client_id',
  title: "coalesce(r.title, '')",
  body: 'r.plain_text',
  columns: ['kind', 'client_id', 'title', 'plain_text'],
  hit: { joins: 'LEFT JOIN sessions s ON s.id = r.session_id', title: "coalesce(r.title, s.title, '')", sessionId: 'r.session_id', date: 's.starts_at' },
};

export const journalSource: SearchSource = {
  kind: 'journal',
  table: 'notes',
  where: "r.kind = 'journal'",
  clientId: 'r.client_id',
  title: "coalesce(r.title, '')",
  body: 'r.plain_text',
  columns: ['kind', 'client_id', 'title', 'plain_text'],
  hit: { title: "coalesce(r.title, '')", sessionId: 'NULL', date: 'r.entry_date' },
};

export const actionItemSource: SearchSource = {
  kind: 'action_item',
  table: 'action_items',
  clientId: 'r.client_id',
  title: 'r.text',
  body: "''",
  columns: ['client_id', 'text'],
  hit: { title: 'r.text', sessionId: 'r.session_id', date: 'r.due_on' },
};

/** A goal is found by its title, why it matters, its measure and its milestones. */
export const goalSource: SearchSource = {
  kind: 'goal',
  table: 'goals',
  clientId: 'r.client_id',
  title: 'r.title',
  // On lines of their own, as a client's fields are.
  body: "concat_ws(char(10), r.why, r.metric_name, (SELECT group_concat(m.title, char(10)) FROM goal_milestones m WHERE m.goal_id = r.id))",
  columns: ['client_id', 'title', 'why', 'metric_name'],
  dependents: [{ table: 'goal_milestones', key: 'goal_id', columns: ['title'] }],
  hit: { title: 'r.title', sessionId: 'NULL', date: 'r.target_date' },
};

export const SEARCH_SOURCES: readonly SearchSource[] = [clientSource, sessionNoteSource, journalSource, actionItemSource, goalSource];
