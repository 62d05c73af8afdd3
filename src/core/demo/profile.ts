import type { z } from 'zod';
import { ClientFields } from '../../shared/contract';
import { LANGUAGES, type Language } from '../../shared/languages';
import { DEMO_CONTENT } from './content';
import type { DemoContent } from './content/types';
import type { Random } from './random';

/** Where a client stands today: still coming, finished (or paused), or booked for a first session. */
export type Engagement = 'active' | 'ended' | 'prospect';

/**
 * A coach working alone sees a few dozen clients at a time, however long the career. The
 * first this many clients are today's practice (active, prospects, recently finished); every
 * client after them finished earlier, one further back in time than the last, so a bigger
 * practice is a longer history and not a busier week.
 */
export const PRESENT_CLIENTS = 60;

export interface Profile {
  language: Language;
  content: DemoContent;
  engagement: Engagement;
  fields: z.output<typeof ClientFields>;
}

/**
 * Who client number `index` is. The languages take turns, so even a practice of four clients
 * has one of each; everything else is drawn from the client's own sequence.
 */
export function drawProfile(random: Random, index: number): Profile {
  const language = LANGUAGES[index % LANGUAGES.length]!;
  const content = DEMO_CONTENT[language];
  const person = content.person(random);
  const engagement: Engagement = index >= PRESENT_CLIENTS ? 'ended' : index % 25 === 24 ? 'prospect' : random.chance(0.65) ? 'active' : 'ended';
  const fields = ClientFields.parse({
    fullName: person.fullName,
    preferredName: person.preferredName,
    email: random.chance(0.75) ? `${person.emailName}@example.com` : null,
    phone: random.chance(0.6) ? content.phone(random) : null,
    timeZone: random.pick(content.zones),
    documentLanguage: language,
    status: engagement === 'prospect' ? 'prospect' : engagement === 'active' ? 'active' : random.chance(0.7) ? 'completed' : 'paused',
    tags: random.sample(content.tags, random.int(1, 2)),
    referralSource: random.chance(0.7) ? random.pick(content.referrals) : null,
    background: random.chance(0.8) ? random.pick(content.backgrounds) : null,
  });
  return { language, content, engagement, fields };
}
