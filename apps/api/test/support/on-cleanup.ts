// Runs a cleanup when the test that made the thing ends; made in a beforeAll (or at file level), when
// the file ends. An afterAll registered inside a test or a beforeAll never runs (why the reliability
// tests' stores once left their temporary PostgreSQL databases behind, about 8 a run).
import { afterAll, onTestFinished } from 'vitest'

const fileCleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  while (fileCleanups.length) await fileCleanups.pop()!()
})

export function onCleanup(fn: () => Promise<void>) {
  try {
    onTestFinished(fn)
  } catch {
    fileCleanups.push(fn)
  }
}
