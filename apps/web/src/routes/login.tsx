import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { paths } from '~/config/paths'
import { SessionEndedNotice } from '~/features/auth/components/session-ended-notice'
import { SignInOptions } from '~/features/auth/components/sign-in-options'
import { useTokenRefreshTimer } from '~/features/auth/hooks/use-token-refresh-timer'
import { readLoginRedirect } from '~/features/auth/lib/login-redirect'
import { seo, TAGLINE } from '~/lib/seo'
import { useHydrated } from '~/lib/use-hydrated'
import { useAppStore } from '~/stores/app-store'

export const meta = () =>
  seo({
    title: 'Sign In | Tipsy — AI Message Writing Assistant',
    description:
      'Sign in to Tipsy to generate, analyse and rewrite messages with AI, turn text into emoji, and keep your history. Free to start.',
    path: paths.login.path,
    keywords: ['Tipsy login', 'sign in'],
  })

const termsLink = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700'

export default function Login() {
  const isAuthenticated = useAppStore((state) => state.isAuthenticated)
  const navigate = useNavigate()
  // Signed in, the user goes back to the page that sent them here (or /app).
  const { returnTo, sessionEnded } = readLoginRedirect(useLocation().state)
  // The prerendered page has no notice: after a reload it appears once the page is hydrated.
  const hydrated = useHydrated()
  useTokenRefreshTimer()

  if (isAuthenticated) return <Navigate to={returnTo} replace />

  return (
    <section className="flex justify-center bg-linear-to-br from-brand-50 via-white to-pink-50 px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-3xl bg-white p-8 shadow-xl ring-1 ring-brand-100 sm:p-10">
        <div className="flex flex-col items-center gap-3 text-center">
          <span aria-hidden="true" className="text-5xl">
            🍸
          </span>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Welcome to Tipsy</h1>
          <p className="text-slate-700">{TAGLINE}. Sign in to write, analyse and rewrite your messages.</p>
        </div>
        {sessionEnded && hydrated ? <SessionEndedNotice /> : null}
        <div className="mt-8">
          <SignInOptions onSignedIn={() => navigate(returnTo, { replace: true })} />
        </div>
        <p className="mt-8 text-center text-sm text-slate-600">
          By signing in, you agree to our{' '}
          <Link to={paths.termsConditions.path} className={termsLink}>
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link to={paths.privacyPolicy.path} className={termsLink}>
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </section>
  )
}
