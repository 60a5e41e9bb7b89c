import { mkdir, rename, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { isMissingFile } from './cache-files'
import type { HuggingFaceSource } from './catalogue'
import { silentProgress } from './download-progress'
import { downloadFromHuggingFace } from './huggingface-source'
import type { ModelStoreOptions } from './model-store'

/**
 * A model a user names by `hf:<owner>/<repo>/<path of the file>` (at the repository's `main`) or
 * `hf:<owner>/<repo>@<revision>/<path>`. Unlike a catalogue file its size and sha256 are unknown:
 * it is downloaded (resumably) and cached, but nothing verifies it.
 */
export const HUGGING_FACE_URI_PREFIX = 'hf:'

export function parseHuggingFaceUri(uri: string): HuggingFaceSource | undefined {
  if (!uri.startsWith(HUGGING_FACE_URI_PREFIX)) return undefined
  const match = /^([\w.-]+)\/([\w.-]+)(?:@([\w.-]+))?\/(.+)$/.exec(uri.slice(HUGGING_FACE_URI_PREFIX.length))
  if (!match) return undefined
  const [, owner, name, revision = 'main', file = ''] = match
  const parts = file.split('/')
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return undefined
  return { repo: `${owner}/${name}`, revision, file }
}

export type HuggingFaceUriResolution =
  | { status: 'available'; path: string; source: 'cache' | 'huggingface'; checksumVerified: false }
  | { status: 'unavailable'; reason: string }

/** `<cacheDir>/huggingface/<owner>/<repo>/<revision>/<path>`: apart from the catalogue's folders. */
export function huggingFaceUriCachePath(cacheDir: string, source: HuggingFaceSource): string {
  return join(cacheDir, 'huggingface', source.repo, source.revision, source.file)
}

export async function resolveHuggingFaceUri(
  uri: string,
  options: Pick<ModelStoreOptions, 'cacheDir' | 'offline' | 'huggingFace' | 'progress' | 'signal'>,
): Promise<HuggingFaceUriResolution> {
  const source = parseHuggingFaceUri(uri)
  if (!source) {
    return {
      status: 'unavailable',
      reason: `${uri} is not a Hugging Face URI of the form hf:<owner>/<repo>/<file> (or hf:<owner>/<repo>@<revision>/<file>)`,
    }
  }
  const target = huggingFaceUriCachePath(options.cacheDir, source)
  // Only a complete download is ever renamed to this name, so a file here is whole.
  try {
    if ((await stat(target)).isFile())
      return { status: 'available', path: target, source: 'cache', checksumVerified: false }
  } catch (error) {
    if (!isMissingFile(error)) throw error
  }
  if (options.offline) return { status: 'unavailable', reason: `${uri}: not cached, and offline` }
  if (options.huggingFace === false)
    return { status: 'unavailable', reason: `${uri}: not cached, and Hugging Face is disabled` }
  try {
    await mkdir(dirname(target), { recursive: true })
    const downloaded = await downloadFromHuggingFace(
      { id: source.file.split('/').at(-1) ?? source.file, huggingFace: source },
      target,
      options.huggingFace ?? {},
      { progress: options.progress ?? silentProgress, signal: options.signal },
    )
    await rename(downloaded, target)
    return { status: 'available', path: target, source: 'huggingface', checksumVerified: false }
  } catch (error) {
    return {
      status: 'unavailable',
      reason: `${uri}: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
}
