import { describe, expect, it } from 'vitest';
import { measure as reportMeasure } from '../../../src/core/reports/documents/measures';
import { wordingFor } from '../../../src/core/reports/documents/wording';
import { createFormatters } from '../../../src/shared/i18n/format';
import { measure } from '../../../src/renderer/src/goals/measure';

const goal = (unit: string) => ({ metric: { name: 'Share', unit, baseline: 0, target: 100, direction: 'higher' as const } });

describe('a goal measured in percent', () => {
  it('is written as the language writes a percentage, on screen and in a report, as the report writes its own', () => {
    // "92 %" (the number, a space, the typed sign) stood beside Intl's "90%" in a Bulgarian report.
    expect(measure(createFormatters('bg'), 92.5, '%')).toBe('92,5%');
    expect(measure(createFormatters('fa'), 92, '%')).toBe('۹۲٪');
    expect(measure(createFormatters('en'), 92, ' ٪ ')).toBe('92%');
    const bg = wordingFor('bg', 'jalali', 'Europe/Sofia');
    expect(reportMeasure(bg, goal('%'), 92)).toBe('92%');
    expect(reportMeasure(bg, goal('%'), 92)).toBe(bg.k.percent(0.92));
    expect(reportMeasure(wordingFor('fa', 'jalali', 'Asia/Tehran'), goal('٪'), 92)).toBe('۹۲٪');
  });

  it('keeps any other unit as the coach typed it, after the number', () => {
    expect(measure(createFormatters('en'), 84.5, 'kg')).toBe('84.5 kg');
    expect(measure(createFormatters('en'), 3, '% body fat')).toBe('3 % body fat');
    // In a document the value and its unit are isolated (U+2066…U+2069, drawn as nothing), so a unit in another script keeps its place.
    expect(reportMeasure(wordingFor('ms', 'jalali', 'Asia/Kuala_Lumpur'), goal('km'), 5)).toBe('\u20665 \u2068km\u2069\u2069');
  });
});
