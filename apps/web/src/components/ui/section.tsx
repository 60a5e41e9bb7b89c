import type { ReactNode } from 'react'

export interface SectionProps {
  /** Anchor and the base of the heading id. */
  id: string
  title: ReactNode
  /** A short line above the title. */
  eyebrow?: string
  intro?: ReactNode
  tone?: 'plain' | 'tinted'
  children: ReactNode
}

const tones = { plain: 'bg-white', tinted: 'bg-brand-50/60' }

/** A page section named by its h2, with the site's spacing and width. */
export function Section({ id, title, eyebrow, intro, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-20 [content-visibility:auto] [contain-intrinsic-size:auto_none_auto_900px] ${tones[tone]}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          ) : null}
          <h2
            id={headingId}
            tabIndex={-1}
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-pretty text-slate-700">{intro}</p> : null}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  )
}
