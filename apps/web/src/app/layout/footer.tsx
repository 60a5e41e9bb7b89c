import { Link } from 'react-router'
import { BrandMark } from '~/components/ui/brand-mark'
import { env } from '~/config/env'
import { paths, type RouteEntry } from '~/config/paths'
import { TAGLINE } from '~/lib/seo'
import { footerLegalLinks, footerProductLinks } from './nav-links'

/** Each link is a 44 px tall target on its own line. */
const footerLink =
  'inline-flex min-h-11 min-w-11 items-center rounded text-slate-300 underline-offset-4 hover:text-white hover:underline'

function LinkColumn({ title, links }: { title: string; links: readonly RouteEntry[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-2 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className={footerLink}>
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function Footer() {
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-white">
            <BrandMark className="mr-1.5" />
            Tipsy
          </p>
          <p className="mt-2 text-sm">{TAGLINE}.</p>
        </div>
        <LinkColumn title="Product" links={footerProductLinks} />
        <LinkColumn title="Legal" links={footerLegalLinks} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={`mailto:${env.supportEmail}`} className={`${footerLink} break-all`}>
                {env.supportEmail}
              </a>
            </li>
            <li>Support is available 24/7.</li>
            <li>
              <Link to={paths.about.path} className={footerLink}>
                About Tipsy
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} Tipsy. All rights reserved.
      </p>
    </footer>
  )
}
