import { open, readdir, rename, truncate, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { checksumProblem, ignoreMissing, sizeOf, uniqueSiblingPath } from './cache-files'
import type { ModelFile } from './catalogue'
import type { DownloadProgress } from './download-progress'

export const HUGGING_FACE_BASE_URL = 'https://huggingface.co'

export interface HuggingFaceOptions {
  /** Default https://huggingface.co; a test server or a mirror otherwise. */
  baseUrl?: string
  /** How long to wait for the response headers: short, so an offline machine moves on quickly. */
  connectTimeoutMs?: number
  /** A download that receives nothing for this long is cut (and resumed by the next attempt). */
  idleTimeoutMs?: number
  /** Attempts in one resolve; each one after a cut resumes where the last stopped. */
  attempts?: number
}

interface DownloadContext {
  progress: DownloadProgress
  signal?: AbortSignal
}

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000
const DEFAULT_IDLE_TIMEOUT_MS = 30_000
const DEFAULT_ATTEMPTS = 3

/**
 * What a download needs: a catalogue file (pinned by size and sha256), or a file a user named by
 * an `hf:` URI, whose size and sha256 nobody knows beforehand (nothing to verify it against).
 */
export type HuggingFaceFile = Pick<ModelFile, 'id' | 'huggingFace'> & {
  sha256?: string | undefined
  sizeBytes?: number | undefined
}

export function huggingFaceUrl(file: HuggingFaceFile, baseUrl = HUGGING_FACE_BASE_URL): string | undefined {
  const source = file.huggingFace
  if (!source) return undefined
  const filePath = source.file.split('/').map(encodeURIComponent).join('/')
  return `${baseUrl.replace(/\/+$/, '')}/${source.repo}/resolve/${source.revision}/${filePath}`
}

/**
 * Downloads `file` from Hugging Face to a fresh name beside `targetPath` and returns that name once
 * its sha256 matches; the caller renames it into place. A cut download is kept as
 * `<targetPath>.part` for the next attempt (or the next start) to resume with a Range request.
 */
export async function downloadFromHuggingFace(
  file: HuggingFaceFile,
  targetPath: string,
  options: HuggingFaceOptions,
  context: DownloadContext,
): Promise<string> {
  const url = huggingFaceUrl(file, options.baseUrl)
  if (!url) throw new Error('no Hugging Face source in the catalogue')
  const working = await claimPartialDownload(targetPath)
  let verified = false
  try {
    const attempts = options.attempts ?? DEFAULT_ATTEMPTS
    for (let attempt = 1; ; attempt++) {
      const before = await sizeOf(working)
      if (file.sizeBytes !== undefined && before >= file.sizeBytes) break
      try {
        await downloadRange(url, working, before, file, options, context)
        break
      } catch (error) {
        // Only a download that got somewhere is worth another go: a refused or timed-out
        // connection, or an HTTP error, would fail the same way again.
        const progressed = (await sizeOf(working)) > before
        if (!progressed || attempt >= attempts || context.signal?.aborted) throw error
      }
    }
    const problem =
      file.sha256 !== undefined && file.sizeBytes !== undefined
        ? await checksumProblem(working, { sha256: file.sha256, sizeBytes: file.sizeBytes })
        : undefined
    if (problem) {
      await unlink(working).catch(ignoreMissing)
      throw new Error(`downloaded file rejected: ${problem}`)
    }
    verified = true
    return working
  } finally {
    if (!verified) await releasePartialDownload(working, targetPath)
  }
}

const partialPath = (targetPath: string) => `${targetPath}.part`

/**
 * Takes over the resumable `.part` by renaming it to a name of this process's own, so two
 * processes never append to one file. A `.part` left under the name of a process that has died
 * (killed mid-download) is taken over the same way.
 */
async function claimPartialDownload(targetPath: string): Promise<string> {
  const working = uniqueSiblingPath(targetPath, '.part')
  const candidates = [partialPath(targetPath), ...(await orphanedPartials(targetPath))]
  for (const candidate of candidates) {
    try {
      await rename(candidate, working)
      return working
    } catch (error) {
      ignoreMissing(error)
    }
  }
  return working
}

async function orphanedPartials(targetPath: string): Promise<string[]> {
  const prefix = `${basename(targetPath)}.`
  const names = await readdir(dirname(targetPath)).catch(() => [] as string[])
  return names
    .map((name) => ({ name, pid: Number(/^(\d+)-[0-9a-f]+\.part$/.exec(name.slice(prefix.length))?.[1]) }))
    .filter(({ name, pid }) => name.startsWith(prefix) && Number.isInteger(pid) && !isProcessAlive(pid))
    .map(({ name }) => join(dirname(targetPath), name))
}

function isProcessAlive(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function releasePartialDownload(working: string, targetPath: string): Promise<void> {
  if ((await sizeOf(working)) === 0) {
    await unlink(working).catch(ignoreMissing)
    return
  }
  await rename(working, partialPath(targetPath)).catch(ignoreMissing)
}

async function downloadRange(
  url: string,
  working: string,
  offset: number,
  file: HuggingFaceFile,
  options: HuggingFaceOptions,
  context: DownloadContext,
): Promise<void> {
  const controller = new AbortController()
  const abort = () => controller.abort(context.signal?.reason ?? new Error('cancelled'))
  context.signal?.addEventListener('abort', abort, { once: true })
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS
  let timer = setTimeout(
    () => controller.abort(new Error(`no answer within ${connectTimeoutMs} ms`)),
    connectTimeoutMs,
  )
  const task = context.progress.start(`${file.id} from Hugging Face`, file.sizeBytes, offset)
  let outcome = 'failed'
  try {
    const response = await fetch(url, {
      headers: offset > 0 ? { Range: `bytes=${offset}-` } : {},
      redirect: 'follow',
      signal: controller.signal,
    }).catch((error: unknown) => {
      throw new Error(`cannot reach ${new URL(url).host}: ${describeFetchError(error, controller.signal)}`)
    })
    let written = offset
    if (response.status === 200) written = 0
    else if (response.status === 206) {
      const start = Number(/^bytes (\d+)-/.exec(response.headers.get('content-range') ?? '')?.[1])
      if (start !== offset) {
        await response.body?.cancel()
        await truncate(working, 0).catch(ignoreMissing)
        throw new Error(`asked for bytes from ${offset}, got a range from ${start}; starting over`)
      }
    } else if (response.status === 416) {
      // The part is not a prefix of the file (e.g. longer): start again from nothing.
      await truncate(working, 0).catch(ignoreMissing)
      throw new Error('HTTP 416 for the resumed range; starting over')
    } else {
      await response.body?.cancel()
      throw new Error(`HTTP ${response.status} from ${url}`)
    }
    if (!response.body) throw new Error('empty response body')
    const total = file.sizeBytes ?? announcedTotal(response)
    const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS
    const restartIdleTimer = () => {
      clearTimeout(timer)
      timer = setTimeout(
        () => controller.abort(new Error(`nothing received for ${idleTimeoutMs} ms`)),
        idleTimeoutMs,
      )
    }
    restartIdleTimer()
    const handle = await open(working, written === 0 ? 'w' : 'a')
    try {
      for await (const chunk of response.body) {
        restartIdleTimer()
        written += chunk.byteLength
        if (total !== undefined && written > total) throw new Error(`more than the expected ${total} bytes`)
        await handle.write(chunk)
        task.update(written)
      }
    } catch (error) {
      throw new Error(`download cut at ${written} bytes: ${describeFetchError(error, controller.signal)}`)
    } finally {
      await handle.close()
    }
    if (total !== undefined && written !== total)
      throw new Error(`download ended at ${written} of ${total} bytes`)
    outcome = 'downloaded'
  } catch (error) {
    outcome = `failed (${(error as Error).message})`
    throw error
  } finally {
    clearTimeout(timer)
    context.signal?.removeEventListener('abort', abort)
    task.finish(outcome)
  }
}

/** The whole file's size as the server states it, for a file the catalogue does not pin. */
function announcedTotal(response: Response): number | undefined {
  const header =
    response.status === 206
      ? /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1]
      : response.headers.get('content-length')
  const total = Number(header ?? Number.NaN)
  return Number.isSafeInteger(total) && total >= 0 ? total : undefined
}

/** fetch() reports "fetch failed" and hides the reason in `cause`; an abort carries ours. */
function describeFetchError(error: unknown, signal: AbortSignal): string {
  if (signal.aborted && signal.reason instanceof Error) return signal.reason.message
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error))
}
