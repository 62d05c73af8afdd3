import { AppError } from '../../../shared/errors';

/**
 * What SASLprep (RFC 4013) changes before a reader checks a password: non-ASCII spaces (the
 * no-break space) it maps to a space, and joiners (the Persian half-space), the soft hyphen,
 * variation selectors and the byte-order mark it removes.
 */
const CHANGED_BY_SASLPREP = /[\u00a0\u00ad\u034f\u1680\u1806\u180b-\u180d\u2000-\u200d\u202f\u205f\u2060\u3000\ufe00-\ufe0f\ufeff]/u;
/** A PDF keeps the first 127 bytes of a password's UTF-8 (PDF 2.0, 7.6.4.3.3). */
const MAX_BYTES = 127;

/**
 * The password as every reader will take it. Readers of PDF 2.0 (Acrobat) prepare a typed
 * password with SASLprep and keep 127 bytes of it; others (poppler, which many viewers use) take
 * the bytes as typed. The file opens in both only when preparing changes nothing, so a password
 * preparing would change, or longer than a PDF keeps, is refused. An accent typed as a mark of
 * its own is composed first (NFC), as a recipient's keyboard types it.
 */
export function pdfPassword(password: string): string {
  const typed = password.normalize('NFC');
  if (typed.normalize('NFKC') !== typed || CHANGED_BY_SASLPREP.test(typed)) throw unusablePassword();
  if (Buffer.byteLength(typed) > MAX_BYTES) {
    throw new AppError('PDF_PASSWORD_TOO_LONG', 'PDF readers keep only the first 127 bytes of a password: about 127 Latin letters, or 63 Persian or Cyrillic ones. Choose a shorter password.');
  }
  return typed;
}

export function unusablePassword(): AppError {
  return new AppError(
    'PDF_PASSWORD_UNUSABLE',
    'PDF readers cannot accept this password. A PDF password can hold letters, digits, spaces and punctuation, but no emoji, tabs, line breaks, half-spaces, no-break spaces, invisible marks (such as text direction marks) or other special symbols; one with Persian letters must also start and end with a Persian letter and contain no Latin letters. Choose another password.',
  );
}
