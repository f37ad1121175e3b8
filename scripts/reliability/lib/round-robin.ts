// One client over several store instances, as a load balancer spreads requests: each call goes to the
// next instance in turn, so one shopper's requests land on every instance.
import type { HttpCall, HttpClient } from './http-client.ts'

export function roundRobin(clients: HttpClient[]): HttpClient {
  let next = 0
  return {
    call: (c: HttpCall) => clients[next++ % clients.length]!.call(c),
    close: () => clients.forEach((c) => c.close()),
  }
}
