/**
 * The export format's record kinds and how each maps onto the database: the one place that
 * says which table a kind reads, what its fields are called, and which other kinds its fields
 * point at. Exporting, importing (restore and merge), the CSV files and the coverage test all
 * read this list; docs/export-format.md describes the same fields for people.
 *
 * A field's `column` is its database column; `type` says how the value crosses over (SQLite
 * has no booleans, and JSON columns are exported as JSON, not as a string of it). A field
 * name with a dot (`agreement.start`) is nested in the exported record.
 */
export type FieldType = 'text' | 'integer' | 'real' | 'boolean' | 'json';

export interface Field {
  column: string;
  type: FieldType;
  /** The kind whose `id` this field holds; merged imports renumber it with that kind. */
  ref?: KindKey;
}

/** A table of rows belonging to one record (milestones of a goal), exported inside it. */
export interface ChildList {
  table: string;
  /** The column holding the parent's id. */
  parentColumn: string;
  orderBy: string;
  fields: Record<string, Field>;
  /** A list of plain values (a client's tags) rather than of records: the one field's value. */
  single?: boolean;
}

export type KindKey =
  | 'noteTemplates'
  | 'assessmentTemplates'
  | 'clients'
  | 'packages'
  | 'sessionSeries'
  | 'sessions'
  | 'notes'
  | 'goals'
  | 'assessments'
  | 'actionItems';

export interface Kind {
  key: KindKey;
  table: string;
  /** How the kind's rows belong to a client: its own id (clients) or a client_id column; templates belong to the practice. */
  clientColumn: 'id' | 'client_id' | null;
  fields: Record<string, Field>;
  children?: Record<string, ChildList>;
  /** Columns computed from the others (or kept by triggers from other tables), recomputed on import rather than exported. */
  derived?: string[];
}

const text = (column: string, ref?: KindKey): Field => ({ column, type: 'text', ...(ref ? { ref } : {}) });
const int = (column: string, ref?: KindKey): Field => ({ column, type: 'integer', ...(ref ? { ref } : {}) });
const real = (column: string): Field => ({ column, type: 'real' });
const bool = (column: string): Field => ({ column, type: 'boolean' });
const json = (column: string): Field => ({ column, type: 'json' });
const id = int('id');
const stamps = { createdAt: text('created_at'), updatedAt: text('updated_at') };

/** In the order an import writes them: every kind after the kinds its fields point at. */
export const KINDS: readonly Kind[] = [
  {
    key: 'noteTemplates',
    table: 'note_templates',
    clientColumn: null,
    fields: { id, builtIn: text('built_in'), name: text('name'), sections: json('sections'), isDefault: bool('is_default'), ...stamps },
  },
  {
    key: 'assessmentTemplates',
    table: 'assessment_templates',
    clientColumn: null,
    fields: {
      id,
      builtin: text('builtin'),
      name: text('name'),
      scaleMin: int('scale_min'),
      scaleMax: int('scale_max'),
      nextAreaNumber: int('next_area_number'),
      deletedAt: text('deleted_at'),
      ...stamps,
    },
    children: {
      areas: { table: 'assessment_template_areas', parentColumn: 'template_id', orderBy: 'position', fields: { position: int('position'), areaKey: text('area_key'), label: text('label') } },
    },
  },
  {
    key: 'clients',
    table: 'clients',
    clientColumn: 'id',
    fields: {
      id,
      code: text('code'),
      fullName: text('full_name'),
      preferredName: text('preferred_name'),
      email: text('email'),
      phone: text('phone'),
      timeZone: text('time_zone'),
      documentLanguage: text('document_language'),
      status: text('status'),
      startDate: text('start_date'),
      referralSource: text('referral_source'),
      background: text('background'),
      'agreement.start': text('agreement_start'),
      'agreement.end': text('agreement_end'),
      'agreement.sessionsIncluded': int('agreement_sessions'),
      'agreement.feeMinor': int('agreement_fee_minor'),
      'agreement.currency': text('agreement_currency'),
      'agreement.cancellationTerms': text('agreement_cancellation_terms'),
      'agreement.signedOn': text('agreement_signed_on'),
      icfConsent: bool('icf_consent'),
      retentionReviewedAt: text('retention_reviewed_at'),
      archivedAt: text('archived_at'),
      trashedAt: text('trashed_at'),
      ...stamps,
    },
    children: { tags: { table: 'client_tags', parentColumn: 'client_id', orderBy: 'tag', single: true, fields: { tag: text('tag') } } },
    // latest_session_at: kept by the sessions' triggers as the client's sessions are imported.
    derived: ['search_text', 'name_key', 'latest_session_at'],
  },
  {
    key: 'packages',
    table: 'packages',
    clientColumn: 'client_id',
    fields: {
      id,
      clientId: int('client_id', 'clients'),
      sessionsCount: int('sessions_count'),
      priceMinor: int('price_minor'),
      currency: text('currency'),
      purchasedOn: text('purchased_on'),
      expiresOn: text('expires_on'),
      note: text('note'),
      ...stamps,
    },
  },
  {
    key: 'sessionSeries',
    table: 'session_series',
    clientColumn: 'client_id',
    fields: {
      id,
      clientId: int('client_id', 'clients'),
      rrule: text('rrule'),
      localStart: text('local_start'),
      timeZone: text('time_zone'),
      minutes: int('minutes'),
      type: text('type'),
      location: text('location'),
      title: text('title'),
      reminderMinutes: int('reminder_minutes'),
      proBono: bool('pro_bono'),
      ...stamps,
    },
    // Occurrences deleted on their own: without them the next change of the rule makes them again.
    children: { exdates: { table: 'session_series_exdates', parentColumn: 'series_id', orderBy: 'occurrence_start', single: true, fields: { occurrenceStart: text('occurrence_start') } } },
  },
  {
    key: 'sessions',
    table: 'sessions',
    clientColumn: 'client_id',
    fields: {
      id,
      clientId: int('client_id', 'clients'),
      seriesId: int('series_id', 'sessionSeries'),
      occurrenceStart: text('occurrence_start'),
      startsAt: text('starts_at'),
      endsAt: text('ends_at'),
      timeZone: text('time_zone'),
      type: text('type'),
      location: text('location'),
      title: text('title'),
      status: text('status'),
      reminderMinutes: int('reminder_minutes'),
      remindedAt: text('reminded_at'),
      proBono: bool('pro_bono'),
      detached: bool('detached'),
      ...stamps,
    },
  },
  {
    key: 'notes',
    table: 'notes',
    clientColumn: 'client_id',
    fields: {
      id,
      clientId: int('client_id', 'clients'),
      sessionId: int('session_id', 'sessions'),
      kind: text('kind'),
      entryDate: text('entry_date'),
      title: text('title'),
      language: text('language'),
      templateId: int('template_id', 'noteTemplates'),
      sections: json('sections'),
      version: int('version'),
      ...stamps,
    },
    children: {
      revisions: {
        table: 'note_revisions',
        parentColumn: 'note_id',
        orderBy: 'id',
        fields: {
          id,
          reason: text('reason'),
          restoredFrom: int('restored_from'),
          title: text('title'),
          sections: json('sections'),
          words: int('words'),
          sealed: bool('sealed'),
          ...stamps,
        },
      },
    },
    derived: ['plain_text'],
  },
  {
    key: 'goals',
    table: 'goals',
    clientColumn: 'client_id',
    fields: {
      id,
      clientId: int('client_id', 'clients'),
      title: text('title'),
      why: text('why'),
      targetDate: text('target_date'),
      status: text('status'),
      metricName: text('metric_name'),
      metricUnit: text('metric_unit'),
      baseline: real('baseline'),
      target: real('target'),
      direction: text('direction'),
      areaTemplateId: int('area_template_id', 'assessmentTemplates'),
      areaKey: text('area_key'),
      ...stamps,
    },
    children: {
      milestones: {
        table: 'goal_milestones',
        parentColumn: 'goal_id',
        orderBy: 'position, id',
        fields: { id, position: int('position'), title: text('title'), doneOn: text('done_on'), ...stamps },
      },
      checkIns: {
        table: 'goal_check_ins',
        parentColumn: 'goal_id',
        orderBy: 'recorded_on, id',
        fields: {
          id,
          recordedOn: text('recorded_on'),
          value: real('value'),
          rating: int('rating'),
          comment: text('comment'),
          sessionId: int('session_id', 'sessions'),
          ...stamps,
        },
      },
      sessionIds: { table: 'goal_sessions', parentColumn: 'goal_id', orderBy: 'session_id', single: true, fields: { sessionId: int('session_id', 'sessions') } },
    },
  },
  {
    key: 'assessments',
    table: 'assessments',
    clientColumn: 'client_id',
    fields: {
      id,
      clientId: int('client_id', 'clients'),
      templateId: int('template_id', 'assessmentTemplates'),
      templateBuiltin: text('template_builtin'),
      templateName: text('template_name'),
      scaleMin: int('scale_min'),
      scaleMax: int('scale_max'),
      assessedOn: text('assessed_on'),
      note: text('note'),
      sessionId: int('session_id', 'sessions'),
      ...stamps,
    },
    children: {
      scores: {
        table: 'assessment_scores',
        parentColumn: 'assessment_id',
        orderBy: 'position',
        fields: { position: int('position'), areaKey: text('area_key'), label: text('label'), score: int('score') },
      },
    },
  },
  {
    key: 'actionItems',
    table: 'action_items',
    clientColumn: 'client_id',
    fields: {
      id,
      clientId: int('client_id', 'clients'),
      sessionId: int('session_id', 'sessions'),
      noteId: int('note_id', 'notes'),
      goalId: int('goal_id', 'goals'),
      text: text('text'),
      dueOn: text('due_on'),
      owner: text('owner'),
      status: text('status'),
      carriedForward: int('carried_forward'),
      completedAt: text('completed_at'),
      ...stamps,
    },
  },
];

export function kindOf(key: KindKey): Kind {
  return KINDS.find((kind) => kind.key === key)!;
}

/**
 * Tables a practice keeps that are not records of the coach's work: exported with the settings,
 * or not at all (client_counts, client_name_marks and client_grams are worked out from the clients
 * by triggers; demo_clients goes with the demo's mark in meta, which stays with the practice it
 * was made in).
 */
export const NOT_RECORDS = ['meta', 'settings', 'practice_logo', 'client_counts', 'client_name_marks', 'client_grams', 'demo_clients'];
