import {
  APICallError,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  TypeValidationError,
} from 'ai'
import { EngineError } from '../engine'

/** Who answered (or failed to): named in every error so an operator knows which setting to check. */
export interface ProviderInfo {
  /** e.g. "The Ollama provider" */
  name: string
  /** Base URL or model file, shown when it cannot be reached. */
  location: string
  timeoutMs: number
}

/** Turns whatever a provider call threw into an EngineError with a sentence a person can act on. */
export function toEngineError(error: unknown, provider: ProviderInfo, timeout: AbortSignal): EngineError {
  if (error instanceof EngineError) return error
  if (timeout.aborted || isTimeout(error)) return timedOut(provider, error)
  if (NoObjectGeneratedError.isInstance(error)) {
    return error.text?.trim() ? badOutput(provider, error.cause ?? error) : emptyAnswer(provider, error)
  }
  if (NoOutputGeneratedError.isInstance(error)) return emptyAnswer(provider, error)
  if (JSONParseError.isInstance(error) || TypeValidationError.isInstance(error))
    return badOutput(provider, error)
  if (APICallError.isInstance(error)) return fromApiCall(error, provider)
  return cutOff(provider, error)
}

export function timedOut(provider: ProviderInfo, cause?: unknown): EngineError {
  const seconds = Math.round(provider.timeoutMs / 100) / 10
  return new EngineError('timeout', `${provider.name} did not answer within ${seconds} s.`, { cause })
}

/** The caller aborted the call (its client went away); nobody reads this but the caller itself. */
export function cancelled(provider: ProviderInfo, cause?: unknown): EngineError {
  return new EngineError('unavailable', `${provider.name} stopped: the request was cancelled.`, { cause })
}

export function badOutput(provider: ProviderInfo, cause: unknown): EngineError {
  if (TypeValidationError.isInstance(cause)) return invalidAnswer(provider, cause)
  return new EngineError('bad_output', `${provider.name} returned malformed JSON.`, { cause })
}

/** Parsed, but not the shape we asked for (or unusable once mapped to the contract). */
export function invalidAnswer(provider: ProviderInfo, cause?: unknown): EngineError {
  return new EngineError(
    'bad_output',
    `${provider.name} returned an answer that does not match the expected shape.`,
    {
      cause,
    },
  )
}

export function emptyAnswer(provider: ProviderInfo, cause?: unknown): EngineError {
  return new EngineError('bad_output', `${provider.name} returned an empty answer.`, { cause })
}

function cutOff(provider: ProviderInfo, cause: unknown): EngineError {
  return new EngineError(
    'unavailable',
    `${provider.name} closed the connection before the answer was complete.`,
    {
      cause,
    },
  )
}

function fromApiCall(error: APICallError, provider: ProviderInfo): EngineError {
  const status = error.statusCode
  if (status === undefined) {
    return new EngineError('unavailable', `${provider.name} is unreachable at ${provider.location}.`, {
      cause: error,
    })
  }
  // A 200 whose body is not the provider's JSON: the server answered, but with garbage.
  if (status < 300) {
    return JSONParseError.isInstance(error.cause) || TypeValidationError.isInstance(error.cause)
      ? badOutput(provider, error.cause)
      : cutOff(provider, error)
  }
  return new EngineError('unavailable', `${provider.name} ${statusReason(status)} (HTTP ${status}).`, {
    cause: error,
  })
}

function statusReason(status: number): string {
  if (status === 401 || status === 403) return 'rejected the API key'
  if (status === 404) return 'does not know this model or URL'
  if (status === 429) return 'is rate limiting requests; try again shortly'
  if (status >= 500) return 'failed on its side; try again shortly'
  return 'refused the request'
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError'
}
