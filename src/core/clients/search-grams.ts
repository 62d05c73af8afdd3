/**
 * Every letter and every pair of adjacent letters of a client's folded search text, each once:
 * a search of one or two letters holds one of them exactly when `instr` finds it in the text,
 * so client_grams (grams-migration.ts) answers it from an index in name order. Letters are code
 * points, as SQLite's `instr` compares them.
 */
export function searchGrams(text: string): string[] {
  const letters = [...text];
  const grams = new Set(letters);
  for (let i = 1; i < letters.length; i++) grams.add(letters[i - 1]! + letters[i]!);
  return [...grams];
}
