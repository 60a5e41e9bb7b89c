import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { paths } from '~/config/paths'
import { seo, TAGLINE } from '~/lib/seo'
import { useAppStore } from '~/stores/app-store'

export const meta = () =>
  seo({
    title: `Tipsy — ${TAGLINE} | AI Message Writing Assistant`,
    description:
      'Tipsy writes, analyses and rewrites your texts, DMs and work messages with AI. Dial the tone from sober to tipsy to drunk, catch red flags, and turn words into emoji. Free to start.',
    path: paths.home.path,
    keywords: ['AI texting assistant', 'rizz generator', 'message tone analyzer'],
  })

export default function Landing() {
  const isAuthenticated = useAppStore((state) => state.isAuthenticated)
  const cta = isAuthenticated
    ? { to: paths.app.path, label: 'Go to Dashboard' }
    : { to: paths.login.path, label: 'Start for Free' }

  return (
    <section className="relative overflow-hidden bg-linear-to-br from-brand-50 via-white to-pink-50">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center sm:px-6 sm:py-28">
        <p className="rounded-full bg-white px-4 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
          <span aria-hidden="true">🍸 </span>Your AI writing buddy for everyday messages
        </p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl">
          {TAGLINE}
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-slate-700">
          Tipsy helps you write the text you actually mean to send. Describe what you want to say and it
          drafts messages in the tone you pick, from sober and polished to tipsy and playful to fully drunk;
          paste a message you received or wrote and MessageIQ reads its tone, clarity and red flags and
          suggests better rewrites; or turn any phrase into emoji. Dating apps, DMs, group chats and work
          e-mails included.
        </p>
        <Link to={cta.to} className={buttonClasses('primary', 'lg', 'mt-2')}>
          {cta.label}
        </Link>
      </div>
    </section>
  )
}
