import type { ReactNode } from 'react'
import { Link } from 'react-router'

/**
 * The one link of a card, stretched over the whole card so all of it is clickable while the
 * link's name stays its text. The card needs the `relative` and `group` classes.
 */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="rounded after:absolute after:inset-0 group-hover:text-brand-800">
      {children}
    </Link>
  )
}
