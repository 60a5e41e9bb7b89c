/** An error that reaches the client as `{ detail, code }` with its status. Throw it from handlers. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code?: string,
    /** Sent with the error, e.g. `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(detail)
    this.name = 'ApiError'
  }
}

export const unauthorized = (detail = 'Authentication required', code = 'unauthorized') =>
  new ApiError(401, detail, code)

export const notFound = (detail = 'Not found') => new ApiError(404, detail, 'not_found')
