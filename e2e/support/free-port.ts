// A free TCP port, found synchronously (Playwright reads its config synchronously).
import { execFileSync } from 'node:child_process'

const probe =
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"

export function freePort(): number {
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim())
}
