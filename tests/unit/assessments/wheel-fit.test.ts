import { describe, expect, it } from 'vitest';
import { linesFor, NAME_LINE, namesFit, wheelRoom } from '../../../src/renderer/src/assessments/wheel-fit';

/** Every character 10 px wide, a space too. */
const measure = (text: string) => text.length * 10;

describe('wheel names', () => {
  it('wraps a name at word boundaries, as the chart does', () => {
    expect(linesFor('Money', 100, measure)).toBe(1);
    // "Fun and" (70 px), "recreation" (100), "outside of" (100), "work".
    expect(linesFor('Fun and recreation outside of work', 100, measure)).toBe(4);
    expect(linesFor('   ', 100, measure)).toBe(1);
    // A word wider than the room runs off the chart however it is wrapped.
    expect(linesFor('Selbstverwirklichung', 100, measure)).toBe(Infinity);
  });

  it('numbers the spokes when a name beside the wheel needs more lines than there is room for between spokes', () => {
    const room = { sideWidth: 100, overWidth: 200, radius: 96, above: 2 * NAME_LINE };
    const short = ['Health', 'Career', 'Money', 'Family', 'Friends', 'Romance', 'Growth', 'Fun'];
    expect(namesFit(short, room, measure)).toBe(true);
    // Eight spokes: 96 · sin 45° = 68 px between spokes' ends, four lines.
    expect(namesFit([...short.slice(0, 7), 'Fun and recreation outside of work'], room, measure)).toBe(true);
    expect(namesFit([...short.slice(0, 7), 'Fun and a lot of recreation outside of work'], room, measure)).toBe(false);
    // Twelve: 96 · sin 30° = 48 px, three lines.
    const twelve = [...short, 'Rest', 'Learning', 'Purpose', 'Community'];
    expect(namesFit(twelve.with(10, 'Fun and recreation outside'), room, measure)).toBe(true);
    expect(namesFit(twelve.with(10, 'Fun and recreation outside of work'), room, measure)).toBe(false);
  });

  it('gives the names above and below the wheel its width and the height left there', () => {
    const room = { sideWidth: 100, overWidth: 200, radius: 96, above: 2 * NAME_LINE };
    const eight = ['Health', 'Career', 'Money', 'Family', 'Friends', 'Romance', 'Growth', 'Fun'];
    // The first spoke points up, the fifth of eight down: two lines of 200 px each.
    expect(namesFit(eight.with(0, 'Physical health and energy levels'), room, measure)).toBe(true);
    expect(namesFit(eight.with(4, 'Physical health, fitness and energy'), room, measure)).toBe(true);
    expect(namesFit(eight.with(4, 'Physical health, fitness, sleep and energy levels'), room, measure)).toBe(false);
    // A word of 180 px fits under the wheel; with seven spokes none points down, and the fifth, beside the wheel, has 100 px.
    expect(namesFit(eight.with(4, 'Self-actualisation'), room, measure)).toBe(true);
    expect(namesFit(eight.slice(0, 7).with(4, 'Self-actualisation'), room, measure)).toBe(false);
  });

  it('leaves a name above the wheel the width between its neighbours’ ends, and one beside it what the wheel leaves', () => {
    // 560 × 380: a radius of 129 px, the lesser side's 68 %.
    const eight = wheelRoom(560, 380, 8);
    expect(eight.radius).toBeCloseTo(129.2);
    expect(eight.above).toBeCloseTo(60.8);
    expect(eight.sideWidth).toBeCloseTo(280 - 129.2 - 12);
    // The neighbours of the top spoke end 2 · 129 · sin 45° apart with eight spokes, 2 · 129 · sin 30° with twelve.
    expect(eight.overWidth).toBeCloseTo(2 * 129.2 * Math.SQRT1_2 - 12);
    expect(wheelRoom(560, 380, 12).overWidth).toBeCloseTo(129.2 - 12);
    expect(wheelRoom(560, 380, 4).overWidth).toBeCloseTo(2 * 129.2 - 12);
  });
});
