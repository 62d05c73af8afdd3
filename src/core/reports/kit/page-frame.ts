import type { Flow } from './flow';
import type { Align, TextBox, TextStyle } from './text/text-layout';
import { openImage } from './image';
import type { PageHeader } from './model';
import { COLOR, PAGE, SIZE } from './theme';

const LOGO_HEIGHT = 26;
const LOGO_MAX_WIDTH = 90;

/**
 * Header (logo, practice name, a note at the end edge) and footer (a note, "page n of m" in
 * the document's digits) on every page. Drawn once all pages exist, so the page count is known.
 */
export function drawPageFrames(flow: Flow, header: PageHeader, footerNote: string | undefined): void {
  const { doc, format, t } = flow;
  const logo = openLogo(flow, header.logo);
  const logoWidth = logo ? Math.min(LOGO_MAX_WIDTH, (logo.width * LOGO_HEIGHT) / logo.height) : 0;
  const nameOffset = logo ? logoWidth + 10 : 0;
  const name = oneLine(flow, header.practiceName, { size: SIZE.body + 1, bold: true }, flow.width * 0.6 - nameOffset);
  const note = header.note ? oneLine(flow, header.note, { size: SIZE.small }, flow.width * 0.38, 'end') : undefined;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (logo) doc.image(logo as never, flow.x(0, logoWidth), PAGE.headerTop, { fit: [logoWidth, LOGO_HEIGHT] });
    flow.draw(name, nameOffset, COLOR.accent, PAGE.headerTop + (LOGO_HEIGHT - name.lineHeight) / 2);
    if (note) flow.draw(note, flow.width - note.width, COLOR.muted, PAGE.headerTop + (LOGO_HEIGHT - note.lineHeight) / 2);
    const ruleY = PAGE.headerTop + LOGO_HEIGHT + 8;
    doc.moveTo(flow.left, ruleY).lineTo(flow.right, ruleY).lineWidth(0.6).strokeColor(COLOR.rule).stroke();

    const footerTop = doc.page.height - PAGE.footerBottom - SIZE.small * 1.5;
    doc.moveTo(flow.left, footerTop - 6).lineTo(flow.right, footerTop - 6).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
    const pageLabel = t('reports.kit.pageOf', { page: format.number(i - range.start + 1, 0), pages: format.number(range.count, 0) });
    const page = flow.layout(pageLabel, { size: SIZE.small }, Infinity);
    flow.draw(page, flow.width - page.width, COLOR.muted, footerTop);
    if (footerNote) flow.draw(flow.layout(footerNote, { size: SIZE.small }, flow.width - page.width - 20), 0, COLOR.muted, footerTop);
  }
}

/**
 * The header has room for one line each: a longer practice or client name is shortened with
 * "…" (it ran into the rule and the title below). Found by halving, as text is shaped and
 * measured as a whole.
 */
function oneLine(flow: Flow, text: string, style: TextStyle, width: number, align?: Align): TextBox {
  const full = flow.layout(text, style, width, align);
  if (full.lines.length <= 1) return full;
  const characters = [...text];
  const cut = (length: number) => flow.layout(`${characters.slice(0, length).join('').trimEnd()}…`, style, width, align);
  let fits = 0;
  let tooLong = characters.length;
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (cut(middle).lines.length <= 1) fits = middle;
    else tooLong = middle;
  }
  return cut(fits);
}

/** A logo pdfkit cannot read (not PNG or JPEG, or damaged) leaves the header without one. */
function openLogo(flow: Flow, bytes: Uint8Array | undefined) {
  return bytes ? openImage(flow.doc, bytes) : undefined;
}
