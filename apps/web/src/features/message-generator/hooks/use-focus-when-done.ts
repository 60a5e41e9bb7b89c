import { useEffect, useRef } from 'react'
import { reveal } from '~/lib/reveal'

/**
 * Once work the user started is done, the focus moves from the button that started it to the
 * results' heading (never to <body>), and the results scroll into view.
 */
export function useFocusWhenDone(working: boolean, done: boolean, headingId: string) {
  const started = useRef(false)
  useEffect(() => {
    if (working) started.current = true
    else if (done && started.current) {
      started.current = false
      reveal(document.getElementById(headingId), { focus: true })
    }
  }, [working, done, headingId])
}
