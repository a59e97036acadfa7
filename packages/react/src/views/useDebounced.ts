// A value that follows its source only after it has been still for `delay` ms (SPEC §9 search delay).
import { useEffect, useState } from '../reactBindings.ts'

export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}
