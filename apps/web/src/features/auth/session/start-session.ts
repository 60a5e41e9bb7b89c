import type { LoginResponse } from '@tipsy/contracts'
import { useAppStore } from '~/stores/app-store'

/** A successful sign-in: the profile is persisted, the access token stays in memory. */
export function startSession(login: LoginResponse): void {
  useAppStore
    .getState()
    .signIn({ user: login.user, accessToken: login.accessToken, expiresIn: login.expiresIn })
}
