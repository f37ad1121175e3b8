// The server's own CPU time, read from /proc: what its requests cost it, apart from the load
// generator and the database sharing the machine (issue 13: a figure per request and per visit).
import { readFileSync } from 'node:fs'

/** utime + stime of the process and its threads, in ms (clock ticks of 10 ms on Linux). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
