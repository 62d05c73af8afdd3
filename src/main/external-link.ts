import type { TFunction } from 'i18next';
import { isSafeExternalUrl } from './policy';

/** What the coach is asked before a link leaves the app; the shell shows it as a native dialog. */
export interface LinkQuestion {
  /** One line naming where the link goes: its host, e-mail address or phone number. */
  message: string;
  /** The address itself, shortened in the middle when it is very long. */
  detail: string;
  open: string;
  cancel: string;
}

/** Shows the question over `asker`'s window; true only when the coach chose to open. */
export type AskToOpen<Asker> = (asker: Asker, question: LinkQuestion) => Promise<boolean>;

/** Past this, an address is shown as its start and end: a page-long one hides nothing, and stays readable. */
export const SHOWN_ADDRESS_CHARS = 300;
/** Hosts, e-mail addresses and phone numbers in the one-line message. */
const SHOWN_NAME_CHARS = 80;

/**
 * Links leave the app only when the coach says so. Electron cannot tell a coach's click from
 * a script's `window.open`, so a script that got into the page could otherwise send a
 * practice's data out in an address, to the system browser, at once. Each request asks first,
 * naming where it goes; only "Open" opens it, and exactly the address requested. While one
 * question is open over a window, that window's further requests are refused unasked, so a
 * script cannot stack dialogs until the coach clicks the wrong one.
 * Returns whether the address was opened.
 */
export function externalLinks<Asker extends object>(options: {
  ask: AskToOpen<Asker>;
  open(url: string): Promise<void> | void;
  translate(): TFunction;
}): (asker: Asker, url: string) => Promise<boolean> {
  const asking = new WeakSet<Asker>();
  return async (asker, url) => {
    if (!isSafeExternalUrl(url) || asking.has(asker)) return false;
    asking.add(asker);
    let confirmed: boolean;
    try {
      confirmed = await options.ask(asker, linkQuestion(url, options.translate()));
    } finally {
      asking.delete(asker);
    }
    if (confirmed) await options.open(url);
    return confirmed;
  };
}

/** The question for a safe address (http, https, mailto or tel). */
export function linkQuestion(url: string, t: TFunction): LinkQuestion {
  const parsed = new URL(url);
  const buttons = { open: t('externalLink.open'), cancel: t('externalLink.cancel') };
  const detail = shortened(url, SHOWN_ADDRESS_CHARS);
  // The host as the URL parser reads it: "https://bank.example@elsewhere.example" goes to elsewhere.example.
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return { message: t('externalLink.web', { host: parsed.hostname }), detail, ...buttons };
  const recipient = shortened(decoded(parsed.pathname), SHOWN_NAME_CHARS);
  if (parsed.protocol === 'tel:') return { message: t('externalLink.phone', { number: recipient }), detail, ...buttons };
  if (recipient) return { message: t('externalLink.email', { address: recipient }), detail, ...buttons };
  return { message: t('externalLink.emailNoAddress'), detail, ...buttons };
}

/** Start and end of a long text, with an ellipsis in between. */
function shortened(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const tail = Math.floor(limit / 4);
  return `${text.slice(0, limit - tail - 1)}…${text.slice(-tail)}`;
}

/**
 * An address's recipient as people write it (Cyrillic, Persian), without control or direction
 * characters: a line break or a right-to-left override could make it read as another one.
 */
function decoded(text: string): string {
  let plain = text;
  try {
    plain = decodeURIComponent(text);
  } catch {
    // Not valid percent-encoding: shown as it is.
  }
  return plain.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}
