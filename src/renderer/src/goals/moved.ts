/** A copy of `list` with the item at `index` swapped with its neighbour before (-1) or after (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}
