// A value only the browser knows (this phone's referral code, its share sheet, a stored pincode), read
// once after hydration. The server and the hydrating render use `serverValue`; the browser's value follows
// as an ordinary update from an effect. Not useSyncExternalStore: its hydration mismatch is repaired with a
// synchronous re-render of each reader, in one long task when a page holds many (decision 0793).
import { useEffect, useState } from 'react'

export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  const [value, setValue] = useState(serverValue)
  useEffect(() => {
    setValue(read())
  }, []) // read once, on mount: `read` may be a new function each render
  return value
}
