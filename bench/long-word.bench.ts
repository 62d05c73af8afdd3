import { renderDocument } from '../src/core/reports/kit';
import { clearTextCaches } from '../src/core/reports/kit/text/shaping';
import { richTextBlocks } from '../src/core/reports/documents/rich-text';
import { docFromText } from '../src/shared/contract';
import { type Figure, measure } from './harness';

/** The longest text one paragraph of a note holds as the editor saves it (`RichNode.text`). */
const LENGTH = 100_000;

/**
 * A note's shareable section of the largest size, pasted with no space (base64, in Latin
 * letters; the same in Persian letters), as a session summary prints it, with the shaping and
 * line caches emptied each time as for a note never printed before. Every line of it is a cut
 * through one word, which was quadratic in the word's length until 2026-12-03 (47 s in Latin, 80 s in Persian).
 */
export async function longWordBench(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [name, letters, language] of [
    ['Latin', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'en'],
    ['Persian', 'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی', 'fa'],
  ] as const) {
    const blocks = richTextBlocks(docFromText(randomWord(Array.from(letters))), String);
    const render = async () => {
      clearTextCaches();
      await renderDocument({ title: 'Session summary', header: { practiceName: 'Bench' }, blocks }, { language });
    };
    const timed = await measure(render, 3, 1);
    figures.push({ operation: `PDF: a note of ${LENGTH.toLocaleString('en')} ${name} letters with no space`, encryptedP50: timed.p50, encryptedP95: timed.p95, note: 'no database involved; caches emptied' });
  }
  return figures;
}

/** Random letters, the same each run: a repeated pattern would let the shaping cache hide the work. */
function randomWord(letters: string[]): string {
  let word = '';
  for (let seed = 7; word.length < LENGTH; ) {
    seed = (seed * 48271) % 2147483647;
    word += letters[seed % letters.length];
  }
  return word;
}
