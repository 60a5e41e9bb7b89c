import { formatLongDate } from '~/lib/format-date'

export interface ArticleMetaProps {
  category: string
  date: string
  readTime: string
}

/** Category, published date and read time of an article. */
export function ArticleMeta({ category, date, readTime }: ArticleMetaProps) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-100">
        {category}
      </span>
      <span>
        Published <time dateTime={date}>{formatLongDate(date)}</time>
      </span>
      <span aria-hidden="true">·</span>
      <span>{readTime}</span>
    </p>
  )
}
