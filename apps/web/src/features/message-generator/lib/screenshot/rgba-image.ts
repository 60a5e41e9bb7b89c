import type { ImageSampler } from './chat-layout.ts'

/** Pixels as canvas ImageData holds them: RGBA, row by row. */
export interface RgbaImage {
  width: number
  height: number
  data: Uint8Array | Uint8ClampedArray
}

export function rgbaSampler(image: RgbaImage): ImageSampler {
  const { width, height, data } = image
  return {
    width,
    height,
    pixel(x, y) {
      const cx = Math.min(width - 1, Math.max(0, Math.round(x)))
      const cy = Math.min(height - 1, Math.max(0, Math.round(y)))
      const i = (cy * width + cx) * 4
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]
    },
  }
}
