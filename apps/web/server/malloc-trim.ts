// glibc keeps what the server frees: holes in its main heap and in the arenas of the threads that
// compress, which V8 and Node never hand back (decision 0844). Its own malloc_trim(0) returns those
// pages to the system; Node has no call for it, so koffi (a prebuilt FFI binding) calls it, on libuv's
// thread pool so the server's thread never waits for the walk.
type Log = { debug: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void }
type Trim = { async: (pad: number, done: (err: unknown, released: number) => void) => void }

/** malloc_trim from the C library, or null where there is none to call (not glibc, no binding). */
export async function loadMallocTrim(): Promise<Trim | null> {
  if (process.platform !== 'linux' || !process.report?.getReport) return null
  // musl and others have no malloc_trim; Node's report names the glibc it runs on.
  const header = (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header
  if (!header?.glibcVersionRuntime) return null
  const { default: koffi } = await import('koffi')
  return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as Trim
}

/** Calls malloc_trim(0) every `everyMs` (0: never); returns the stop. One call at a time. */
export async function startMallocTrim(everyMs: number, log: Log, given?: Trim): Promise<() => void> {
  if (!everyMs) return () => {}
  const trim = given ?? (await safeLoad(log))
  if (!trim) return () => {}
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    const started = performance.now()
    trim.async(0, (err, released) => {
      running = false
      if (err) log.warn({ err }, 'malloc_trim failed')
      else log.debug({ released: released === 1, ms: performance.now() - started }, 'malloc_trim')
    })
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

async function safeLoad(log: Log): Promise<Trim | null> {
  try {
    return await loadMallocTrim()
  } catch (err) {
    log.warn({ err }, 'malloc_trim is not available: memory glibc holds free stays with the server')
    return null
  }
}
