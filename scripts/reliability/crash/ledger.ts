// What the writer sent and what the server acknowledged. Each shopper is driven by one worker, one
// request at a time, so "its last request was acknowledged" means its state is known exactly.
export type Line = { productId: number; variantId: number; quantity: number }

type Tracked<T> = { sent: number; acked: number; value: T }

export class Ledger {
  readonly votes = new Map<string, Tracked<boolean>>() // `${voterKey}|${productId}` → upvoted
  readonly carts = new Map<string, Tracked<Line[]>>() // user id → the bag last sent
  readonly orders: { userId: string; publicId: string }[] = []
  acknowledged = 0
  unanswered = 0

  send<T>(map: Map<string, Tracked<T>>, key: string, value: T): Tracked<T> {
    const entry = map.get(key) ?? { sent: 0, acked: 0, value }
    entry.sent++
    map.set(key, entry)
    return entry
  }

  ack<T>(entry: Tracked<T>, value: T) {
    entry.acked = entry.sent
    entry.value = value
    this.acknowledged++
  }

  /** Entries whose last request was acknowledged: their stored state must match exactly. */
  known<T>(map: Map<string, Tracked<T>>): [string, T][] {
    return [...map].filter(([, e]) => e.acked === e.sent && e.acked > 0).map(([k, e]) => [k, e.value])
  }
}
