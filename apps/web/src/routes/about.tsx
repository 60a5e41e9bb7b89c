import { Fragment, type ReactNode } from 'react'
import { EmojiCards } from '~/components/ui/emoji-cards'
import { env } from '~/config/env'
import { paths } from '~/config/paths'
import { aboutSections, keyFeatures } from '~/content/about'
import { seo, TAGLINE } from '~/lib/seo'
import type { Route } from './+types/about'

export const meta = ({ location }: Route.MetaArgs) =>
  seo({
    title: 'About Tipsy | The AI Writing Assistant for Everyday Messages',
    description:
      'Tipsy helps you write messages that sound the way you mean them. Learn about our mission, what Tipsy does, its key features, the technology behind it and how we treat your messages.',
    path: paths.about.path,
    keywords: ['about Tipsy', 'AI writing assistant', 'message tone'],
    // The copy inside the app (/app/about) is the same page: it points search engines here.
    noIndex: location.pathname.startsWith(paths.app.path),
  })

function AboutPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">{children}</div>
    </section>
  )
}

export default function About() {
  return (
    <article className="mx-auto max-w-4xl px-4 py-16 sm:px-6 sm:py-20">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">About Tipsy</h1>
        <p className="mt-4 text-xl font-semibold text-brand-800">{TAGLINE}</p>
      </header>
      {aboutSections.map((section) => (
        <Fragment key={section.id}>
          <AboutPart id={section.id} title={section.title}>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </AboutPart>
          {section.id === 'what-we-do' ? (
            <AboutPart id="key-features" title="Key Features">
              <EmojiCards cards={keyFeatures} columns={2} />
            </AboutPart>
          ) : null}
        </Fragment>
      ))}
      <section
        aria-labelledby="contact"
        className="mt-14 rounded-3xl bg-brand-50 p-8 text-center ring-1 ring-brand-100"
      >
        <h2 id="contact" className="text-2xl font-bold text-slate-900">
          Get in touch
        </h2>
        <p className="mt-3 text-slate-700">Questions, ideas or feedback? We read every message.</p>
        <a
          href={`mailto:${env.supportEmail}`}
          className="mt-5 inline-flex min-h-11 items-center rounded-full bg-white px-5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
        >
          Contact us
        </a>
        <p className="mt-3 text-sm break-all text-slate-600">{env.supportEmail}</p>
      </section>
    </article>
  )
}
