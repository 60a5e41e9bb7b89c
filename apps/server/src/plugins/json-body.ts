import type { FastifyInstance } from 'fastify'
import {
  containsUnstorableText,
  mayHoldUnstorableEscape,
  unstorableTextRefused,
} from '../lib/unstorable-text'

/**
 * JSON bodies as Fastify parses them by default (prototype-poisoning keys refused), except that
 * text PostgreSQL cannot store (U+0000, unpaired surrogates) is refused with a 400, where such a
 * request would otherwise fail later, as a 500.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw)
    parse(request, body, (error, value) => {
      if (error) return done(error)
      if (mayHoldUnstorableEscape(body) && containsUnstorableText(value)) return done(unstorableTextRefused())
      done(null, value)
    })
  })
}
