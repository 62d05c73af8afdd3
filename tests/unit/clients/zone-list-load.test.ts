import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

/**
 * The zone field's module is in the app's first bundle: listing the zones when it loads held up
 * every page's first screen (0.7 s with the CPU slowed tenfold). It is made when a field is drawn.
 */
describe('the time zone field', () => {
  it('lists no zones when its module loads', async () => {
    const asked = vi.spyOn(Intl, 'supportedValuesOf');
    const { TimeZoneSelect } = await import('../../../src/renderer/src/clients/TimeZoneSelect');
    expect(TimeZoneSelect).toBeTypeOf('function');
    expect(asked).not.toHaveBeenCalled();
  });
});
