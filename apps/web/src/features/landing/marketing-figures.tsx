import { marketingFigures } from '~/content/landing'

/** docs/product.md §1's figures, each read as one phrase ("1000+ active users"). */
export function MarketingFigures() {
  return (
    <section aria-label="Tipsy in numbers" className="border-y border-brand-100 bg-white">
      <ul className="mx-auto grid max-w-5xl grid-cols-2 gap-6 px-4 py-10 text-center sm:grid-cols-4 sm:px-6">
        {marketingFigures.map((figure) => (
          <li key={figure.label} className="flex flex-col gap-1">
            <span className="text-3xl font-extrabold text-brand-800 sm:text-4xl">{figure.value}</span>{' '}
            <span className="text-sm font-medium text-slate-600">{figure.label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
