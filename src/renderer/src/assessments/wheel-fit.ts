/** The size of an area's name around the wheel, in px, and the height of its lines. */
export const NAME_SIZE = 13;
export const NAME_LINE = 15;

/** The wheel's radius, of half its lesser side (recharts' outerRadius). */
export const RADIUS = 0.68;
/** Between a name and the wheel's rim, or its neighbour: recharts' tick offset and a little air. */
const NAME_GAP = 12;
/** However small the chart, a name has this much room (a word longer still does not fit). */
const MIN_WIDTH = 60;

export interface WheelRoom {
  /** Room for a name beside the wheel, and above or below it (centred on its spoke). */
  sideWidth: number;
  overWidth: number;
  /** The wheel's radius, and the height left above it (and as much below). */
  radius: number;
  above: number;
}

/**
 * The room for names around a wheel of `count` spokes in a chart this size: beside the wheel, what
 * is left of the width; above and below, the width between the neighbouring spokes' ends (the
 * names there start at those ends and run outward), and the height left.
 */
export function wheelRoom(width: number, height: number, count: number): WheelRoom {
  const radius = (RADIUS * Math.min(width, height)) / 2;
  return {
    sideWidth: Math.max(MIN_WIDTH, width / 2 - radius - NAME_GAP),
    overWidth: Math.max(MIN_WIDTH, 2 * radius * spread(count) - NAME_GAP),
    radius,
    above: height / 2 - radius,
  };
}

/** How far apart neighbouring spokes' ends are, for a radius of 1: across, or up and down beside the wheel. */
function spread(count: number): number {
  return count > 4 ? Math.sin((2 * Math.PI) / count) : 1;
}

/**
 * Lines a text takes wrapped at `width`, words kept whole, as recharts' Text wraps them; Infinity
 * when a word alone is wider (it would run past the room, off the chart).
 */
export function linesFor(text: string, width: number, measure: (text: string) => number): number {
  const space = measure(' ');
  let lines = 0;
  let line = Infinity;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const size = measure(word);
    if (size > width) return Infinity;
    if (line + space + size <= width) line += space + size;
    else [lines, line] = [lines + 1, size];
  }
  return Math.max(1, lines);
}

/**
 * Whether every name fits at its spoke, wrapped: names above and below the wheel in the height
 * left there, names beside it in the height between two spokes' ends (r·sin of the angle between
 * spokes, least beside the wheel's middle). When they do not, the spokes are numbered instead.
 */
export function namesFit(names: string[], room: WheelRoom, measure: (text: string) => number): boolean {
  const count = names.length;
  const besideLines = Math.floor((room.radius * spread(count)) / NAME_LINE);
  const overLines = Math.floor(room.above / NAME_LINE);
  // Spokes start at the top; with an even count one also points straight down.
  const isOver = (index: number) => index === 0 || (count % 2 === 0 && index === count / 2);
  return names.every((name, index) => (isOver(index) ? linesFor(name, room.overWidth, measure) <= overLines : linesFor(name, room.sideWidth, measure) <= besideLines));
}

/** Widths in the names' text (NAME_SIZE, the page's font), as the chart wraps them. */
export function nameMeasure(): (text: string) => number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return () => 0;
  context.font = `${NAME_SIZE}px ${getComputedStyle(document.body).fontFamily}`;
  return (text) => context.measureText(text).width;
}
