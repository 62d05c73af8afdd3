/**
 * Editors with unsaved text register a flush here, so "Lock now" (and anything else that
 * closes the practice on purpose) can save every open note first. Saves still on their way
 * are tracked too: a note is read again only after they landed, so it never shows older text.
 */
/** Each flush resolves to whether its note is saved now (false: the save failed, the text is still unsaved). */
const flushes = new Set<() => Promise<boolean>>();
const inFlight = new Set<Promise<unknown>>();

export function registerPendingSave(flush: () => Promise<boolean>): () => void {
  flushes.add(flush);
  return () => flushes.delete(flush);
}

export function trackSave<T>(save: Promise<T>): Promise<T> {
  inFlight.add(save);
  void save.finally(() => inFlight.delete(save)).catch(() => {});
  return save;
}

/** Saves every open note; resolves to whether all of them are saved. */
export async function flushPendingSaves(): Promise<boolean> {
  const results = await Promise.allSettled([...flushes].map((flush) => flush()));
  await savesLanded();
  return results.every((result) => result.status === 'fulfilled' && result.value);
}

export async function savesLanded(): Promise<void> {
  // First let the current render finish: an editor closing by it starts its last save then.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.allSettled([...inFlight]);
}
