// Starts a throw-away PostgreSQL server (initdb into a temp dir, 127.0.0.1 only) for tests
// and benchmarks, and stops it again. Used by scripts/test.mjs.
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The directory holding initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql'
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return join(root, versions[0], 'bin')
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim()
  return found ? found.replace(/\/initdb$/, '') : null
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const isRoot = () => process.getuid?.() === 0

/** Runs a PostgreSQL binary; as root it must run as the postgres user. */
function runAsPostgres(bin, args) {
  if (!isRoot()) return execFileSync(bin, args, { stdio: 'pipe' })
  const quoted = [bin, ...args].map((arg) => `'${String(arg).replaceAll("'", "'\\''")}'`).join(' ')
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' })
}

export async function startPostgres(options = {}) {
  const bin = findPostgresBin()
  if (!bin) throw new Error('PostgreSQL is not installed (initdb not found)')
  const dir = mkdtempSync(join(tmpdir(), 'tipsy-pg-'))
  // Tests trade durability for speed; the crash-durability check asks for fsync.
  const fsync = options.durable ? 'on' : 'off'
  if (isRoot()) execFileSync('chown', ['postgres:postgres', dir])
  chmodSync(dir, 0o700)
  const port = await freePort()
  runAsPostgres(join(bin, 'initdb'), ['-D', dir, '--auth=trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  const start = () =>
    runAsPostgres(join(bin, 'pg_ctl'), [
      '-D',
      dir,
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=${fsync} -c max_connections=200`,
      '-l',
      join(dir, 'server.log'),
      '-w',
      'start',
    ])
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Stops as a crash would (no shutdown checkpoint) and starts again, replaying the WAL. */
    crashAndRestart() {
      runAsPostgres(join(bin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', '-w', 'stop'])
      start()
    },
    stop() {
      try {
        runAsPostgres(join(bin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
