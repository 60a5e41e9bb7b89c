import { useCallback, useEffect, useRef } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Avatar } from '~/components/ui/avatar'
import { BrandMark } from '~/components/ui/brand-mark'
import { Button } from '~/components/ui/button'
import { paths, type RouteEntry } from '~/config/paths'
import { useLogout } from '~/features/auth/hooks/use-logout'
import { useAppStore } from '~/stores/app-store'
import { LazyPlanBadge } from './lazy-plan-aware'
import { signedInLinks, signedOutLinks } from './nav-links'
import { OfflineNotice } from './offline-notice'

const linkTone = (isActive: boolean) =>
  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'

const mainLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3 ${linkTone(isActive)}`

/** Phone-sized targets: every menu row is at least 44 px tall. */
const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center rounded-md px-3 text-base font-medium transition-colors ${linkTone(isActive)}`

function NavItems({
  links,
  className,
}: {
  links: readonly RouteEntry[]
  className: (state: { isActive: boolean }) => string
}) {
  // Not `end`: a page is prerendered at its path with a trailing slash (`/about/`), where `end`
  // would leave its own link unmarked in the HTML, and hydrating does not correct attributes.
  return links.map((link) => (
    <li key={link.path}>
      <NavLink to={link.path} className={className}>
        {link.name}
      </NavLink>
    </li>
  ))
}

/** One header per page: the menu's id is fixed so CSS can follow whether it is open. */
export const MOBILE_MENU_ID = 'mobile-menu'

export function Header() {
  const isAuthenticated = useAppStore((state) => state.isAuthenticated)
  const user = useAppStore((state) => state.user)
  const location = useLocation()
  const menuRef = useRef<HTMLElement>(null)
  // Hiding a popover that is not open does nothing.
  const closeMenu = useCallback(() => menuRef.current?.hidePopover?.(), [])
  const { logout, isPending: loggingOut } = useLogout(closeMenu)

  const signedIn = isAuthenticated && user !== null
  const links = signedIn ? signedInLinks : signedOutLinks

  // The menu is a native popover: it opens, closes on Escape or a click outside and gives the
  // focus back before any JavaScript runs on a prerendered page. A new location (any client-side
  // navigation) closes it; hydrating does not (the tap that opened it may be what started it).
  const shownLocation = useRef(location.key)
  useEffect(() => {
    if (shownLocation.current === location.key) return
    shownLocation.current = location.key
    closeMenu()
  }, [location.key, closeMenu])

  const logoutButton = (
    <Button variant="secondary" onClick={logout} disabled={loggingOut}>
      Logout
    </Button>
  )

  return (
    <header className="group/header sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to={paths.home.path}
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-md text-xl font-extrabold tracking-tight text-brand-800"
        >
          <BrandMark />
          <span>Tipsy</span>
        </Link>

        <nav aria-label="Main" className="hidden md:flex md:items-center md:gap-2 xl:gap-4">
          <ul className="flex flex-wrap items-center justify-end gap-x-1">
            <NavItems links={links} className={mainLinkClass} />
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
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 md:hidden"
          // The browser tells assistive technology whether the popover it controls is open.
          aria-label="Menu"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path
              d="M4 7h16M4 12h16M4 17h16"
              className="group-has-[#mobile-menu:popover-open]/header:hidden"
            />
            <path
              d="M6 6l12 12M18 6L6 18"
              className="hidden group-has-[#mobile-menu:popover-open]/header:inline"
            />
          </svg>
        </button>
      </div>

      <nav
        ref={menuRef}
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="inset-x-0 top-[4.25rem] bottom-auto m-0 max-h-[calc(100dvh-4.25rem)] w-full max-w-none overflow-y-auto border-t border-b border-slate-200 bg-white px-4 pb-4 shadow-lg backdrop:bg-slate-900/20 md:hidden"
      >
        {signedIn ? (
          <div className="flex items-center gap-3 py-3">
            <Avatar name={user.name} picture={user.picture} />
            <span className="truncate font-semibold text-slate-800">{user.name}</span>
            <LazyPlanBadge />
          </div>
        ) : null}
        <ul className="flex flex-col gap-1 pt-2">
          <NavItems links={links} className={menuLinkClass} />
        </ul>
        {signedIn ? <div className="pt-3">{logoutButton}</div> : null}
      </nav>
      <OfflineNotice />
    </header>
  )
}
