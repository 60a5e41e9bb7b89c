import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { paths, type RouteEntry } from '~/config/paths'
import { useLogout } from '~/features/auth/hooks/use-logout'
import { useAppStore } from '~/stores/app-store'
import { LazyPlanBadge } from './lazy-plan-aware'
import { signedInLinks, signedOutLinks } from './nav-links'
import { OfflineNotice } from './offline-notice'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`

function NavItems({ links, onNavigate }: { links: readonly RouteEntry[]; onNavigate?: () => void }) {
  return links.map((link) => (
    <li key={link.path}>
      <NavLink to={link.path} end className={linkClass} onClick={onNavigate}>
        {link.name}
      </NavLink>
    </li>
  ))
}

export function Header() {
  const isAuthenticated = useAppStore((state) => state.isAuthenticated)
  const user = useAppStore((state) => state.user)
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  const { logout, isPending: loggingOut } = useLogout(closeMenu)

  const signedIn = isAuthenticated && user !== null
  const links = signedIn ? signedInLinks : signedOutLinks

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location (any navigation) closes the menu.
  useEffect(() => {
    setMenuOpen(false)
  }, [location.key])

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  const logoutButton = (
    <Button variant="secondary" onClick={logout} disabled={loggingOut}>
      Logout
    </Button>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to={paths.home.path}
          className="flex shrink-0 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-brand-800"
        >
          <span aria-hidden="true">🍸</span>
          <span>Tipsy</span>
        </Link>

        <nav aria-label="Main" className="hidden md:flex md:items-center md:gap-2 xl:gap-4">
          <ul className="flex flex-wrap items-center justify-end gap-x-1">
            <NavItems links={links} />
          </ul>
          {signedIn ? (
            <div className="flex items-center gap-3">
              <span className="flex items-center gap-2" title={user.name}>
                <Avatar name={user.name} picture={user.picture} />
                <span className="sr-only max-w-40 truncate text-sm font-semibold text-slate-800 lg:not-sr-only">
                  {user.name}
                </span>
                <LazyPlanBadge />
              </span>
              {logoutButton}
            </div>
          ) : null}
        </nav>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden"
      >
        {signedIn ? (
          <div className="flex items-center gap-3 py-3">
            <Avatar name={user.name} picture={user.picture} />
            <span className="truncate font-semibold text-slate-800">{user.name}</span>
            <LazyPlanBadge />
          </div>
        ) : null}
        <ul className="flex flex-col gap-1 pt-2">
          <NavItems links={links} onNavigate={closeMenu} />
        </ul>
        {signedIn ? <div className="pt-3">{logoutButton}</div> : null}
      </nav>
      <OfflineNotice />
    </header>
  )
}
