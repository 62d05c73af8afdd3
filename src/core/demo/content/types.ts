import type { Random } from '../random';

/** The Wheel of Life's areas (the built-in template's keys), which goals may answer. */
export type WheelArea = 'health' | 'career' | 'finances' | 'family' | 'romance' | 'growth' | 'fun' | 'environment';

export interface DemoPerson {
  fullName: string;
  preferredName: string | null;
  /** Latin letters for the e-mail address (example.com, so nothing is ever sent). */
  emailName: string;
}

export interface GoalIdea {
  title: string;
  why: string;
  area: WheelArea;
  metric: { name: string; unit: string | null; baseline: number; target: number } | null;
  milestones: [string, string, string];
}

/**
 * Everything a coach working in one language would have typed: names, tags, goals, action
 * items, and the coach's own lines that open each note section (the rest of a note comes
 * from the coaching texts in resources/samples). Written as a coach in that language would.
 */
export interface DemoContent {
  person(random: Random): DemoPerson;
  zones: readonly string[];
  phone(random: Random): string;
  currency: string;
  /** Package and agreement prices, in the currency's minor units. */
  prices: readonly number[];
  tags: readonly string[];
  referrals: readonly string[];
  backgrounds: readonly string[];
  cancellationTerms: string;
  locations: readonly string[];
  /** Session titles. */
  topics: readonly string[];
  goals: readonly GoalIdea[];
  /** Action items agreed in a session, by who does them: the client's own commitments, and what the coach promised to send or prepare. */
  actions: { client: readonly string[]; coach: readonly string[] };
  journalTitles: readonly string[];
  /** The coach's opening lines per kind of note section. */
  noteLines: { goal: readonly string[]; reality: readonly string[]; options: readonly string[]; will: readonly string[]; progress: readonly string[] };
  checkInComments: readonly string[];
  assessmentNotes: readonly string[];
  packageNotes: readonly string[];
}

/** Names as written, each with a Latin spelling for e-mail addresses. */
export type NamePairs = readonly (readonly [string, string])[];

/** Joins a given name and a family name picked from lists of [written, Latin] pairs. */
export function pairName(random: Random, given: NamePairs, family: NamePairs, separator = ' '): DemoPerson {
  const [first, firstLatin] = random.pick(given);
  const [last, lastLatin] = random.pick(family);
  return { fullName: `${first}${separator}${last}`, preferredName: null, emailName: `${firstLatin}.${lastLatin}`.toLowerCase() };
}

/** Digits in groups, e.g. pattern "+44 7### ######". */
export function digits(random: Random, pattern: string): string {
  return pattern.replace(/#/g, () => String(random.int(0, 9)));
}
