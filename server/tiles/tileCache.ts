/**
 * The most recently used tiles, bounded by their total size in bytes: a tile used again moves
 * to the back, and the oldest go first when a new one would not fit. A Map keeps insertion
 * order, which is all an LRU needs.
 */
export class TileCache<T extends { bytes: number }> {
  private readonly entries = new Map<string, T>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: T): void {
    if (entry.bytes > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.total -= previous.bytes;
    }
    this.entries.set(key, entry);
    this.total += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.bytes;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }
}
