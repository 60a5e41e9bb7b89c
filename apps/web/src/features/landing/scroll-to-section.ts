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
