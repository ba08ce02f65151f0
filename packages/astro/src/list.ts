/** `list[index]` (negative counts from the end) that throws instead of yielding undefined. */
export function itemAt<T>(list: readonly T[], index: number): T {
  const item = list.at(index);
  if (item === undefined) throw new RangeError(`No item at ${index} of ${list.length}`);
  return item;
}
