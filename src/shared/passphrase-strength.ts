import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { keysPressedOnPersianLayout } from './persian-keyboard';

/**
 * One rule for passphrase strength, enforced by the core and shown live by the setup
 * screen, so the meter never says "strong" about a passphrase the vault then refuses.
 */
export const MIN_PASSPHRASE_LENGTH = 10;
const MIN_SCORE = 3;

export type PassphraseHint = 'tooShort' | 'tooCommon' | 'addWords' | null;

export interface PassphraseAssessment {
  /** 0 (guessable in seconds) to 4 (very strong), from zxcvbn. */
  score: 0 | 1 | 2 | 3 | 4;
  acceptable: boolean;
  hint: PassphraseHint;
}

let estimator: ZxcvbnFactory | undefined;

export function assessPassphrase(passphrase: string): PassphraseAssessment {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  // zxcvbn's cost grows with length; beyond 100 characters nothing changes the verdict.
  const scoreOf = (text: string) => estimator!.check(text.slice(0, 100)).score;
  // A common password typed with the Persian layout on looks random to zxcvbn: it is judged
  // by the keys pressed too, and the weaker verdict counts.
  const pressed = keysPressedOnPersianLayout(passphrase);
  const score = Math.min(scoreOf(passphrase), pressed === null ? 4 : scoreOf(pressed)) as PassphraseAssessment['score'];
  const longEnough = [...passphrase].length >= MIN_PASSPHRASE_LENGTH;
  const acceptable = longEnough && score >= MIN_SCORE;
  let hint: PassphraseHint = null;
  if (!longEnough) hint = 'tooShort';
  else if (score < 2) hint = 'tooCommon';
  else if (!acceptable) hint = 'addWords';
  return { score, acceptable, hint };
}

export const PASSPHRASE_HINT_TEXT: Record<Exclude<PassphraseHint, null>, string> = {
  tooShort: `Use at least ${MIN_PASSPHRASE_LENGTH} characters; a few unrelated words work well.`,
  tooCommon: 'This passphrase is too common or too easy to guess. Try a few unrelated words.',
  addWords: 'Almost there: add another word or two to make it harder to guess.',
};
