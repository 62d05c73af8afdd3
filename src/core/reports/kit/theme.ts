/** One look for every document: A4, calm colours that also print well in greyscale. */
export const PAGE = {
  size: 'A4' as const,
  margin: { top: 78, bottom: 64, side: 54 },
  headerTop: 30,
  footerBottom: 34,
};

export const COLOR = {
  text: '#1f2933',
  muted: '#5f6b7a',
  accent: '#0b7285',
  accentSoft: '#e3f2f4',
  rule: '#d3dbe3',
  zebra: '#f5f7f9',
  earlier: '#8a96a8',
  target: '#c2410c',
};

export const SIZE = {
  body: 10.5,
  small: 9,
  tiny: 7.5,
  heading: { 1: 19, 2: 13.5, 3: 11.5 } as const,
};

/** Space after each kind of block, in points. */
export const GAP = { block: 10, heading: 6, cell: 5 };
