import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { useMe } from '~/features/auth/api/get-me'

export const meta = () => [{ title: 'Welcome | Tipsy' }, { name: 'robots', content: 'noindex, nofollow' }]

export default function AppHome() {
  const me = useMe()

  if (me.isPending) return <Spinner label="Loading your profile..." className="min-h-[50vh]" />
  if (me.isError) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">We couldn't load your profile</h1>
        <p className="text-slate-700">{me.error.message}</p>
        <Button variant="secondary" onClick={() => me.refetch()}>
          Try again
        </Button>
      </section>
    )
  }

  const { user } = me.data
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Avatar name={user.name} picture={user.picture} size="lg" />
      <h1 className="text-3xl font-extrabold tracking-tight break-words text-slate-900">
        Welcome, {user.name}!
      </h1>
      <p className="break-all text-slate-700">{user.email}</p>
    </section>
  )
}
