/**
 * Half a million search keys in a few flat arrays instead of half a million JS strings (each a
 * heap object of its own, with its header and a pointer to it).
 *
 * Keys are written into one byte buffer as letter ranks, each key ended by 0. A rank is the
 * letter's position in the sorted set of letters the keys use (under a hundred: a-z, 0-9, space
 * and the few letters that `searchText` keeps in some names, such as ‘ or Cyrillic), so
 * comparing ranks orders keys exactly as comparing the strings would. A later word of a key ("main" in "frankfurt am main") needs no
 * bytes of its own: its entry starts inside the full key's bytes.
 */

/** What the index walks: entries in key order, each one key of one place. */
export interface SortedKeys {
  readonly count: number;
  /** Entry (in key order) -> place index. */
  readonly place: Int32Array;
  /** Entry (in key order) -> key kind. */
  readonly kind: Uint8Array;
  /** The entries [first, end) whose key starts with `prefix`; empty when none does. */
  prefixRange(prefix: string): { first: number; end: number };
  /** True when entry `i`'s key is exactly the prefix that found it. */
  isWhole(i: number, prefixLength: number): boolean;
  /** What the keys are made of, to be written to a file and read back (place-index-file.ts). */
  readonly arrays: SortedKeyArrays;
}

/** Letter ranks of keys (0 ends a key). */
export type Ranks = Uint8Array | Uint16Array;

/** Sorted keys as plain arrays: all a `SortedKeys` needs, and nothing it must compute again. */
export interface SortedKeyArrays {
  /** Code unit -> letter rank (0: a letter no key uses). */
  readonly rankOf: Uint16Array;
  /** Every key's ranks, each ended by 0. */
  readonly bytes: Ranks;
  /** Entry (in key order) -> where its key starts in `bytes`. */
  readonly start: Int32Array;
  readonly place: Int32Array;
  readonly kind: Uint8Array;
}

/** Collects keys while places are read; `sort` turns them into `SortedKeys`. */
export class KeyCollector {
  private text = '';
  private readonly pending: string[] = [];
  private pendingLength = 0;
  private readonly starts: number[] = [];
  private readonly places: number[] = [];
  private readonly kinds: number[] = [];

  /** Adds a key and returns where it starts, for `addSuffix`. */
  add(key: string, place: number, kind: number): number {
    const start = this.text.length + this.pendingLength;
    // Joined in batches: one `+=` per key would build a rope V8 must flatten later anyway.
    this.pending.push(key, '\0');
    this.pendingLength += key.length + 1;
    if (this.pending.length > 8192) this.flush();
    this.push(start, place, kind);
    return start;
  }

  /** A key that is the end of one already added: `offset` letters after `start`. */
  addSuffix(start: number, offset: number, place: number, kind: number): void {
    this.push(start + offset, place, kind);
  }

  sort(): SortedKeys {
    this.flush();
    return sortKeys(this.text, this.starts, this.places, this.kinds);
  }

  private push(start: number, place: number, kind: number): void {
    this.starts.push(start);
    this.places.push(place);
    this.kinds.push(kind);
  }

  private flush(): void {
    this.text += this.pending.join('');
    this.pending.length = 0;
    this.pendingLength = 0;
  }
}

function sortKeys(
  text: string,
  starts: readonly number[],
  places: readonly number[],
  kinds: readonly number[],
): SortedKeys {
  // Letters in code-unit order, the order `<` on strings uses; rank 0 ends a key.
  // (A table by code unit: a Map lookup per letter of 5 million took ~100 ms.)
  const used = new Uint8Array(0x10000);
  for (let i = 0; i < text.length; i++) used[text.charCodeAt(i)] = 1;
  used[0] = 0;
  const rankOf = new Uint16Array(0x10000);
  let letters = 0;
  for (let code = 1; code < used.length; code++) if (used[code] === 1) rankOf[code] = ++letters;
  // One byte per letter; two only if a data update ever brought more than 255 distinct letters.
  const bytes: Ranks =
    letters < 0x100 ? new Uint8Array(text.length + 1) : new Uint16Array(text.length + 1);
  for (let i = 0; i < text.length; i++) bytes[i] = rankOf[text.charCodeAt(i)] ?? 0;

  const order = radixOrder(bytes, starts, letters + 1);
  const count = order.length;
  const start = new Int32Array(count);
  const place = new Int32Array(count);
  const kind = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const entry = order[i] ?? 0;
    start[i] = starts[entry] ?? 0;
    place[i] = places[entry] ?? 0;
    kind[i] = kinds[entry] ?? 0;
  }
  return sortedKeysOver({ rankOf, bytes, start, place, kind });
}

/** The search over keys already in order (just sorted, or read back from a file). */
export function sortedKeysOver(arrays: SortedKeyArrays): SortedKeys {
  const { rankOf, bytes, start, place, kind } = arrays;
  const count = start.length;

  /** Entry `i`'s key against the prefix, looking at no more than its length. */
  function compare(i: number, prefix: Ranks): number {
    const at = start[i] ?? 0;
    for (let j = 0; j < prefix.length; j++) {
      const rank = bytes[at + j] ?? 0;
      const wanted = prefix[j] ?? 0;
      if (rank !== wanted) return rank - wanted; // an ended key (0) sorts first
    }
    return 0;
  }
  /** First entry whose comparison is not below `floor` (0: at or after, 1: after). */
  function firstFrom(prefix: Ranks, floor: number): number {
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(middle, prefix) < floor) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    count,
    place,
    kind,
    arrays,
    prefixRange(prefixText) {
      const prefix = new Uint16Array(prefixText.length);
      for (let j = 0; j < prefixText.length; j++) {
        const rank = rankOf[prefixText.charCodeAt(j)] ?? 0;
        // A letter no key uses: no key starts with this prefix.
        if (rank === 0) return { first: 0, end: 0 };
        prefix[j] = rank;
      }
      const first = firstFrom(prefix, 0);
      return { first, end: firstFrom(prefix, 1) };
    },
    isWhole: (i, prefixLength) => bytes[(start[i] ?? 0) + prefixLength] === 0,
  };
}

/**
 * Entries in key order, by a most-significant-digit radix sort: a few letters of each key are
 * packed into one number together with the entry's index, and a run of numbers is sorted by the
 * typed array's native numeric sort (no comparator callback): ~0.15 s here where sorting the
 * half million key strings took ~0.4 s. Runs that tie on those letters are sorted again on the
 * next few.
 */
function radixOrder(bytes: Ranks, starts: readonly number[], base: number): Int32Array {
  const count = starts.length;
  const slot = 2 ** Math.max(1, Math.ceil(Math.log2(count + 1)));
  // Letters per digit so that digit * slot + entry stays an exact integer (< 2^53).
  const perDigit = Math.floor(Math.log(2 ** 53 / slot) / Math.log(base));
  if (perDigit < 1) throw new Error('too many place keys to sort');
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  const codes = new Float64Array(count);

  const digitOf = (entry: number, depth: number): number => {
    // Only runs whose keys all go on past `depth` digits get here.
    let at = (starts[entry] ?? 0) + depth * perDigit;
    let digit = 0;
    let ended = false;
    for (let j = 0; j < perDigit; j++) {
      const rank = ended ? 0 : (bytes[at++] ?? 0);
      if (rank === 0) ended = true;
      digit = digit * base + rank;
    }
    return digit;
  };

  const sortRun = (low: number, high: number, depth: number): void => {
    for (let i = low; i < high; i++) {
      const entry = order[i] ?? 0;
      codes[i] = digitOf(entry, depth) * slot + entry;
    }
    codes.subarray(low, high).sort();
    for (let i = low; i < high; i++) order[i] = (codes[i] ?? 0) % slot;
    let i = low;
    while (i < high) {
      const digit = Math.floor((codes[i] ?? 0) / slot);
      let j = i + 1;
      while (j < high && Math.floor((codes[j] ?? 0) / slot) === digit) j++;
      // A tie whose last letter is not an end: the keys go on, compare the next letters.
      if (j - i > 1 && digit % base !== 0) sortRun(i, j, depth + 1);
      i = j;
    }
  };
  sortRun(0, count, 0);
  return order;
}
