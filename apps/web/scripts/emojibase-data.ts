import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/** Must match EMOJIBASE_URL in src/features/text-to-emoji/lib/emojibase-url.ts. */
const URL_BASE = '/emojibase-data'
/** The English files frimousse fetches: `${emojibaseUrl}/en/data.json` and `…/en/messages.json`. */
const FILES = ['en/data.json', 'en/messages.json']

const require = createRequire(import.meta.url)
const read = (file: string) => readFileSync(require.resolve(`emojibase-data/${file}`))

/**
 * Serves the emoji picker's data from our own origin — in dev from node_modules, in the build as
 * files of the client bundle — so the picker never fetches a CDN (the CSP would block it anyway).
 */
export function emojibaseData(): Plugin {
  return {
    name: 'tipsy:emojibase-data',
    configureServer(server) {
      server.middlewares.use(URL_BASE, (req, res, next) => {
        const file = FILES.find((name) => req.url?.split('?')[0] === `/${name}`)
        if (!file) return next()
        res.setHeader('content-type', 'application/json')
        res.end(req.method === 'HEAD' ? undefined : read(file))
      })
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      for (const file of FILES) {
        this.emitFile({ type: 'asset', fileName: `${URL_BASE.slice(1)}/${file}`, source: read(file) })
      }
    },
  }
}
