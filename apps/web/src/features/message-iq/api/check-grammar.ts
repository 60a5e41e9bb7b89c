import { useMutation } from '@tanstack/react-query'
import { endpoints, type UseCase } from '@tipsy/contracts'
import { request } from '~/lib/api-client'

export interface GrammarInput {
  message: string
  useCase: UseCase
}

/** Asked at the same moment as the analysis (docs/decisions/0011); its failure shows in its own panel. */
export const checkGrammar = ({ message, useCase }: GrammarInput) =>
  request(endpoints.checkGrammar, { body: { message, use_case: useCase } }, { silent: true })

export const useCheckGrammar = () => useMutation({ mutationFn: checkGrammar })
