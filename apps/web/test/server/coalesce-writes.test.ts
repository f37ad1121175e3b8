import { expect, test } from 'vitest'
import { coalesceWrites } from '../../app/lib/http/coalesce-writes.server.ts'

const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

function collect() {
  const stream = coalesceWrites()
  const chunks: string[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
  const ended = new Promise((resolve) => stream.on('end', resolve))
  return { stream, chunks, ended }
}

test('writes made in one turn of the event loop leave as one chunk, at the end of that turn', async () => {
  const { stream, chunks } = collect()
  for (const part of ['<html>', '<body>', '<p>₹1,23,456</p>']) stream.write(Buffer.from(part))
  expect(chunks).toEqual([]) // held until the turn ends, not until the page ends
  await nextTurn()
  await nextTurn()
  expect(chunks).toEqual(['<html><body><p>₹1,23,456</p>'])
})

test('a later turn (deferred data arriving) is a chunk of its own, and the end sends what is left', async () => {
  const { stream, chunks, ended } = collect()
  stream.write(Buffer.from('<p>shell</p>'))
  await nextTurn()
  await nextTurn()
  stream.write(Buffer.from('<script>$RC("B:1","S:1")</script>'))
  stream.end(Buffer.from('</html>'))
  await ended
  expect(chunks).toEqual(['<p>shell</p>', '<script>$RC("B:1","S:1")</script></html>'])
})

test('a character cut between two writes arrives whole', async () => {
  const { stream, chunks, ended } = collect()
  const rupee = Buffer.from('₹')
  stream.write(rupee.subarray(0, 1))
  stream.end(rupee.subarray(1))
  await ended
  expect(chunks.join('')).toBe('₹')
})
