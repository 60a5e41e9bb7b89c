// `npm run lighthouse`: Lighthouse 12 (mobile emulation, simulated throttling) in Debian's
// Chromium against the built app, on the pages the public-site issue names. Builds nothing: run
// `npm run build` first. Prints each page's four category scores (the median of several runs)
// and exits non-zero when one is below its target. Reports: $TMPDIR/tipsy-lighthouse/*.html.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SERVER = join(ROOT, 'apps/server/dist/server.js')
// WEB_DIST_DIR measures another copy of the build (e.g. a snapshot while the tree is being rebuilt).
const WEB_DIST = resolve(ROOT, process.env.WEB_DIST_DIR ?? 'apps/web/build/client')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4183)
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5))
const REPORTS = join(tmpdir(), 'tipsy-lighthouse')

const PAGES = ['/', '/pricing', '/blog', '/blog/pickup-lines']
const TARGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 }
const CATEGORIES = Object.keys(TARGETS)

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function fail(message) {
  console.error(message)
  process.exit(1)
}

async function waitForHealth(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`the server did not answer ${url} in time`)
}

function startServer() {
  const server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE_URL: 'memory://',
      WEB_DIST_DIR: resolve(WEB_DIST),
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      GOOGLE_CLIENT_ID: '',
    },
  })
  return server
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function audit(url, port) {
  const runs = []
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    runs.push(result)
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      median(runs.map((run) => Math.round((run.lhr.categories[id]?.score ?? 0) * 100))),
    ]),
  )
  // Keep the report of the run whose performance is the median one.
  const report = runs.find(
    (run) => Math.round(run.lhr.categories.performance.score * 100) === scores.performance,
  )
  return { scores, report: report ?? runs[0] }
}

function failingAudits(lhr) {
  return CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((item) => item.score !== null && item.score < 1)
      .map((item) => `${id}: ${item.title} (${Math.round(item.score * 100)})`),
  )
}

if (!existsSync(SERVER) || !existsSync(join(WEB_DIST, 'index.html'))) {
  fail('No build found: run `npm run build` first (this command builds nothing itself).')
}
if (!existsSync(CHROMIUM)) fail(`Chromium not found at ${CHROMIUM}: sudo apt-get install -y chromium`)

const [load] = loadavg()
if (load > availableParallelism()) {
  console.warn(
    `Note: the load average is ${load.toFixed(1)} on ${availableParallelism()} CPUs. Lighthouse times the page on this machine, so Total Blocking Time (and the Performance score) reads worse than on an idle one.`,
  )
}

const base = `http://127.0.0.1:${PORT}`
const server = startServer()
let chrome
let exitCode = 0
try {
  await waitForHealth(`${base}/api/health`, Date.now() + 60_000)
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  mkdirSync(REPORTS, { recursive: true })

  const rows = []
  for (const path of PAGES) {
    const { scores, report } = await audit(`${base}${path}`, chrome.port)
    const file = join(REPORTS, `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.html`)
    writeFileSync(file, report.report)
    const below = CATEGORIES.filter((id) => scores[id] < TARGETS[id])
    rows.push({ path, scores, below, problems: below.length ? failingAudits(report.lhr) : [] })
  }

  const header = ['page'.padEnd(22), ...CATEGORIES.map((id) => id.padStart(15))].join('')
  console.info(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}— mobile, simulated throttling\n`)
  console.info(header)
  console.info(`${'target'.padEnd(22)}${CATEGORIES.map((id) => `≥ ${TARGETS[id]}`.padStart(15)).join('')}`)
  for (const { path, scores, below } of rows) {
    const cells = CATEGORIES.map((id) => `${scores[id]}${below.includes(id) ? ' ✗' : ''}`.padStart(15))
    console.info(`${path.padEnd(22)}${cells.join('')}`)
  }
  console.info(`\nReports: ${REPORTS}`)
  const failures = rows.filter((row) => row.below.length > 0)
  if (failures.length > 0) {
    exitCode = 1
    console.error('\n✗ below target:')
    for (const row of failures) {
      console.error(`  ${row.path}`)
      for (const problem of row.problems) console.error(`    - ${problem}`)
    }
  } else {
    console.info('\n✓ every page meets every target')
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
}
process.exit(exitCode)
