/** The Unicode line breaking algorithm (UAX #14), as pdfkit itself uses it; the package ships no types. */
declare module 'linebreak' {
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
}
