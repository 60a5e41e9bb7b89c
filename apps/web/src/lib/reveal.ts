/**
 * Brings something that just appeared (results, an error) into view and, when asked, moves the
 * keyboard focus to it, so a click never looks as if it did nothing and focus never falls to
 * <body>. Scrolls smoothly unless the user prefers reduced motion; the element's own
 * `scroll-margin` keeps it clear of the sticky header.
 */
export function reveal(element: HTMLElement | null, { focus = false }: { focus?: boolean } = {}): void {
  if (!element) return
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  element.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' })
  if (focus) element.focus({ preventScroll: true })
}
