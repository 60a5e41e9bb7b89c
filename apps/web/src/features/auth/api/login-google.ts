import { useMutation } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { startSession } from '../session/start-session'

export const loginWithGoogle = (credential: string) =>
  request(endpoints.googleLogin, { body: { credential } })

export const useLoginWithGoogle = () =>
  useMutation({
    mutationFn: loginWithGoogle,
    onSuccess: startSession,
  })
