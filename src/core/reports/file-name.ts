/**
 * A file name from words a coach typed (a client's name) that every system accepts: no path
 * separators or characters Windows refuses, no control characters, not too long.
 */
export function safeFileName(name: string, extension = 'pdf'): string {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 150)
    .trim();
  return `${cleaned || 'document'}.${extension}`;
}
