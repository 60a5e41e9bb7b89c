import { Link, useLocation } from 'react-router'
import { paths, routeName } from '~/config/paths'
import { absoluteUrl } from '~/lib/seo'

export interface Crumb {
  path: string
  name: string
}

/** docs/product.md §2: only paths containing /blog or /app/ get breadcrumbs. */
export function hasBreadcrumbs(pathname: string): boolean {
  return pathname.includes('/blog') || pathname.includes('/app/')
}

/** The app's home is its dashboard: the /app segment leads there (not to /app, which is MessageIQ). */
const appHome: Crumb = { path: paths.appDashboard.path, name: paths.appDashboard.name }

export function crumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean)
  const crumbs: Crumb[] = [{ path: paths.home.path, name: paths.home.name }]
  segments.forEach((_, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`
    const crumb = path === paths.app.path ? appHome : { path, name: routeName(path) }
    // On the dashboard itself the app's home is the page, named once.
    if (crumbs.at(-1)?.path !== crumb.path) crumbs.push(crumb)
  })
  return crumbs
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')

export function Breadcrumbs() {
  const { pathname } = useLocation()
  if (!hasBreadcrumbs(pathname)) return null
  const crumbs = crumbsFor(pathname.replace(/\/+$/, '') || '/')

  return (
    <nav aria-label="Breadcrumb" className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <span aria-hidden="true" className="text-slate-400">
                  /
                </span>
              ) : null}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="inline-flex min-h-11 min-w-11 items-center rounded hover:text-brand-800 hover:underline"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data, with "<" escaped.
        dangerouslySetInnerHTML={{ __html: jsonForScript(breadcrumbJsonLd(crumbs)) }}
      />
    </nav>
  )
}
