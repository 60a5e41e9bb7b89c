import { endpoints, type GenerateRequest } from '@tipsy/contracts'
import { request } from '~/lib/api-client'

/** The generator shows failures in its own banner (docs/product.md §8), so the global toast stays quiet. */
export const generateMessages = (body: GenerateRequest, signal?: AbortSignal) =>
  request(endpoints.generateMessages, { body }, { signal, silent: true })
