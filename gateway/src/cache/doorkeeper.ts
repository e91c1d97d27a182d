/**
 * Which keys of the public cache have been asked for recently (decision 0900, "Asked twice"): an
 * answer is stored only when its key has missed before. Most misses under load are asked once
 * and never again (a text typed into the search box, a listing with filters of its own), and
 * storing each of them cost the gateway its capture, its copy and its place in the store, and
 * pushed out of the store the answers shoppers do ask again.
 *
 * Two generations of hashed keys, each of at most `capacity`: when the current one is full it
 * becomes the previous one and the oldest is forgotten, so a key is remembered for at least
 * `capacity` other keys. A key is held as a 30-bit hash (a small integer V8 keeps without an
 * allocation, not the text); two keys that share a hash only let an answer be stored at its
 * first miss, which is what every answer had before.
 */
export class Doorkeeper {
  private current = new Set<number>();
  private previous = new Set<number>();

  constructor(private readonly capacity: number) {}

  /** Whether `key` was asked before; remembered for next time if not. */
  admits(key: string): boolean {
    const hash = keyHash(key);
    if (this.current.has(hash) || this.previous.has(hash)) return true;
    this.current.add(hash);
    if (this.current.size >= this.capacity) {
      this.previous = this.current;
      this.current = new Set();
    }
    return false;
  }
}

/** FNV-1a over the key's UTF-16 code units, cut to 30 bits (a small integer). */
export function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash & 0x3fffffff;
}
