import type { MouseEvent } from 'react'

/**
 * Scrolls to an element and moves keyboard focus there, so keyboard and screen-reader users land
 * where the eye does. Smooth only when the user has not asked for reduced motion.
 */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id)
  if (!target) return
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
  const focusable = target.matches('[tabindex]')
    ? target
    : target.querySelector<HTMLElement>('[tabindex="-1"]')
  focusable?.focus({ preventScroll: true })
}

/**
 * For an in-page link (`href="#id"`): before React runs the browser jumps there by itself; once
 * it runs, the jump glides and moves the focus too.
 */
export function onInPageLink(event: MouseEvent<HTMLAnchorElement>): void {
  const id = event.currentTarget.hash.slice(1)
  if (!id || !document.getElementById(id)) return
  event.preventDefault()
  scrollToSection(id)
}
