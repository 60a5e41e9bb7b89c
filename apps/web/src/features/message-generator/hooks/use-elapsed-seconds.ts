import { useEffect, useState } from 'react'

/** Whole seconds since `running` became true; back to 0 when it stops. */
export function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0)

  useEffect(() => {
    setSeconds(0)
    if (!running) return
    const timer = setInterval(() => setSeconds((elapsed) => elapsed + 1), 1_000)
    return () => clearInterval(timer)
  }, [running])

  return seconds
}
