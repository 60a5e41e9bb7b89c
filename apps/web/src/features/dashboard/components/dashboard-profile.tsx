import { Avatar } from '~/components/ui/avatar'
import { useAppStore } from '~/stores/app-store'

/** docs/product.md §2 Dashboard: the picture (or initials), "Welcome, {name}!" and the e-mail. */
export function DashboardProfile() {
  const user = useAppStore((state) => state.user)
  if (!user) return null
  return (
    <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:gap-5 sm:text-left">
      <Avatar name={user.name} picture={user.picture} size="lg" />
      <div className="min-w-0">
        <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900">
          Welcome, {user.name}!
        </h1>
        <p className="mt-1 break-all text-slate-700">{user.email}</p>
      </div>
    </div>
  )
}
