import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export interface TabItem<Id extends string> {
  id: Id
  label: string
  panel: ReactNode
}

export interface TabsProps<Id extends string> {
  /** Names the tab list for assistive technology. */
  label: string
  tabs: readonly TabItem<Id>[]
  value: Id
  onChange: (id: Id) => void
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them; only the active panel renders. */
export function Tabs<Id extends string>({ label, tabs, value, onChange }: TabsProps<Id>) {
  const baseId = useId()
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>())
  const active = tabs.find((tab) => tab.id === value) ?? tabs[0]
  const tabId = (id: Id) => `${baseId}-tab-${id}`
  const panelId = (id: Id) => `${baseId}-panel-${id}`

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active?.id)
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }
    const next = tabs[targets[event.key] ?? -1]
    if (!next) return
    event.preventDefault()
    onChange(next.id)
    tabRefs.current.get(next.id)?.focus()
  }

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 self-start rounded-full bg-slate-100 p-1"
      >
        {tabs.map((tab) => {
          const selected = tab.id === active?.id
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.id, node)
                else tabRefs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              className={`min-h-11 rounded-full px-5 text-sm font-semibold transition-colors ${
                selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {active ? (
        <div role="tabpanel" id={panelId(active.id)} aria-labelledby={tabId(active.id)}>
          {active.panel}
        </div>
      ) : null}
    </div>
  )
}
