import { EngineError } from '../engine'

/** The EngineError a call ends with; anything else (success included) fails the test. */
export async function engineFailure(call: Promise<unknown>): Promise<EngineError> {
  const outcome = await call.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if ('error' in outcome && outcome.error instanceof EngineError) return outcome.error
  throw new Error(`expected an EngineError, got ${'error' in outcome ? String(outcome.error) : 'a result'}`, {
    cause: 'error' in outcome ? outcome.error : undefined,
  })
}
