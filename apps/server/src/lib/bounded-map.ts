/**
 * A Map that holds at most `maxEntries`: adding one more forgets the oldest. Per-process caches
 * use it, so memory stays bounded however many sessions or users pass through one process.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>()

  constructor(readonly maxEntries: number) {}

  get(key: K): V | undefined {
    return this.#entries.get(key)
  }

  set(key: K, value: V): void {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next()
      if (!oldest.done) this.#entries.delete(oldest.value)
    }
  }

  delete(key: K): void {
    this.#entries.delete(key)
  }

  clear(): void {
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }
}
