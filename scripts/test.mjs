// `npm test`: installs what the tests need, then runs every check in order and stops at the
// first failure. Under CI=true nothing may be skipped: a missing system package is an error.
import { execSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ensureNpmDependencies } from './lib/deps.mjs'
import { findPostgresBin, startPostgres } from './lib/postgres.mjs'
import { runOnSupportedNode } from './lib/supported-node.mjs'

runOnSupportedNode()
process.chdir(fileURLToPath(new URL('..', import.meta.url)))
const ci = process.env.CI === 'true' || process.env.CI === '1'
const CHROMIUM = '/usr/bin/chromium'
const suiteStarted = Date.now()
const timings = []
const skipped = []
console.info(`Node ${process.version}`)

let current = null

async function step(name, run) {
  current = { name, started: Date.now() }
  console.info(`\n━━ ${name}`)
  await run()
  timings.push([name, Date.now() - current.started])
  current = null
}

function printTimings() {
  const rows = current ? [...timings, [`${current.name} (failed)`, Date.now() - current.started]] : timings
  for (const [name, ms] of rows) console.info(`  ${name.padEnd(44)} ${(ms / 1000).toFixed(1)} s`)
  // Wall-clock: steps run side by side overlap.
  console.info(`  ${'total'.padEnd(44)} ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`)
}

function sh(command, env = {}) {
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n✗ failed: ${command}\n\n━━ time per step until the failure`)
    printTimings()
    process.exit(result.status ?? 1)
  }
}

/**
 * Two steps side by side, about one core each: each one's output is held and printed
 * whole when it ends, and each is timed as its own step.
 */
async function sideBySide(steps) {
  const started = Date.now()
  current = { name: steps.map(([name]) => name).join(' ‖ '), started }
  const runs = steps.map(
    ([name, command]) =>
      new Promise((done) => {
        const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '1' } })
        const output = []
        child.stdout.on('data', (chunk) => output.push(chunk))
        child.stderr.on('data', (chunk) => output.push(chunk))
        child.on('close', (status) => done({ name, command, status, output, ms: Date.now() - started }))
      }),
  )
  const results = await Promise.all(runs)
  for (const { name, output, ms } of results) {
    console.info(`\n━━ ${name}`)
    process.stdout.write(Buffer.concat(output))
    timings.push([`${name} ‖`, ms])
  }
  current = null
  const failed = results.find((result) => result.status !== 0)
  if (failed) {
    console.error(`\n✗ failed: ${failed.command}\n\n━━ time per step until the failure`)
    printTimings()
    process.exit(failed.status ?? 1)
  }
}

/** Debian packages: installed with apt-get when we are root, otherwise explained. */
function ensureSystemPackages() {
  const missing = []
  if (!existsSync(CHROMIUM)) missing.push('chromium', 'fonts-noto-color-emoji')
  if (!findPostgresBin()) missing.push('postgresql')
  if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) missing.push('redis-server')
  if (missing.length === 0) return
  const canInstall = process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0
  if (canInstall) {
    console.info(`Installing Debian packages: ${missing.join(' ')}`)
    const install = `DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing.join(' ')}`
    try {
      execSync(install, { stdio: 'inherit' })
    } catch {
      execSync('apt-get update', { stdio: 'inherit' })
      execSync(install, { stdio: 'inherit' })
    }
    return
  }
  const message = `Missing system packages: ${missing.join(', ')}.\n  Install them with: sudo apt-get install -y ${missing.join(' ')}`
  if (ci) {
    console.error(message)
    process.exit(1)
  }
  console.warn(`${message}\n  The steps that need them are skipped (they never are under CI=true).`)
}

await step('install', () => {
  ensureNpmDependencies()
  ensureSystemPackages()
})
// The reader and writer models, fetched once into the cache, for the tests that run them.
await step('models', () => sh('npm run models'))
await step('lint', () => sh('npx biome check .'))
// The speed figures are ratios timed turn about, yet a neighbour on the other core still moved
// analyze's by several per cent and failed a run at 2.54× (target 2.5×): they are timed alone.
await step('engine speed, timed alone (targets enforced)', () => sh('npm run eval -- --part speed'))
// No input the contract lets through may hold an engine call past 250 ms (issue 36); timed alone too.
await step('engine timing on hostile inputs, timed alone', () => sh('npm run timing'))
// The evaluation keeps one core busy a part: two lines, one per core (most evaluations; the
// reader's red flags with its training, its other heads and generation's held-out split).
// Generation's dev split is reported, never enforced: `npm run eval` measures it.
await sideBySide([
  ['engine evaluation: the rest (targets enforced)', 'npm run eval -- --part rest'],
  [
    "engine evaluation: the reader's red flags, its heads, generation held-out (targets enforced)",
    'npm run eval -- --part reader-flags --authors 3 && npm run eval -- --part reader-heads && npm run eval -- --part generation --held-out-only',
  ],
])
// With PostgreSQL the server's API tests run once, on it (the next step): the database layer's own
// tests run on both, and the product on PGlite is what the E2E, the fuzzing and the bench serve.
const postgresBin = findPostgresBin()
await step(postgresBin ? 'unit tests (the database layer on PGlite)' : 'unit and API tests (PGlite)', () =>
  sh(postgresBin ? "npx vitest run --project '!server'" : 'npx vitest run'),
)
// The writer model keeps about one core busy (1.2 measured) while its tests time its queue, aborts
// and streaming: beside the full suite an abort read 700 ms against a 200 ms bound. The other core
// takes one line of work that times nothing: the typecheck, then (with PostgreSQL) the crash
// durability and scale-out runs, whose servers start one engine worker each. Measured side by
// side: 381 s and 267 s, against 297 s and 267 s one after the other.
const besideTheWriterModel = postgresBin
  ? [
      'typecheck, then crash durability (kill -9), then scale-out (2 processes)',
      'npm run typecheck && npm run durability -- --ci && npm run scale-out',
    ]
  : ['typecheck', 'npm run typecheck']
await sideBySide([['writer model tests', 'npm run test:writer-model'], besideTheWriterModel])

let webBuilt = false
if (postgresBin) {
  await step('API tests (PostgreSQL)', async () => {
    const postgres = await startPostgres()
    try {
      sh('npx vitest run --project db --project server', {
        TEST_DATABASE_URL: postgres.url,
      })
    } finally {
      postgres.stop()
    }
  })
  // Each starts its own PostgreSQL (and servers, as real processes); short forms of the commands.
  await step('bench and history at scale', () => sh('npm run bench -- --ci'))
  await step('engine isolation: /api/health under hostile engine load', () => sh('npm run isolation -- --ci'))
  // The soak keeps about one core busy (half the measured rate): the web build takes the other.
  // (The soak builds the server itself, so the server's build waits until it ends.)
  await sideBySide([
    ['soak (60 s)', 'npm run soak -- --ci'],
    ['build: web', 'npm run build -w @tipsy/web'],
  ])
  webBuilt = true
} else {
  skipped.push('API tests on PostgreSQL (postgresql not installed)')
  skipped.push('scale-out, durability, bench and soak (postgresql not installed)')
}

if (existsSync(CHROMIUM)) {
  // Each keeps one core busy for about a minute: side by side.
  await sideBySide([
    ['fuzzing (10,000 requests, every endpoint)', 'npm run fuzz'],
    ['chat screenshots read back (OCR evaluation, targets enforced)', 'npm run eval:ocr'],
  ])
} else {
  await step('fuzzing (10,000 requests, every endpoint)', () => sh('npm run fuzz'))
  skipped.push('the OCR evaluation of chat screenshots (chromium not installed)')
}

await step(webBuilt ? 'build: server' : 'build', () =>
  sh(webBuilt ? 'npm run build -w @tipsy/server' : 'npm run build'),
)

let lighthouse = null

if (existsSync(CHROMIUM)) {
  await step('end-to-end tests (Chromium)', () => sh('npx playwright test -c apps/web/playwright.config.ts'))
  await step(`Lighthouse, public pages (${ci ? 'one run' : 'median of 3'})`, async () => {
    // Imported only now: it needs the dependencies the install step put in place.
    const { SUMMARY_FILE } = await import('./lighthouse.mjs')
    rmSync(SUMMARY_FILE, { force: true })
    // Enforced: a page below its target fails the run, unless the same page without any script
    // scores as low on this machine now (the script's `judge`: the machine, not the page).
    // Under CI one run a page keeps the suite within its time budget, and a page below target
    // in it is measured until it has five (the median of five); `npm run lighthouse` takes three.
    const run = spawnSync('node scripts/lighthouse.mjs', {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, LIGHTHOUSE_RUNS: process.env.LIGHTHOUSE_RUNS ?? (ci ? '1' : '3') },
    })
    if (!existsSync(SUMMARY_FILE)) {
      console.error('\n✗ failed: node scripts/lighthouse.mjs wrote no figures')
      process.exit(1)
    }
    lighthouse = { ...JSON.parse(readFileSync(SUMMARY_FILE, 'utf8')), belowTarget: run.status !== 0 }
    if (lighthouse.belowTarget) {
      console.error('\n✗ failed: a public page is below its Lighthouse target (table above)')
      process.exit(1)
    }
  })
} else {
  skipped.push('end-to-end tests and Lighthouse (chromium not installed)')
}

console.info(`\n━━ summary (Node ${process.version})`)
printTimings()
if (lighthouse) {
  const { load, benchmarkIndex, pages } = lighthouse
  console.info(
    `\n  Lighthouse performance (no-JS copy of the same page in brackets), load ${load.before.toFixed(1)} on ${load.cpus} CPUs, CPU benchmark ${Math.round(benchmarkIndex)}:`,
  )
  for (const page of pages) {
    console.info(
      `  ${page.path.padEnd(22)} ${String(page.scores.performance).padStart(3)} (${page.noJs.scores.performance})  TBT ${page.totalBlockingTimeMs} ms (${page.noJs.totalBlockingTimeMs})  a11y ${page.scores.accessibility}  best practices ${page.scores['best-practices']}  SEO ${page.scores.seo}`,
    )
  }
}
if (skipped.length > 0) {
  console.warn(`\n⚠ skipped:\n${skipped.map((s) => `  - ${s}`).join('\n')}`)
  if (ci) process.exit(1)
}
