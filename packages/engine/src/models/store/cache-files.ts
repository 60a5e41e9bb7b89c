import { createHash, randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import type { ModelFile } from './catalogue'

export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) hash.update(chunk)
  return hash.digest('hex')
}

/**
 * A name no other process or call will pick, beside `path` so that the final rename stays on one
 * file system and is atomic.
 */
export function uniqueSiblingPath(path: string, suffix: string): string {
  return `${path}.${process.pid}-${randomBytes(4).toString('hex')}${suffix}`
}

/** Why a fetched or cached file is not the catalogue's, or undefined when it is. */
export async function checksumProblem(
  path: string,
  file: Pick<ModelFile, 'sha256' | 'sizeBytes'>,
): Promise<string | undefined> {
  const { size } = await stat(path)
  if (size !== file.sizeBytes) return `size ${size} bytes, expected ${file.sizeBytes}`
  const actual = await sha256OfFile(path)
  return actual === file.sha256 ? undefined : `sha256 ${actual}, expected ${file.sha256}`
}

/**
 * Remembers that the file at `path` was hashed and matched, by the size and mtime it had then, so
 * that later starts do not hash 100 MB again. Any change to the file (or to the pinned sha256)
 * makes the marker stale. The mtime is kept to the millisecond: copies and some file systems drop
 * the rest.
 */
interface VerifiedMarker {
  sha256: string
  size: number
  mtimeMs: number
}

const markerPath = (path: string) => `${path}.verified`

export async function writeVerifiedMarker(path: string, file: ModelFile): Promise<void> {
  const { size, mtimeMs } = await stat(path)
  const marker: VerifiedMarker = { sha256: file.sha256, size, mtimeMs: Math.trunc(mtimeMs) }
  const temporary = uniqueSiblingPath(markerPath(path), '.tmp')
  await writeFile(temporary, JSON.stringify(marker))
  await rename(temporary, markerPath(path))
}

export async function hasValidMarker(path: string, file: ModelFile): Promise<boolean> {
  try {
    const [marker, { size, mtimeMs }] = await Promise.all([
      readFile(markerPath(path), 'utf8').then((text) => JSON.parse(text) as Partial<VerifiedMarker>),
      stat(path),
    ])
    return (
      marker.sha256 === file.sha256 &&
      marker.size === size &&
      // A time set back through a Date can read 1 ms off after its round trip through seconds.
      typeof marker.mtimeMs === 'number' &&
      Math.abs(marker.mtimeMs - Math.trunc(mtimeMs)) <= 1
    )
  } catch {
    return false
  }
}

export async function removeWithMarker(path: string): Promise<void> {
  await Promise.all([unlink(path).catch(ignoreMissing), unlink(markerPath(path)).catch(ignoreMissing)])
}

export function ignoreMissing(error: unknown): void {
  if (!isMissingFile(error)) throw error
}

export function isMissingFile(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'
}

export async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size
  } catch (error) {
    ignoreMissing(error)
    return 0
  }
}
