import { spawnSync } from 'node:child_process';

/**
 * poppler-utils read the PDF from stdin, so tests never write documents to disk. CI installs
 * them (.ci/run); they are what a coach's PDF viewer effectively sees.
 */
export function poppler(tool: 'pdftotext' | 'pdffonts' | 'pdfinfo' | 'pdfimages', args: string[], pdf: Uint8Array): { ok: boolean; stdout: string; stderr: string } {
  const run = spawnSync(tool, [...args], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw new Error(`${tool} is not installed (poppler-utils): ${run.error.message}`);
  return { ok: run.status === 0, stdout: run.stdout.toString('utf8'), stderr: run.stderr.toString('utf8') };
}

/** The first page as pdftoppm paints it (grey PGM bytes): what a coach sees, to compare two documents. */
export function pageImage(pdf: Uint8Array, dpi = 100): Buffer {
  const run = spawnSync('pdftoppm', ['-r', String(dpi), '-gray', '-f', '1', '-l', '1', '-'], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw new Error(`pdftoppm is not installed (poppler-utils): ${run.error.message}`);
  if (run.status !== 0) throw new Error(`pdftoppm failed: ${run.stderr.toString('utf8')}`);
  return run.stdout;
}

/**
 * pdftotext's text with the bidi embedding marks it adds around right-to-left runs removed
 * and white space collapsed. It also writes the hamza of a one-glyph "هٔ" before its letter
 * (it reverses the glyph's code points along with the word), so marks are put back after
 * their letter.
 */
export function plain(text: string): string {
  return text
    .replace(/[\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/([\u064b-\u065f\u0670])([\u0620-\u064a\u066e-\u06d3\u06d5\u06fa-\u06ff])/g, '$2$1')
    .replace(/\s+/g, ' ');
}

export function pdfText(pdf: Uint8Array, args: string[] = []): string {
  const result = poppler('pdftotext', [...args, '-', '-'], pdf);
  if (!result.ok) throw new Error(`pdftotext failed: ${result.stderr}`);
  return plain(result.stdout);
}

export interface Word {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  page: number;
}

/** Every word pdftotext finds with its box; the text of each word is in visual (left-to-right) glyph order. */
export function pdfWords(pdf: Uint8Array): Word[] {
  const result = poppler('pdftotext', ['-bbox', '-', '-'], pdf);
  if (!result.ok) throw new Error(`pdftotext -bbox failed: ${result.stderr}`);
  const words: Word[] = [];
  let page = 0;
  for (const line of result.stdout.split('\n')) {
    if (line.includes('<page ')) page++;
    const m = line.match(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/);
    if (m) words.push({ xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]), text: decode(m[5]!), page });
  }
  return words;
}

function decode(html: string): string {
  return html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

/** The words sharing a line (same page, baselines within a few points) with `word`, left to right. */
export function lineOf(words: Word[], word: Word): Word[] {
  return words.filter((w) => w.page === word.page && Math.abs(w.yMin - word.yMin) < 3).sort((a, b) => a.xMin - b.xMin);
}

/** A Persian word as pdftotext -bbox reports it (glyphs left to right) turned back into reading order. */
export function logical(word: string): string {
  return /\p{Script=Arabic}/u.test(word) && !/^[\u06f0-\u06f9\u066b\u066c/]+$/u.test(word) ? Array.from(word).reverse().join('') : word;
}
