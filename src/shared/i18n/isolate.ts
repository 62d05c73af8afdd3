/**
 * Text from outside a sentence (a path, a value from a file) set apart in the sentence's
 * direction-neutral wrapping, in the direction of its own first letter: in a Persian sentence
 * "/tmp/clients.csv" otherwise showed its slash at the wrong end, and "2024-02-30" as "30-02-2024".
 * (U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE; invisible.)
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
