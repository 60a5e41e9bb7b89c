import type { BlogArticle, BlogBlock } from '~/content/blog/types'

const keyOf = (block: BlogBlock, index: number) =>
  `${index}-${block.kind === 'list' ? block.items[0] : block.kind === 'example' ? block.message : block.text}`

function Block({ block }: { block: BlogBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'subheading':
      return <h3 className="pt-2 text-xl font-bold text-slate-900">{block.text}</h3>
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className={`space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      )
    }
    case 'example':
      return (
        <figure className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
          {block.label ? (
            <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{block.label}</p>
          ) : null}
          <blockquote className="mt-2 w-fit max-w-full rounded-2xl rounded-bl-sm bg-white px-4 py-3 break-words text-slate-900 shadow-sm ring-1 ring-slate-200">
            {block.message}
          </blockquote>
          {block.note ? (
            <figcaption className="mt-3 text-base text-slate-700">{block.note}</figcaption>
          ) : null}
        </figure>
      )
    case 'tip':
      return (
        <div role="note" className="rounded-2xl bg-amber-50 p-5 text-slate-800 ring-1 ring-amber-200">
          <p>
            <strong className="font-semibold text-amber-900">
              <span aria-hidden="true">💡 </span>Tip:
            </strong>{' '}
            {block.text}
          </p>
        </div>
      )
  }
}

/** The article's text: introduction, then each section under its h2. */
export function ArticleBody({ article }: { article: BlogArticle }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-700">
      {article.intro.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {article.sections.map((section) => (
        <section key={section.heading} className="space-y-5 pt-6">
          <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={keyOf(block, index)} block={block} />
          ))}
        </section>
      ))}
    </div>
  )
}
