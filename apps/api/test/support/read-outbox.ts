// The embedded default's outbox folder as tests read it: every .eml file, parsed (oldest first).
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'

export async function readOutbox(dir: string): Promise<ParsedMail[]> {
  const files = await readdir(dir).catch(() => [] as string[])
  const mails = files.filter((f) => f.endsWith('.eml')).sort()
  return Promise.all(mails.map(async (f) => simpleParser(await readFile(join(dir, f)))))
}
