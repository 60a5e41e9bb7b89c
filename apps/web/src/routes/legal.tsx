import { data } from 'react-router'
import { paths } from '~/config/paths'
import { paymentPolicy } from '~/content/legal/payment-policy'
import { privacyPolicy } from '~/content/legal/privacy-policy'
import { termsConditions } from '~/content/legal/terms-conditions'
import type { LegalDocument } from '~/content/legal/types'
import { LegalDocumentView } from '~/features/legal/legal-document'
import { seo } from '~/lib/seo'
import type { Route } from './+types/legal'

const documents: Record<string, LegalDocument> = {
  [paths.privacyPolicy.path]: privacyPolicy,
  [paths.termsConditions.path]: termsConditions,
  [paths.paymentPolicy.path]: paymentPolicy,
}

/** Offline, the page says so inside the site's header and footer. */
export { PageDataErrorBoundary as ErrorBoundary } from '~/app/layout/error-fallbacks'

/**
 * Runs at build time only (the legal pages are prerendered): their text is not in the bundle.
 * It reads `url`, not `request.url`: the prerender's data request is for `/privacy-policy.data`.
 */
export function loader({ url }: Route.LoaderArgs) {
  const path = url.pathname.replace(/\/+$/, '')
  const document = documents[path]
  if (!document) throw data('Page not found', { status: 404 })
  return { path, document }
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({
        title: `${loaderData.document.title} | Tipsy`,
        description: loaderData.document.description,
        path: loaderData.path,
        keywords: loaderData.document.keywords,
      })
    : [{ title: 'Page not found | Tipsy' }]

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />
}
