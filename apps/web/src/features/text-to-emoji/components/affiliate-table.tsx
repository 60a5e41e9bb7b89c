import { useShowsAds } from '~/api/get-plan'
import { affiliateProducts } from '../lib/affiliate-products'

/**
 * docs/product.md §2: the affiliate link table shown below Text-to-Emoji, clearly marked as sponsored.
 * Premium is ad-free; nothing shows until the plan is known.
 */
export function AffiliateTable() {
  if (!useShowsAds()) return null
  return (
    <section
      aria-labelledby="affiliate-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h2
        id="affiliate-heading"
        className="inline-block rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold tracking-wide text-slate-700 uppercase ring-1 ring-slate-300"
      >
        Sponsored
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Sponsored products</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {affiliateProducts.map((product) => (
            <tr key={product.href} className="flex flex-col gap-0.5 py-2 sm:table-row">
              <th scope="row" className="font-medium sm:py-2 sm:pr-4">
                <a
                  href={product.href}
                  target="_blank"
                  rel="sponsored noopener noreferrer"
                  className="text-brand-800 underline underline-offset-2 hover:text-brand-700"
                >
                  {product.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </th>
              <td className="text-slate-700 sm:py-2">{product.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
