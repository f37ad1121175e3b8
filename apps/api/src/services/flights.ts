// One render of an answer at a time (the page cache, the shared answers): a request for an answer no
// copy holds, while a render of it is already under way, waits for that render's copy instead of
// rendering the same answer again. Under 50 connections a vote that dropped the home page started
// several renders of it at once, each paying the whole render. The wait is bounded, and a render that
// keeps no copy (the catalogue moved meanwhile, not a 200, a cookie) wakes its waiters at once: they
// render their own, as before.
type Flight = { done: Promise<void>; startedAt: number }

export type Flights = {
  /** The wait for the render of `key` under way; undefined (at once, not a promise) when none is. */
  running(key: string): Promise<void> | undefined
  /** Records a render of `key`; call the returned function when it has kept its copy or given up. */
  start(key: string): () => void
}

export function createFlights(maxWaitMs: number): Flights {
  const flights = new Map<string, Flight>()
  return {
    running(key) {
      const flight = flights.get(key)
      if (!flight) return undefined
      // A render whose end was never reported stops being waited for.
      const left = flight.startedAt + maxWaitMs - Date.now()
      if (left <= 0) {
        flights.delete(key)
        return undefined
      }
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, left)))
      return Promise.race([flight.done, timeout]).finally(() => clearTimeout(timer))
    },
    start(key) {
      if (flights.has(key)) return () => {} // only the first render is waited for
      let finish = () => {}
      const flight: Flight = {
        done: new Promise<void>((resolve) => (finish = resolve)),
        startedAt: Date.now(),
      }
      flights.set(key, flight)
      return () => {
        if (flights.get(key) === flight) flights.delete(key)
        finish()
      }
    },
  }
}
