import type { Worker } from 'tesseract.js'
import { bubblesFromOcr, joinScreenshots, type ReadBubble } from './chat-layout.ts'
import { inkImage, toPgm } from './ink-image.ts'
import { linesFromPage } from './ocr-lines.ts'
import { rgbaSampler } from './rgba-image.ts'

/**
 * Reads chat screenshots on the user's device (docs/decisions/0014): nothing is uploaded. The
 * OCR worker, its WebAssembly core and the English model are served from our own origin under
 * /ocr/ (apps/web/scripts/copy-ocr-assets.mjs) and loaded only when a screenshot is first read.
 */
export const MAX_SCREENSHOT_BYTES = 5 * 1024 * 1024

export type ScreenshotErrorKind = 'not_image' | 'too_large' | 'no_text' | 'failed'

export class ScreenshotError extends Error {
  constructor(
    readonly kind: ScreenshotErrorKind,
    message: string,
  ) {
    super(message)
    this.name = 'ScreenshotError'
  }
}

const OCR_BASE = '/ocr'

let workerPromise: Promise<Worker> | undefined

function ocrWorker(): Promise<Worker> {
  workerPromise ??= import('tesseract.js')
    .then(({ createWorker, OEM }) =>
      createWorker('eng', OEM.LSTM_ONLY, {
        workerPath: `${OCR_BASE}/worker.min.js`,
        corePath: OCR_BASE,
        langPath: OCR_BASE,
        gzip: true,
        workerBlobURL: false,
        cacheMethod: 'none',
      }),
    )
    .catch((error: unknown) => {
      workerPromise = undefined
      throw error
    })
  return workerPromise
}

function isImageSignature(bytes: Uint8Array): boolean {
  const starts = (signature: readonly number[], at = 0) =>
    signature.every((byte, i) => bytes[at + i] === byte)
  const png = starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const jpeg = starts([0xff, 0xd8, 0xff])
  const webp = starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)
  return png || jpeg || webp
}

/** Throws the ScreenshotError the user should see when a file cannot be read as a screenshot. */
export async function checkScreenshot(file: File): Promise<void> {
  const typeOk = ['image/png', 'image/jpeg', 'image/webp'].includes(file.type)
  if (!typeOk || !isImageSignature(new Uint8Array(await file.slice(0, 12).arrayBuffer()))) {
    throw new ScreenshotError('not_image', `"${file.name}" isn't a PNG, JPEG or WebP image.`)
  }
  if (file.size > MAX_SCREENSHOT_BYTES) {
    throw new ScreenshotError(
      'too_large',
      `"${file.name}" is larger than ${MAX_SCREENSHOT_BYTES / 1024 / 1024} MB. Crop it or take a smaller screenshot.`,
    )
  }
}

async function pixelsOf(file: File) {
  const bitmap = await createImageBitmap(file)
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) throw new Error('no 2d canvas')
    context.drawImage(bitmap, 0, 0)
    return context.getImageData(0, 0, bitmap.width, bitmap.height)
  } finally {
    bitmap.close()
  }
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError')
}

export async function readScreenshots(
  files: File[],
  options: { onProgress?(fraction: number): void; signal?: AbortSignal } = {},
): Promise<ReadBubble[]> {
  const { onProgress, signal } = options
  for (const file of files) await checkScreenshot(file)
  onProgress?.(0)
  const pages: ReadBubble[][] = []
  for (const [index, file] of files.entries()) {
    throwIfAborted(signal)
    let bubbles: ReadBubble[]
    try {
      const pixels = await pixelsOf(file)
      const worker = await ocrWorker()
      throwIfAborted(signal)
      const ink = toPgm(inkImage(pixels), pixels.width, pixels.height)
      const { data } = await worker.recognize(
        new Blob([ink as Uint8Array<ArrayBuffer>]),
        {},
        { blocks: true, text: false },
      )
      bubbles = bubblesFromOcr(linesFromPage(data), rgbaSampler(pixels))
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error
      throw new ScreenshotError(
        'failed',
        `Could not read "${file.name}". Try again, or paste the chat as text.`,
      )
    }
    if (bubbles.length === 0) {
      throw new ScreenshotError(
        'no_text',
        `No chat text found in "${file.name}". Try a sharper screenshot, or paste the chat as text.`,
      )
    }
    pages.push(bubbles)
    onProgress?.((index + 1) / files.length)
  }
  return joinScreenshots(pages)
}
