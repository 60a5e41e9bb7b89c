import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { useAuthConfig } from '../api/get-auth-config'
import { useLoginWithGoogle } from '../api/login-google'
import { useLoginLocally } from '../api/login-local'
import { GoogleSignInButton } from './google-sign-in-button'

export interface SignInOptionsProps {
  onSignedIn: () => void
}

/** The sign-in buttons this server offers (GET /auth/config), and the "Signing in..." state. */
export function SignInOptions({ onSignedIn }: SignInOptionsProps) {
  const config = useAuthConfig()
  const google = useLoginWithGoogle()
  const local = useLoginLocally()
  const signingIn = google.isPending || local.isPending

  if (signingIn) return <Spinner label="Signing in..." className="min-h-24" />
  if (config.isPending) return <Spinner label="Loading sign-in options..." className="min-h-24" />
  if (config.isError) {
    return (
      <div className="flex min-h-24 flex-col items-center justify-center gap-3 text-center">
        <p className="text-sm text-slate-700">Sign-in options could not be loaded.</p>
        <Button variant="secondary" onClick={() => config.refetch()}>
          Try again
        </Button>
      </div>
    )
  }

  const { googleClientId, localSignIn } = config.data
  return (
    <div className="flex min-h-24 flex-col items-center justify-center gap-4">
      {googleClientId ? (
        <GoogleSignInButton
          clientId={googleClientId}
          onCredential={(credential) => google.mutate(credential, { onSuccess: onSignedIn })}
        />
      ) : null}
      {localSignIn ? (
        <Button
          size="lg"
          className="w-full max-w-xs"
          onClick={() => local.mutate({}, { onSuccess: onSignedIn })}
        >
          Continue as a local user
        </Button>
      ) : null}
      {!googleClientId && !localSignIn ? (
        <p className="text-center text-sm text-slate-700">
          Sign-in is not available on this server right now.
        </p>
      ) : null}
    </div>
  )
}
