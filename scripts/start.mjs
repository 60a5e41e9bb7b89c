// `npm start`: install if needed, build if the sources changed since the last build, then run
// the server (which migrates the database and fetches its models once into the cache) on
// embedded defaults: PGlite in ./data, local sign-in, the local engine, no keys. That is
// development mode, which the server runs only when asked by name: this command asks
// (TIPSY_DEV=1) unless NODE_ENV or TIPSY_DEV already says which mode to run.
import { execSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureNpmDependencies } from './lib/deps.mjs'
import { runOnSupportedNode } from './lib/supported-node.mjs'

runOnSupportedNode()
process.chdir(fileURLToPath(new URL('..', import.meta.url)))

const BUILD_OUTPUTS = [
  'apps/server/dist/server.js',
  'apps/server/dist/engine-worker.js',
  'apps/web/build/client/__spa-fallback.html',
]
const STAMP = '.build-stamp'
const SOURCES = ['apps/web', 'apps/server', 'packages', 'package-lock.json']
const SKIP = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  'e2e',
  'test-results',
  'playwright-report',
])
/** Outputs the build writes among the sources (copied afresh each build: they would always differ). */
const SKIP_PATHS = new Set(['apps/web/public/ocr'])

/** Fingerprint of every source file's path, size and modification time. */
function sourceFingerprint() {
  const hash = createHash('sha256')
  const walk = (path) => {
    const stat = statSync(path)
    if (!stat.isDirectory()) return hash.update(`${path}:${stat.size}:${stat.mtimeMs}\n`)
    for (const name of readdirSync(path).sort()) {
      const child = join(path, name)
      if (!SKIP.has(name) && !SKIP_PATHS.has(child)) walk(child)
    }
  }
  for (const source of SOURCES) walk(source)
  return hash.digest('hex')
}

if (!process.env.NODE_ENV) process.env.TIPSY_DEV ??= '1'
ensureNpmDependencies()
const fingerprint = sourceFingerprint()
const built = BUILD_OUTPUTS.every((output) => existsSync(output))
if (!built || !existsSync(STAMP) || readFileSync(STAMP, 'utf8') !== fingerprint) {
  console.info('Building Tipsy…')
  execSync('npm run build', { stdio: 'inherit' })
  writeFileSync(STAMP, fingerprint)
}
await import('../apps/server/dist/server.js')
