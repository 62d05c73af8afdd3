import { listActions } from '../src/core/actions/action-list';
import { listAssessments } from '../src/core/assessments/assessment-store';
import { listClients } from '../src/core/clients/client-list';
import { getClient, listTags } from '../src/core/clients/client-store';
import { CoachDays, creditsOf } from '../src/core/clients/credits';
import type { Db } from '../src/core/db/open';
import { getGoal } from '../src/core/goals/goal-detail';
import { listGoals } from '../src/core/goals/goal-list';
import { listJournal } from '../src/core/notes/note-store';
import { writeNoteText } from '../src/core/notes/note-write';
import { search } from '../src/core/search/search';
import { dashboard } from '../src/core/sessions/dashboard';
import { createSessions } from '../src/core/sessions/session-create';
import { listSessions } from '../src/core/sessions/session-list';
import { ActionListInput, docFromText, GoalListInput, type NoteSection, SessionCreate } from '../src/shared/contract';
import { SHOWN_STEP } from '../src/renderer/src/components/useShownRows';
import { NOW, ZONE } from './practice-pair';

export interface Operation {
  name: string;
  run: (db: Db) => unknown;
  iterations: number;
  note?: string;
  /** What a screen shows: held to "under 10 ms, and no slower at 100× than at 1× (within 2×)". */
  screen: boolean;
}

const nowIso = new Date(NOW).toISOString();
const today = nowIso.slice(0, 10);
const list = { search: '', view: 'current', sort: 'name', limit: 100, offset: 0, status: null, tag: null } as const;
const week = { from: '2026-03-09T00:00:00+02:00', to: '2026-03-16T00:00:00+02:00', includeCancelled: true, limit: 10_000, clientId: null };
const overdue = ActionListInput.parse({ overdue: true, limit: 8 });
// As the Action items and Goals pages open: one more than they show, to know whether there are more.
const shown = { limit: SHOWN_STEP + 1 };
const openItems = ActionListInput.parse({ status: 'open', ...shown });
const allItems = ActionListInput.parse({ status: 'all', ...shown });
const activeGoals = GoalListInput.parse({ status: 'active', ...shown });
const achievedGoals = GoalListInput.parse({ status: 'achieved', ...shown });

/**
 * The store functions behind each screen and each save, as the app calls them, with their
 * arguments looked up in `db` (both databases of a pair hold the same rows, so the same
 * arguments serve both).
 */
export function screenOperations(db: Db): Operation[] {
  const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).pluck().get(...params) as T;
  const surname = one<string>("SELECT full_name FROM clients WHERE document_language = 'bg' LIMIT 1").split(' ').pop()!;
  // What the list shows after the second letter typed (the 120 ms pause between keys may fall there).
  const firstTwo = [...surname].slice(0, 2).join('');
  const word = 'коуч';
  const busiestGoal = one<number>('SELECT goal_id FROM goal_check_ins GROUP BY goal_id ORDER BY count(*) DESC LIMIT 1');
  const currentClient = one<number>("SELECT id FROM clients WHERE status = 'active' ORDER BY id LIMIT 1");
  const noteId = one<number>("SELECT id FROM notes WHERE kind = 'session' ORDER BY id DESC LIMIT 1");
  const sections = JSON.parse(one<string>('SELECT sections FROM notes WHERE id = ?', noteId)) as NoteSection[];
  // 80 % of the way down the current clients, as the list shows them: reached by scrolling, the
  // page comes after the row before it (the renderer passes the loaded page's last row); dragged
  // to with the scrollbar, it is found from the nearest name mark (name-marks.ts), then by offset.
  const deep = Math.floor((listClients(db, { ...list, limit: 1 }, nowIso).total * 0.8) / list.limit) * list.limit;
  const before = listClients(db, { ...list, offset: deep - list.limit }, nowIso).items.at(-1)!;
  const after = { id: before.id, fullName: before.fullName, code: before.code };
  let typed = 0;
  let booked = 0;
  return [
    { name: 'calendar week', run: (d) => listSessions(d, week, ZONE), iterations: 100, screen: true, note: `${listSessions(db, week, ZONE).length} sessions that week` },
    {
      name: 'dashboard',
      run: (d) => [dashboard(d, NOW, ZONE), listActions(d, overdue, today)],
      iterations: 50,
      screen: true,
      note: 'today, next 7 days, quiet clients, credits, overdue action items',
    },
    { name: 'client list: first page', run: (d) => listClients(d, list, nowIso), iterations: 100, screen: true, note: '100 rows by name, with last and next session' },
    { name: 'client list: a page deep down', run: (d) => listClients(d, { ...list, offset: deep, after }, nowIso), iterations: 100, screen: true, note: 'scrolled on to 80 % of the list: the page after the row before' },
    { name: 'client list: scrollbar jump', run: (d) => listClients(d, { ...list, offset: deep }, nowIso), iterations: 100, screen: true, note: 'the same page dragged to: from the nearest name mark, then by offset' },
    { name: 'client list: active clients', run: (d) => listClients(d, { ...list, status: 'active' }, nowIso), iterations: 100, screen: true, note: 'filtered by status: the few from their own index' },
    { name: 'client list: archived, newest first', run: (d) => listClients(d, { ...list, view: 'archived', sort: 'recent' }, nowIso), iterations: 50, screen: true, note: 'another view, sorted after reading' },
    { name: `client search "${surname}"`, run: (d) => listClients(d, { ...list, search: surname }, nowIso), iterations: 50, screen: true, note: 'the list filtered as the coach types' },
    {
      name: `client search "${firstTwo}"`,
      run: (d) => listClients(d, { ...list, search: firstTwo }, nowIso),
      iterations: 50,
      screen: true,
      note: "the same two letters in (too short for the trigram index: from the clients' letters and pairs of letters, client_grams)",
    },
    {
      name: 'client page',
      run: (d) => [
        getClient(d, currentClient),
        listSessions(d, { clientId: currentClient, includeCancelled: true, limit: 10_000 }, ZONE),
        creditsOf(d, currentClient, new CoachDays(NOW, ZONE)),
        listActions(d, ActionListInput.parse({ clientId: currentClient }), today),
        listJournal(d, currentClient),
        listGoals(d, GoalListInput.parse({ clientId: currentClient }), today),
        listAssessments(d, { clientId: currentClient }),
      ],
      iterations: 100,
      screen: true,
      note: 'client, sessions, credits, open action items, journal, goals, assessments',
    },
    { name: 'action items (open, practice)', run: (d) => listActions(d, openItems, today), iterations: 50, screen: true, note: `${listActions(db, openItems, today).length} open items, by due date` },
    { name: 'action items (all, practice)', run: (d) => listActions(d, allItems, today), iterations: 50, screen: true, note: `open items, then closed ones, by due date: the first ${allItems.limit}` },
    { name: 'goals (active, practice)', run: (d) => listGoals(d, activeGoals, today), iterations: 50, screen: true, note: `${listGoals(db, activeGoals, today).length} goals of current clients, with progress and trend` },
    { name: 'goals (achieved, practice)', run: (d) => listGoals(d, achievedGoals, today), iterations: 50, screen: true, note: 'the filter with the most goals: most of every finished client' },
    { name: 'tag filter choices', run: (d) => listTags(d), iterations: 100, screen: true, note: 'the client list and goals filters' },
    { name: 'goal chart (most check-ins)', run: (d) => getGoal(d, busiestGoal, today), iterations: 100, screen: true },
    { name: `search "${word}"`, run: (d) => search(d, word, 8), iterations: 30, screen: false, note: `target < 50 ms; ${search(db, word, 8).groups.reduce((n, g) => n + g.hits.length, 0)} hits shown` },
    { name: 'search: word start "ко"', run: (d) => search(d, 'ко', 8), iterations: 30, screen: false, note: 'target < 50 ms' },
    {
      name: 'insert a session',
      run: (d) => createSessions(d, SessionCreate.parse({ clientId: currentClient, start: `2026-04-0${1 + (booked++ % 9)}T09:00`, minutes: 60, timeZone: ZONE }), nowIso),
      iterations: 50,
      screen: false,
      note: 'flushed to disk',
    },
    {
      name: 'autosave a note',
      run: (d) => writeNoteText(d, noteId, { sections: sections.map((s) => ({ ...s, content: docFromText(`typing ${typed++}`) })), title: null, entryDate: null }, { reason: 'edit' }, nowIso),
      iterations: 50,
      screen: false,
      note: 'note, revision and search index, flushed to disk',
    },
  ];
}
