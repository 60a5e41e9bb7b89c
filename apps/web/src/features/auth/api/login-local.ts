import { useMutation } from '@tanstack/react-query'
import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'
import { startSession } from '../session/start-session'

export interface LocalLoginInput {
  name?: string
  email?: string
}

export const loginLocally = (input: LocalLoginInput = {}) => request(endpoints.localLogin, { body: input })

export const useLoginLocally = () =>
  useMutation({
    mutationFn: loginLocally,
    onSuccess: startSession,
  })
