import { inflateSync } from 'node:zlib'
import type { RgbaImage } from '../src/features/message-generator/lib/screenshot/rgba-image.ts'

/**
 * Decodes the 8-bit, non-interlaced RGB/RGBA PNGs Chromium writes (no PNG package is installed,
 * and this is all the eval needs).
 */
export function decodePng(png: Buffer): RgbaImage {
  let offset = 8
  let width = 0
  let height = 0
  let channels = 0
  const data: Buffer[] = []
  while (offset < png.length) {
    const length = png.readUInt32BE(offset)
    const type = png.toString('latin1', offset + 4, offset + 8)
    const body = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = body.readUInt32BE(0)
      height = body.readUInt32BE(4)
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]]
      if (depth !== 8 || interlace !== 0 || (colour !== 2 && colour !== 6)) throw new Error('unsupported PNG')
      channels = colour === 6 ? 4 : 3
    } else if (type === 'IDAT') data.push(body)
    else if (type === 'IEND') break
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(data))
  const stride = width * channels
  const pixels = new Uint8Array(height * stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]
    const row = y * stride
    const source = y * (stride + 1) + 1
    for (let x = 0; x < stride; x++) {
      const value = raw[source + x] ?? 0
      const left = x >= channels ? (pixels[row + x - channels] ?? 0) : 0
      const up = y > 0 ? (pixels[row - stride + x] ?? 0) : 0
      const upLeft = y > 0 && x >= channels ? (pixels[row - stride + x - channels] ?? 0) : 0
      let predicted = 0
      if (filter === 1) predicted = left
      else if (filter === 2) predicted = up
      else if (filter === 3) predicted = (left + up) >> 1
      else if (filter === 4) {
        const p = left + up - upLeft
        const pa = Math.abs(p - left)
        const pb = Math.abs(p - up)
        const pc = Math.abs(p - upLeft)
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
      }
      pixels[row + x] = (value + predicted) & 0xff
    }
  }
  if (channels === 4) return { width, height, data: pixels }
  const rgba = new Uint8Array(width * height * 4)
  for (let i = 0, j = 0; i < pixels.length; i += 3, j += 4) {
    rgba[j] = pixels[i] ?? 0
    rgba[j + 1] = pixels[i + 1] ?? 0
    rgba[j + 2] = pixels[i + 2] ?? 0
    rgba[j + 3] = 255
  }
  return { width, height, data: rgba }
}
