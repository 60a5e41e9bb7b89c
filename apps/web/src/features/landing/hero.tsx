import { BrandMark } from '~/components/ui/brand-mark'
import { buttonClasses } from '~/components/ui/button'
import { TAGLINE } from '~/lib/seo'
import { GeneratorPreview } from './generator-preview'
import { onInPageLink } from './scroll-to-section'
import { StartLink } from './start-link'

export const HERO_HEADING_ID = 'top'
export const DEMO_SECTION_ID = 'demo'

export function Hero() {
  return (
    <section
      aria-labelledby={HERO_HEADING_ID}
      className="relative overflow-hidden bg-linear-to-br from-brand-50 via-white to-pink-50"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col items-center gap-6 text-center lg:items-start lg:text-left">
          <p className="rounded-full bg-white px-4 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <BrandMark className="mr-1.5" />
            Your AI writing buddy for everyday messages
          </p>
          <h1
            id={HERO_HEADING_ID}
            tabIndex={-1}
            className="scroll-mt-24 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl xl:text-6xl"
          >
            {TAGLINE}
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-slate-700">
            Tipsy helps you write the text you actually mean to send. Tell it what you want to say and pick a
            tone from sober to tipsy to drunk; it drafts the message, checks how it will land, flags anything
            risky and suggests better rewrites. Dating apps, group chats, DMs and work e-mails included.
          </p>
          <div className="mt-2 flex flex-col items-center gap-3 sm:flex-row">
            <StartLink signedInLabel="Go to Dashboard" signedOutLabel="Start for Free" />
            {/* A plain in-page link: it works on the prerendered page before any JavaScript runs. */}
            <a
              href={`#${DEMO_SECTION_ID}`}
              onClick={onInPageLink}
              className={buttonClasses('secondary', 'lg')}
            >
              See Live Demo
            </a>
          </div>
        </div>
        {/* Below the fold on a phone: drawn when scrolled to, emoji and all (see ADR 0017). */}
        <div className="flex justify-center [content-visibility:auto] [contain-intrinsic-size:auto_none_auto_28rem] lg:justify-end">
          <GeneratorPreview />
        </div>
      </div>
    </section>
  )
}
