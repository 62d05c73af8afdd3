import type { Language } from '../../../shared/languages';
import type { PersianCalendar } from '../../../shared/settings';

/**
 * A document as plain data: the session summary and the progress report build one of these
 * from the practice's records and hand it to `renderDocument`. Text is already in the
 * document's language (see `documentText`); dates in charts are ISO strings that the kit
 * formats itself (Jalali with Persian digits in fa).
 */
export interface DocumentModel {
  /** The PDF's title (shown in viewers' title bars). */
  title: string;
  header: PageHeader;
  /** A short line at the start edge of every footer, e.g. "Confidential". */
  footerNote?: string;
  blocks: Block[];
}

export interface PageHeader {
  practiceName: string;
  /** PNG or JPEG bytes (the practice's logo setting); left out if unreadable. */
  logo?: Uint8Array;
  /** Shown at the end edge of the header, e.g. the client's name. */
  note?: string;
}

export interface RenderOptions {
  /** The document's language, which also sets its direction (fa: right to left). */
  language: Language;
  /** Persian dates in the Jalali calendar (the default) or the Gregorian one, as the coach chose. */
  persianCalendar?: PersianCalendar;
  /** Protects the PDF with this password (AES-256); never stored by Coachdesk. */
  password?: string;
  /** Written into the PDF's metadata; tests pin it. */
  createdAt?: Date;
}

export type Block = HeadingBlock | ParagraphBlock | KeyValuesBlock | TableBlock | BulletsBlock | LineChartBlock | RadarChartBlock | PageBreakBlock;

export interface HeadingBlock {
  kind: 'heading';
  text: string;
  /** 1 the document title, 2 a section, 3 a sub-section (e.g. one goal). */
  level: 1 | 2 | 3;
  /**
   * Text the coach typed (a note, the summary, a goal's title) rather than the document's own
   * words: each of its paragraphs takes its direction from its first letter, as HTML's
   * dir="auto" does, and is aligned to that direction's start edge.
   */
  coachTyped?: boolean;
}

export interface ParagraphBlock {
  kind: 'paragraph';
  /** May hold several paragraphs separated by newlines. */
  text: string;
  align?: 'start' | 'justify' | 'center';
  tone?: 'normal' | 'muted';
  /**
   * Text the coach typed (a note, the summary, a goal's title) rather than the document's own
   * words: each of its paragraphs takes its direction from its first letter, as HTML's
   * dir="auto" does, and is aligned to that direction's start edge.
   */
  coachTyped?: boolean;
}

export interface KeyValuesBlock {
  kind: 'keyValues';
  items: { label: string; value: string }[];
}

export interface TableColumn {
  header: string;
  /** Share of the width relative to the other columns (default 1). */
  weight?: number;
  /** Numbers read better aligned to the end edge. */
  align?: 'start' | 'end' | 'center';
  /** The column's cells are text the coach typed (an action, a goal's title): see `ParagraphBlock.coachTyped`. */
  coachTyped?: boolean;
}

export interface TableBlock {
  kind: 'table';
  /** In reading order; right-to-left documents place the first column on the right. */
  columns: TableColumn[];
  rows: string[][];
}

export interface BulletsBlock {
  kind: 'bullets';
  items: string[];
  /** Each item's own marker in place of the bullet ("1.", "۲."; null: the bullet), for numbered lists. */
  markers?: (string | null)[];
  /** How deep each item is nested (0: the list's own items; 1: a list inside one of them). */
  levels?: number[];
  /** The items are text the coach typed: see `ParagraphBlock.coachTyped`. */
  coachTyped?: boolean;
}

export interface LineChartBlock {
  kind: 'lineChart';
  title?: string;
  /** Name of the plotted value in the legend, e.g. "Progress". */
  seriesLabel: string;
  /** `date` is "YYYY-MM-DD" or a full ISO timestamp. */
  points: { date: string; value: number }[];
  baseline?: number;
  target?: number;
  /** Fixed value range, e.g. 0–10 for a scale; otherwise fitted to the data. */
  min?: number;
  max?: number;
}

export interface RadarChartBlock {
  kind: 'radarChart';
  title?: string;
  /** One label per spoke, clockwise from the top (counter-clockwise in right-to-left documents). */
  axes: string[];
  /** The scale's lowest score, at the centre, and its highest, at the spokes' tips. */
  min: number;
  max: number;
  /** Usually two dated assessments, earlier first; each has one value per axis. */
  series: { date: string; values: number[] }[];
}

export interface PageBreakBlock {
  kind: 'pageBreak';
}
