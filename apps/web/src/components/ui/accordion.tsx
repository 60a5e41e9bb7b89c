import { type ReactNode, type SyntheticEvent, useId } from 'react'

export interface AccordionItem {
  title: string
  content: ReactNode
}

export interface AccordionProps {
  items: readonly AccordionItem[]
  /** The heading level of each item's title within the page outline. */
  headingLevel?: 3 | 4
}

/**
 * One item open at a time; choosing the open item closes it. Built on <details>/<summary> with a
 * shared `name` (the browser's exclusive accordion), so it works before any JavaScript runs on a
 * prerendered page; once React is there it also closes the others where `name` is not supported.
 */
export function Accordion({ items, headingLevel = 3 }: AccordionProps) {
  const group = useId()
  const Heading = `h${headingLevel}` as const

  const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget
    if (!opened.open) return
    const container = opened.parentElement
    for (const other of container?.querySelectorAll<HTMLDetailsElement>(':scope > details[open]') ?? []) {
      if (other !== opened) other.open = false
    }
  }

  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {items.map((item) => (
        <details key={item.title} name={group} onToggle={closeOthers} className="group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold text-slate-900">{item.title}</Heading>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 9l6 6 6-6" />
            </svg>
          </summary>
          <div className="px-5 pb-5 text-slate-700">{item.content}</div>
        </details>
      ))}
    </div>
  )
}
