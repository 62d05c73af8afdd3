/**
 * A list of values in one CSV cell (a client's tags, a goal's sessions), as the CSV export
 * writes it and the CSV import reads it back.
 *
 * Spreadsheets made by hand separate tags with commas, semicolons or bars, so the import
 * splits on all three; the export joins with "; ". A tag may hold any of those itself
 * ("Kuala Lumpur, MY"), so the export puts such a value in double quotes, doubling a quote
 * inside it as CSV does, and the import keeps a quoted value whole. A cell without quotes
 * splits exactly as before.
 */

const NEEDS_QUOTES = /[;,|"]/;

/** One value: in quotes (a quote inside doubled), or plain text up to a separator; then a separator or the end. */
const ITEM = /\s*(?:"((?:[^"]|"")*)"\s*|([^;,|]*))(?:[;,|]|$)/gy;

export function joinListCell(values: readonly unknown[]): string {
  return values.map((value) => (NEEDS_QUOTES.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value))).join('; ');
}

/**
 * The cell's values, trimmed, empty ones left out. Text that only starts like a quoted value
 * (`"VIP" clients`) is taken as plain text, quotes and all, as it was before quoting existed.
 */
export function splitListCell(text: string): string[] {
  return [...text.matchAll(ITEM)].map(([, quoted, plain]) => (quoted?.replaceAll('""', '"') ?? plain ?? '').trim()).filter(Boolean);
}
