import { afterEach, describe, expect, it, vi } from 'vitest'
import { reveal } from './reveal'

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  )
}

function target() {
  const element = document.createElement('h2')
  element.tabIndex = -1
  document.body.append(element)
  const scrollIntoView = vi.fn()
  element.scrollIntoView = scrollIntoView
  return { element, scrollIntoView }
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.replaceChildren()
})

describe('reveal', () => {
  it('scrolls smoothly to the element by default', () => {
    prefersReducedMotion(false)
    const { element, scrollIntoView } = target()
    reveal(element)
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' })
    expect(document.activeElement).not.toBe(element)
  })

  it('jumps without animation when the user prefers reduced motion', () => {
    prefersReducedMotion(true)
    const { element, scrollIntoView } = target()
    reveal(element)
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' })
  })

  it('moves the focus there when asked, without a second scroll', () => {
    prefersReducedMotion(true)
    const { element, scrollIntoView } = target()
    const focus = vi.spyOn(element, 'focus')
    reveal(element, { focus: true })
    expect(focus).toHaveBeenCalledWith({ preventScroll: true })
    expect(document.activeElement).toBe(element)
    expect(scrollIntoView).toHaveBeenCalledOnce()
  })

  it('does nothing for an element that is not there', () => {
    expect(() => reveal(null, { focus: true })).not.toThrow()
  })
})
