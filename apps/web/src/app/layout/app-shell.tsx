import type { ReactNode } from 'react'
import { Breadcrumbs } from './breadcrumbs'
import { ErrorToast } from './error-toast'
import { Footer } from './footer'
import { Header } from './header'
import { SponsoredSlot } from './lazy-plan-aware'
import { SessionWatcher } from './session-watcher'

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="flex min-h-screen flex-col overflow-x-clip">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Header />
        <Breadcrumbs />
        <main id="main-content" className="flex-1">
          {children}
        </main>
        <SponsoredSlot />
        <Footer />
      </div>
      <ErrorToast />
      <SessionWatcher />
    </>
  )
}
