import { useMutation } from '@tanstack/react-query'
import { endpoints, type RewriteStyle, type UseCase } from '@tipsy/contracts'
import { request } from '~/lib/api-client'

/** docs/product.md §7: MessageIQ always asks for these three. */
export const REWRITE_STYLES: RewriteStyle[] = ['professional', 'friendly', 'concise']

export interface RewriteInput {
  message: string
  useCase: UseCase
}

/** MessageIQ shows its own error box (docs/product.md §8), so the global toast stays quiet. */
export const rewriteMessage = ({ message, useCase }: RewriteInput) =>
  request(
    endpoints.rewriteMessage,
    { body: { message, use_case: useCase, rewrite_styles: REWRITE_STYLES } },
    { silent: true },
  )

export const useRewriteMessage = () => useMutation({ mutationFn: rewriteMessage })
