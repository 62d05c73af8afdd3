/**
 * The tables whose rows a coach would call their records, in the order a backup's contents
 * are shown. A backup's header counts every table (search index, counters, settings), but
 * those names mean nothing to a coach and have no translation.
 */
export const COACH_RECORDS = ['clients', 'sessions', 'notes', 'goals', 'goal_check_ins', 'assessments', 'action_items', 'packages'] as const;

export function coachRecordCounts(counts: Record<string, number>): [(typeof COACH_RECORDS)[number], number][] {
  return COACH_RECORDS.filter((table) => counts[table] !== undefined).map((table) => [table, counts[table]!]);
}
