/**
 * Turns a chat screenshot into dark ink on white for the OCR. Tesseract binarises the whole page
 * with one threshold, so light text in a coloured or dark bubble next to dark text in a grey one
 * is lost (measured: most "me" bubbles in dark mode and gradient bubbles came back empty). Here
 * every pixel is compared with the flat colour around it instead — whatever that colour is.
 */
import type { RgbaImage } from './rgba-image.ts'

const FLAT_TOLERANCE = 12
const GAIN = 1.6

export function inkImage(image: RgbaImage): Uint8Array {
  const { width, height, data } = image
  // Far enough to step out of a text stroke from its middle, at any phone's pixel density.
  const r = Math.max(2, Math.round(width / 300))
  const flat = new Uint8Array(width * height)
  const offsets = [
    [-r, 0],
    [r, 0],
    [0, -r],
    [0, r],
    [-r, -r],
    [r, -r],
    [-r, r],
    [r, r],
  ] as const

  const differs = (a: number, b: number) =>
    Math.max(
      Math.abs((data[a] ?? 0) - (data[b] ?? 0)),
      Math.abs((data[a + 1] ?? 0) - (data[b + 1] ?? 0)),
      Math.abs((data[a + 2] ?? 0) - (data[b + 2] ?? 0)),
    )

  for (let y = r; y < height - r; y++) {
    for (let x = r; x < width - r; x++) {
      const p = (y * width + x) * 4
      let isFlat = 1
      for (const [dx, dy] of offsets) {
        if (differs(p, ((y + dy) * width + x + dx) * 4) > FLAT_TOLERANCE) {
          isFlat = 0
          break
        }
      }
      flat[y * width + x] = isFlat
    }
  }

  const out = new Uint8Array(width * height).fill(255)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x
      if (flat[index]) continue
      const p = index * 4
      // The nearest flat colour is what this pixel sits on: a bubble, the page or a bar.
      let best = -1
      const around: number[] = []
      for (let step = 1; step <= 6 && best < 0; step++) {
        for (const [dx, dy] of offsets) {
          const qx = x + dx * step
          const qy = y + dy * step
          if (qx < 0 || qy < 0 || qx >= width || qy >= height) continue
          const q = qy * width + qx
          if (!flat[q]) continue
          around.push(q * 4)
          const distance = differs(p, q * 4)
          if (best < 0 || distance < best) best = distance
        }
      }
      if (best > 0 && !isEdge(data, p, around)) out[index] = Math.max(0, 255 - Math.round(best * GAIN))
    }
  }
  return out
}

/**
 * Whether a pixel is a blend of two flat colours next to it: the anti-aliased edge of a bubble or
 * a bar, which would otherwise come out as an outline the OCR reads as stray marks.
 */
function isEdge(data: RgbaImage['data'], p: number, around: readonly number[]): boolean {
  for (let i = 0; i < around.length; i++) {
    for (let j = i + 1; j < around.length; j++) {
      const a = around[i] ?? 0
      const b = around[j] ?? 0
      let along = 0
      let length = 0
      for (let c = 0; c < 3; c++) {
        const ab = (data[b + c] ?? 0) - (data[a + c] ?? 0)
        along += ((data[p + c] ?? 0) - (data[a + c] ?? 0)) * ab
        length += ab * ab
      }
      if (length < (2 * FLAT_TOLERANCE) ** 2) continue
      const t = Math.min(1, Math.max(0, along / length))
      let off = 0
      for (let c = 0; c < 3; c++) {
        const expected = (data[a + c] ?? 0) + t * ((data[b + c] ?? 0) - (data[a + c] ?? 0))
        off = Math.max(off, Math.abs((data[p + c] ?? 0) - expected))
      }
      if (off < 16) return true
    }
  }
  return false
}

/** A binary PGM, which the OCR's image reader takes as it is (no PNG encoder needed). */
export function toPgm(gray: Uint8Array, width: number, height: number): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`)
  const file = new Uint8Array(header.length + gray.length)
  file.set(header)
  file.set(gray, header.length)
  return file
}
