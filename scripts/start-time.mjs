// `npm run start-time`: how long `npm start` takes to a healthy server on an existing build and
// data directory (the README's figure). Runs it N times (default 3) on a free port, polls
// GET /api/health until it answers 200, prints each time and the server's RSS, and stops it.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const runs = Number(process.argv[2] ?? 3)

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resident memory of a process and its children (the engine workers are threads: one process). */
function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

async function oneStart() {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      )
      if (healthy) return { seconds: (performance.now() - started) / 1000, rss: rssMegabytes(child.pid) }
      if (performance.now() - started > 180_000) throw new Error('not healthy within 180 s')
      await sleep(100)
    }
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()))
  }
}

const results = []
for (let run = 1; run <= runs; run++) {
  const result = await oneStart()
  results.push(result)
  console.info(`run ${run}: healthy in ${result.seconds.toFixed(1)} s, RSS ${result.rss} MB`)
}
const seconds = results.map((result) => result.seconds).sort((a, b) => a - b)
console.info(
  `npm start to a healthy server: ${seconds[0].toFixed(1)}–${seconds.at(-1).toFixed(1)} s over ${runs} runs (median ${seconds[Math.floor(runs / 2)].toFixed(1)} s)`,
)
