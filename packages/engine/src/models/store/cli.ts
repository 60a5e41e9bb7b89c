/**
 * `npm run models [-- --offline] [-- --cache-dir DIR]`: fetches every catalogue model into the
 * cache and says where each one is. A model that cannot be had is reported, not a failure (exit 0):
 * the product runs on the rules without it.
 */
import { parseArgs } from 'node:util'
import { modelCatalogue } from './catalogue'
import { formatMegabytes, terminalProgress } from './download-progress'
import { defaultModelCacheDir, resolveModel } from './model-store'

const { values } = parseArgs({
  options: {
    offline: { type: 'boolean', default: false },
    'cache-dir': { type: 'string' },
  },
})
const cacheDir = values['cache-dir'] ?? defaultModelCacheDir(process.env)
const abort = new AbortController()
process.once('SIGINT', () => {
  console.error('\nStopping; a cut Hugging Face download resumes next time.')
  abort.abort(new Error('interrupted'))
})

console.info(`Model cache: ${cacheDir}${values.offline ? ' (offline: cache only)' : ''}`)
for (const model of modelCatalogue) {
  const startedAt = Date.now()
  const resolution = await resolveModel(model, {
    cacheDir,
    offline: values.offline,
    progress: terminalProgress(process.stderr),
    signal: abort.signal,
  })
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1)
  if (resolution.status === 'available') {
    console.info(`${model.id}: available (${seconds} s)`)
    for (const file of Object.values(resolution.files)) {
      console.info(`  ${file.path}  [${file.source}, ${formatMegabytes(file.sizeBytes)}]`)
    }
  } else {
    console.info(`${model.id}: unavailable, Tipsy runs on the rules without it`)
    for (const reason of resolution.reasons) console.info(`  ${reason}`)
  }
  if (abort.signal.aborted) break
}
