import type { ReactNode } from 'react'

export interface CtaBannerProps {
  /** The heading's id; the section is named by its heading. */
  id: string
  title: string
  text: string
  /** `brand`: white on the brand gradient (use `secondary` and `inverse` buttons); `plain`: on white. */
  tone?: 'brand' | 'plain'
  /** `band` spans the page; `card` is a rounded box inside content. */
  shape?: 'band' | 'card'
  /** The calls to action. */
  children: ReactNode
}

const tones = {
  brand: 'bg-linear-to-br from-brand-800 to-accent-700 text-white [&_:focus-visible]:outline-white',
  plain: 'bg-white text-slate-900',
}
const shapes = { band: '', card: 'mt-16 rounded-3xl' }

/** A closing call to action: heading, one line of text and its buttons. */
export function CtaBanner({ id, title, text, tone = 'brand', shape = 'band', children }: CtaBannerProps) {
  return (
    <section aria-labelledby={id} className={`${tones[tone]} ${shapes[shape]}`}>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-16 text-center sm:px-8">
        <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance">
          {title}
        </h2>
        <p
          className={`max-w-xl text-lg text-pretty ${tone === 'brand' ? 'text-white/90' : 'text-slate-700'}`}
        >
          {text}
        </p>
        <div className="mt-1 flex flex-col items-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  )
}
