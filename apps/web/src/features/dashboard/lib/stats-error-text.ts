import { ApiError } from '~/lib/api-client'

/** docs/product.md §8 "Stats panel": the text under "Unable to load statistics". */
export function statsErrorText(error: unknown): string {
  if (error instanceof ApiError && error.isNetworkError) {
    return 'Network error: Please check your internet connection and ensure the API server is running.'
  }
  if (error instanceof ApiError && error.status === 401) return 'Authentication error: Please log in again.'
  return 'Failed to load user statistics. Please try again later.'
}
