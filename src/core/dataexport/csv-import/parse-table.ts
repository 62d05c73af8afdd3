import Papa from 'papaparse';

export type Delimiter = ',' | ';';

export interface CsvRecord {
  /** As a spreadsheet numbers it: the header is row 1, so the first client is row 2. */
  row: number;
  cells: string[];
  /** Quotes that never close, or more or fewer cells than the header has. */
  broken: boolean;
}

export interface CsvTable {
  delimiter: Delimiter;
  headers: string[];
  records: CsvRecord[];
}

function parse(text: string, delimiter: Delimiter, preview = 0) {
  return Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false, preview });
}

/**
 * Comma or semicolon (the list separator of spreadsheets in Bulgarian, Persian and most of
 * Europe): whichever splits the first rows into the same number of cells more often, with
 * more cells in the header breaking a tie. Quoted cells may hold either, and line breaks.
 */
export function detectDelimiter(text: string): Delimiter {
  const score = (delimiter: Delimiter) => {
    const rows = parse(text, delimiter, 50).data.filter((row) => row.some((cell) => cell.trim()));
    const width = rows[0]?.length ?? 0;
    const matching = rows.filter((row) => row.length === width).length;
    return width > 1 ? matching * 1000 + width : 0;
  };
  return score(';') > score(',') ? ';' : ',';
}

/** The header and every non-empty record, numbered as the spreadsheet shows them. */
export function parseTable(text: string): CsvTable {
  const delimiter = detectDelimiter(text);
  const { data, errors } = parse(text, delimiter);
  const unclosed = new Set(errors.filter((error) => error.code === 'MissingQuotes').map((error) => error.row));
  const [header = [], ...rows] = data;
  const headers = header.map((cell) => cell.trim());
  const records: CsvRecord[] = [];
  rows.forEach((cells, index) => {
    if (!cells.some((cell) => cell.trim())) return;
    // A trailing separator at the end of a line adds an empty cell, not a column.
    const trimmed = cells.length > headers.length && cells.slice(headers.length).every((cell) => !cell.trim()) ? cells.slice(0, headers.length) : cells;
    records.push({ row: index + 2, cells: trimmed, broken: unclosed.has(index + 1) || trimmed.length !== headers.length });
  });
  return { delimiter, headers, records };
}
