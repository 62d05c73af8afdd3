import type { TFunction } from 'i18next';
import { isRightToLeft, type Language } from '../../../shared/languages';
import type { PersianCalendar } from '../../../shared/settings';
import type { Doc } from './doc';
import { type DocumentFormat, documentFormat } from './format';
import { documentText } from './labels';
import type { Direction } from './text/bidi';
import { drawTextBox } from './text/draw-text';
import { type Align, layoutText, type TextBox, type TextStyle } from './text/text-layout';
import { COLOR, PAGE } from './theme';

/**
 * The cursor that blocks write through: where the next block starts, when a page is full,
 * and which edge is the start edge. Blocks speak in start/end offsets; `x()` turns those into
 * page coordinates, so a right-to-left document mirrors without special cases in the blocks.
 */
export class Flow {
  readonly direction: Direction;
  readonly format: DocumentFormat;
  readonly t: TFunction;
  readonly left: number;
  readonly right: number;
  readonly top = PAGE.margin.top;
  readonly bottom: number;
  y: number;

  constructor(
    readonly doc: Doc,
    readonly language: Language,
    persianCalendar?: PersianCalendar,
  ) {
    this.direction = isRightToLeft(language) ? 'rtl' : 'ltr';
    this.format = documentFormat(language, persianCalendar);
    this.t = documentText(language);
    this.left = PAGE.margin.side;
    this.right = doc.page.width - PAGE.margin.side;
    this.bottom = doc.page.height - PAGE.margin.bottom;
    this.y = this.top;
  }

  get width(): number {
    return this.right - this.left;
  }

  get rtl(): boolean {
    return this.direction === 'rtl';
  }

  /** Page x of a box `width` wide whose start edge is `offset` points from the column's start. */
  x(offset: number, width: number): number {
    return this.rtl ? this.right - offset - width : this.left + offset;
  }

  /** Room left on this page. */
  get room(): number {
    return this.bottom - this.y;
  }

  /** Starts a new page unless `height` still fits; returns whether it did. */
  ensure(height: number): boolean {
    if (height <= this.room || this.y === this.top) return false;
    this.newPage();
    return true;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.top;
  }

  /**
   * Lays out the document's own text in its direction, or (`coachTyped`) text the coach wrote,
   * each paragraph in its own direction and against its own start edge: a Persian note in an
   * English summary reads from the right, an English one in a Persian summary from the left.
   */
  layout(text: string, style: TextStyle, width: number, align: Align = 'start', coachTyped = false): TextBox {
    return layoutText(text, style, width, coachTyped ? { auto: this.direction } : this.direction, align);
  }

  /** Draws a laid-out box (or its lines `from` to `to`) at `offset` from the start edge, its top at the current y or `top`. */
  draw(box: TextBox, offset: number, color: string = COLOR.text, top = this.y, from?: number, to?: number): void {
    drawTextBox(this.doc, box, this.x(offset, box.width), top, color, from, to);
  }

  /** Draws a box line by line from the current y, continuing on new pages as they fill. */
  drawFlowing(box: TextBox, offset: number, color: string = COLOR.text): void {
    let line = 0;
    while (line < box.lines.length) {
      this.ensure(box.lineHeight);
      const fit = Math.max(1, Math.min(box.lines.length - line, Math.floor(this.room / box.lineHeight)));
      drawTextBox(this.doc, box, this.x(offset, box.width), this.y, color, line, line + fit);
      this.y += fit * box.lineHeight;
      line += fit;
    }
  }
}
