import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { paths } from '~/config/paths'
import { seo } from '~/lib/seo'

export const meta = () =>
  seo({
    title: 'Page Not Found | Tipsy',
    description: 'The page you were looking for does not exist. Head back to Tipsy or read the blog.',
    path: paths.home.path,
    noIndex: true,
  })

const causes = [
  'The URL was typed wrong or is out of date',
  'The page has been moved or deleted',
  'You followed a broken link',
]

const quickLinks = [
  { to: paths.home.path, label: 'Home' },
  { to: paths.pricing.path, label: 'Pricing' },
  { to: paths.about.path, label: 'About' },
  { to: paths.blog.path, label: 'Blog' },
  { to: paths.privacyPolicy.path, label: 'Privacy' },
]

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-6xl font-extrabold text-brand-700">
        404
      </p>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Oops! Page Not Found</h1>
      <div className="w-full max-w-md rounded-2xl bg-slate-50 p-6 text-left ring-1 ring-slate-200">
        <h2 className="font-semibold text-slate-900">This might have happened because:</h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
          {causes.map((cause) => (
            <li key={cause}>{cause}</li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home.path} className={buttonClasses('primary', 'lg')}>
          Go Home
        </Link>
        <Link to={paths.blog.path} className={buttonClasses('secondary', 'lg')}>
          Visit Blog
        </Link>
      </div>
      <nav aria-label="Quick links">
        <h2 className="text-sm font-semibold text-slate-700">Quick links</h2>
        <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-2">
          {quickLinks.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                className="rounded font-medium text-brand-800 underline-offset-4 hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
