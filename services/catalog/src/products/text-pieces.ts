/** What the pieces are read from, per product: `search_text` and `replace(search_name, ' ', '')`, as PostgreSQL computed them. */
export type PiecedText = { searchText: string; compact: string };

const NONE = new Int32Array(0);
const SPACE = 32;
const BUILD_SLICE = 1000;
/** A piece of 2 or 3 UTF-16 code units as one number (exact below 2^53): no string per piece. */
const pieceOf = (a: number, b: number, c = -1): number => (c < 0 ? a * 0x10000 + b : ((a + 1) * 0x10000 + b) * 0x10000 + c);

/** Adds the pieces of products `from`..`to` to `lists`, each position once per piece. */
function addPieces(lists: Map<number, number[]>, texts: readonly PiecedText[], from: number, to: number): Map<number, number[]> {
  const add = (piece: number, i: number) => {
    const list = lists.get(piece);
    if (!list) lists.set(piece, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  };
  for (let i = from; i < to; i++)
    for (const text of [texts[i].searchText, texts[i].compact])
      for (let at = 0; at + 1 < text.length; at++) {
        const a = text.charCodeAt(at);
        const b = text.charCodeAt(at + 1);
        if (a === SPACE || b === SPACE) continue;
        add(pieceOf(a, b), i);
        const c = at + 2 < text.length ? text.charCodeAt(at + 2) : SPACE;
        if (c !== SPACE) add(pieceOf(a, b, c), i);
      }
  return lists;
}

/** The positions in any of `lists`, in order, each once. */
function union(lists: Int32Array[]): Int32Array {
  const all = new Int32Array(lists.reduce((sum, l) => sum + l.length, 0));
  let at = 0;
  for (const l of lists) {
    all.set(l, at);
    at += l.length;
  }
  all.sort();
  let kept = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i];
  return all.subarray(0, kept);
}

/**
 * Per piece of 2 or 3 letters, the positions of the products whose search text or run-together
 * name holds it (decision 0206). A product holding a word holds each of its pieces, so a search
 * need only visit the products of each word's rarest piece: the suggestions' walk and a search
 * listing's matches (decision 0912) both start here instead of at every product.
 */
export class TextPieces {
  private readonly pieces = new Map<number, Int32Array>();

  private constructor(
    readonly size: number,
    lists: Map<number, number[]>,
  ) {
    for (const [piece, list] of lists) this.pieces.set(piece, Int32Array.from(list));
  }

  /** At once: for small sets (tests) and callers that are not serving requests. */
  static of(texts: readonly PiecedText[]): TextPieces {
    return new TextPieces(texts.length, addPieces(new Map(), texts, 0, texts.length));
  }

  /**
   * Built a slice of products at a time, letting other requests run between slices: 10,000
   * products take some 150 ms of CPU, which in one go would hold up every request of the replica
   * that long.
   */
  static async build(texts: readonly PiecedText[]): Promise<TextPieces> {
    const lists = new Map<number, number[]>();
    for (let from = 0; from < texts.length; from += BUILD_SLICE) {
      addPieces(lists, texts, from, Math.min(texts.length, from + BUILD_SLICE));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return new TextPieces(texts.length, lists);
  }

  /** The positions of the products holding `word`'s rarest piece; null when it has no piece to look up (under 2 letters, a space). */
  private rarest(word: string): Int32Array | null {
    const n = Math.min(3, word.length);
    if (n < 2 || word.includes(' ')) return null;
    let rarest: Int32Array = NONE;
    for (let at = 0; at + n <= word.length; at++) {
      const list = this.pieces.get(pieceOf(word.charCodeAt(at), word.charCodeAt(at + 1), n === 3 ? word.charCodeAt(at + 2) : -1)) ?? NONE;
      if (at === 0 || list.length < rarest.length) rarest = list;
    }
    return rarest;
  }

  /**
   * Per word, the positions of the products that may match it, shortest first: those holding its
   * rarest piece, and with a typo's near words (accepted in its place) those holding one of
   * theirs too. A match holds every word or a near word of it, so it is in every list. A word or
   * near word without a piece to look up narrows nothing and is left out. Empty when no word
   * narrows the walk.
   */
  private narrowing(words: string[], near: string[][]): Int32Array[] {
    const lists: Int32Array[] = [];
    for (let k = 0; k < words.length; k++) {
      const spellings = [words[k], ...(near[k] ?? [])].map((w) => this.rarest(w));
      if (spellings.some((l) => l === null)) continue;
      lists.push(spellings.length === 1 ? spellings[0]! : union(spellings as Int32Array[]));
    }
    return lists.sort((a, b) => a.length - b.length);
  }

  /**
   * The positions that may match these words, ascending: those in every word's list (one pass
   * over the lists, each sorted by position); null when no word narrows them (every product may).
   * The caller tests each for the match itself.
   */
  candidates(words: string[], near: string[][]): Int32Array | null {
    const lists = this.narrowing(words, near);
    if (lists.length === 0) return null;
    const [first, ...rest] = lists;
    if (rest.length === 0) return first;
    const out = new Int32Array(first.length);
    let kept = 0;
    const at = new Int32Array(rest.length);
    next: for (let f = 0; f < first.length; f++) {
      const i = first[f];
      for (let k = 0; k < rest.length; k++) {
        const list = rest[k];
        let j = at[k];
        while (j < list.length && list[j] < i) j++;
        at[k] = j;
        if (j === list.length) break next;
        if (list[j] !== i) continue next;
      }
      out[kept++] = i;
    }
    return out.subarray(0, kept);
  }
}
