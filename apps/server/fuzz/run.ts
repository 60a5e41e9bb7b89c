// `npm run fuzz`: property-based fuzzing of every API endpoint in-process (app.inject) on
// in-memory PGlite. Flags (or FUZZ_RUNS / FUZZ_SEED): --runs N (total requests, default
// 10000), --seed S, --target a,b (endpoint names), --path P (replay one failure), --max-seconds,
// --verbose (server error logs).
import { parseArgs } from 'node:util'
import fc from 'fast-check'
import { createFuzzApp } from './fuzz-app'
import { createExchange } from './fuzz-exchange'
import type { FuzzRequest } from './fuzz-request'
import { createFuzzStats } from './fuzz-stats'
import { fuzzTargets } from './fuzz-targets'

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.FUZZ_RUNS ?? '10000' },
    seed: { type: 'string', default: process.env.FUZZ_SEED },
    target: { type: 'string' },
    path: { type: 'string' },
    'max-seconds': { type: 'string', default: '600' },
    verbose: { type: 'boolean', default: false },
  },
})

const runs = Number(flags.runs)
const seed = flags.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(flags.seed)
const maxMs = Number(flags['max-seconds']) * 1000
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed) || !(maxMs > 0)) {
  console.error('usage: npm run fuzz -- [--runs N] [--seed S] [--target name,…] [--path P] [--max-seconds S]')
  process.exit(2)
}

const wanted = flags.target?.split(',')
const targets = fuzzTargets().filter((target) => !wanted || wanted.includes(target.name))
if (targets.length === 0) {
  console.error(
    `no such target: ${flags.target}\n  targets: ${fuzzTargets()
      .map((t) => t.name)
      .join(', ')}`,
  )
  process.exit(2)
}
const runsPerTarget = Math.ceil(runs / targets.length)
console.info(`fuzzing ${targets.length} targets × ${runsPerTarget} runs, seed ${seed}`)

class FuzzFailure extends Error {}

/** Each target draws from its own stream, so targets of the same shape do not move in step. */
const seedOf = (target: string) =>
  [...target].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), seed) | 0

let unhandled: unknown = null
process.on('unhandledRejection', (reason) => {
  unhandled = reason
})

const started = Date.now()
const fuzz = await createFuzzApp({ logLevel: flags.verbose ? 'error' : 'silent' })
const stats = createFuzzStats()
const exchange = createExchange(fuzz, stats)
const failures: string[] = []

for (const target of targets) {
  const details = await fc.check(
    fc.asyncProperty(target.request, async (request) => {
      const problems = await exchange(target.name, request)
      if (problems.length > 0) throw new FuzzFailure(problems.join('\n'))
    }),
    {
      seed: seedOf(target.name),
      numRuns: runsPerTarget,
      ...(flags.path ? { path: flags.path } : {}),
      interruptAfterTimeLimit: Math.max(1, maxMs - (Date.now() - started)),
      markInterruptAsFailure: true,
    },
  )
  if (details.failed) {
    const request = details.counterexample?.[0] as FuzzRequest | undefined
    const reason =
      details.errorInstance instanceof FuzzFailure
        ? details.errorInstance.message
        : String(details.errorInstance)
    failures.push(
      [
        `✗ ${target.name}: ${details.interrupted ? `interrupted after ${flags['max-seconds']} s` : reason}`,
        request ? `  request: ${printable(request)}` : '',
        `  replay:  npm run fuzz -- --seed=${seed} --target=${target.name} --path=${details.counterexamplePath} --verbose`,
      ]
        .filter(Boolean)
        .join('\n'),
    )
  }
}
await fuzz.close()

const seconds = (Date.now() - started) / 1000
const { requests } = stats.totals()
console.info(`\n${stats.table()}\n`)
console.info(
  `${requests} requests in ${seconds.toFixed(1)} s (${Math.round(requests / seconds)}/s), seed ${seed}`,
)
if (unhandled) failures.push(`✗ unhandled promise rejection: ${String(unhandled)}`)
if (failures.length > 0) {
  console.error(`\n${failures.join('\n\n')}`)
  process.exit(1)
}
console.info('no failures: no 5xx, every error {detail}, no state change from a rejected request')
// The report is the run's end: the grammar checker's worker thread (unref'd, yet seen holding
// the process after the last line here and in the eval) must not keep `npm test` waiting.
process.exit(0)

/** The request as JSON, long strings and byte bodies shortened. */
function printable(request: FuzzRequest): string {
  return JSON.stringify(request, (_key, value: unknown) => {
    if (typeof value === 'string' && value.length > 300)
      return `${value.slice(0, 300)}… (${value.length} chars)`
    if (value && typeof value === 'object' && 'type' in value && value.type === 'Buffer') {
      const bytes = (value as unknown as { data: number[] }).data
      return `<${bytes.length} bytes: ${Buffer.from(bytes.slice(0, 80)).toString('hex')}>`
    }
    return value
  })
}
