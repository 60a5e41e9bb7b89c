import { env } from '~/config/env'
import type { LegalBlock, LegalDocument } from '~/content/legal/types'

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'contact':
      return (
        <p>
          {block.text}{' '}
          <a
            href={`mailto:${env.supportEmail}`}
            className="font-semibold break-all text-brand-800 underline underline-offset-2 hover:text-brand-700"
          >
            {env.supportEmail}
          </a>
          .
        </p>
      )
  }
}

const revisionDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "November 22, 2026" for the revision's YYYY-MM-DD. */
export const formatRevision = (date: string): string => revisionDate.format(new Date(`${date}T00:00:00Z`))

/** A legal page: title, "Last updated", who runs the service, introduction and numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{document.title}</h1>
        <p className="mt-3 text-sm font-medium text-slate-600">
          Last updated <time dateTime={document.revision.date}>{formatRevision(document.revision.date)}</time>
        </p>
        <p className="mt-1 text-sm text-slate-600" data-testid="legal-operator">
          Tipsy is operated by {env.operatorName}
          {env.operatorAddress ? `, ${env.operatorAddress}` : ''}, who is responsible for this service and the
          data described here.
        </p>
        <div className="mt-6 space-y-4 text-lg text-slate-700">
          {document.intro.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </header>
      <ol className="mt-10 space-y-10">
        {document.sections.map((section, index) => (
          <li key={section.heading}>
            <section aria-labelledby={`section-${index + 1}`}>
              <h2 id={`section-${index + 1}`} className="text-2xl font-bold text-slate-900">
                {index + 1}. {section.heading}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                {section.blocks.map((block) => (
                  <Block key={block.kind === 'list' ? block.items.join() : block.text} block={block} />
                ))}
              </div>
            </section>
          </li>
        ))}
      </ol>
      {document.closing ? (
        <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-slate-800 ring-1 ring-brand-100">
          <Block block={document.closing} />
        </div>
      ) : null}
    </article>
  )
}
