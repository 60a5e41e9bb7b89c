import type { ChatBubble } from '@tipsy/contracts'

/**
 * From OCR lines and the screenshot's pixels to the chat's bubbles. Every chat app draws a
 * message as text on a filled bubble — left for the other person, right for the user — while
 * everything else (header, times, receipts, day separators, compose bar) is text on the page
 * background, on a full-width bar, or in a centred pill. So each line is judged by the colour it
 * sits on and the shape of that colour, and lines are joined while the gap between them is
 * still the bubble's colour.
 */
export type ReadBubble = ChatBubble

export interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}
export interface OcrWord {
  text: string
  confidence: number
  bbox: Box
}
export interface OcrLine {
  text: string
  confidence: number
  bbox: Box
  /** When the OCR gives them, words let a line drop an avatar or a time glued to it. */
  words?: OcrWord[]
}
export interface ImageSampler {
  width: number
  height: number
  pixel(x: number, y: number): [number, number, number]
}

type Rgb = readonly [number, number, number]

/** Colours this close are the same fill (PNG is exact; this absorbs JPEG noise and dithering). */
const SAME_FILL = 10
/** A gradient bubble (Instagram, Messenger) drifts this much between its lines. */
const SAME_BUBBLE = 28
/** A day or notice pill is centred to the pixel; a bubble hugs one side (even after an avatar). */
const CENTRED = 0.015

const COMPOSE_PLACEHOLDER =
  /^(i?message|message\W*|text message|rcs message|sms|chat message|aa|type a message\W*|send a message\W*|write a message\W*|reply\W*)$/i
const TIME = /^\d{1,2}[:.;,]\d{1,2}$/
const MERIDIEM = /^[AaPp]\.?[Mm]\.?$/
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u

function difference(a: Rgb, b: Rgb): number {
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2]))
}

/** The most common colour among samples (coarsely bucketed), averaged within its bucket. */
function dominant(samples: readonly Rgb[]): Rgb {
  const buckets = new Map<number, { count: number; sum: [number, number, number] }>()
  let best: { count: number; sum: [number, number, number] } | undefined
  for (const [r, g, b] of samples) {
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3)
    const bucket = buckets.get(key) ?? { count: 0, sum: [0, 0, 0] }
    bucket.count++
    bucket.sum[0] += r
    bucket.sum[1] += g
    bucket.sum[2] += b
    buckets.set(key, bucket)
    if (!best || bucket.count > best.count) best = bucket
  }
  if (!best) return [0, 0, 0]
  return [best.sum[0] / best.count, best.sum[1] / best.count, best.sum[2] / best.count]
}

/** What a box of text sits on: text is thin, so most of the box is its background. */
function fillUnder(image: ImageSampler, word: Box): Rgb {
  const samples: Rgb[] = []
  // Widened so that a narrow letter (I, l, 1) does not fill its own box.
  const pad = (word.y1 - word.y0) * 0.3
  const box = { x0: word.x0 - pad, y0: word.y0, x1: word.x1 + pad, y1: word.y1 }
  const width = Math.max(1, box.x1 - box.x0)
  const height = Math.max(1, box.y1 - box.y0)
  const columns = Math.min(40, Math.max(4, Math.round(width / 3)))
  const rows = Math.min(12, Math.max(3, Math.round(height / 3)))
  for (let i = 0; i <= rows; i++) {
    for (let j = 0; j <= columns; j++) {
      samples.push(image.pixel(box.x0 + (width * j) / columns, box.y0 + (height * i) / rows))
    }
  }
  return dominant(samples)
}

/** Bubbles never touch the screen's sides, so the colour along them is the chat's background. */
function pageColour(image: ImageSampler): Rgb {
  const samples: Rgb[] = []
  const step = Math.max(1, Math.floor(image.height / 300))
  for (const fraction of [0.005, 0.015, 0.985, 0.995]) {
    const x = Math.floor(image.width * fraction)
    for (let y = 0; y < image.height; y += step) samples.push(image.pixel(x, y))
  }
  return dominant(samples)
}

/**
 * How far a fill reaches left and right of a box: along the rows just above, through and just
 * below the text, since a glyph or emoji on one row stops the walk short of the bubble's edge.
 */
function fillExtent(image: ImageSampler, box: Box, fill: Rgb, page: Rgb): { left: number; right: number } {
  const isFill = (colour: Rgb) => difference(colour, fill) < difference(colour, page)
  const walk = (from: number, y: number, direction: -1 | 1): number | undefined => {
    let x = from
    // Step off the anti-aliased edge of the outermost letter first.
    for (let i = 0; i < 8 && difference(image.pixel(x, y), fill) > 2 * SAME_FILL; i++) x += direction
    let reference = image.pixel(x, y)
    if (difference(reference, fill) > SAME_BUBBLE || !isFill(reference)) return undefined
    // Then follow the fill, which may drift slowly (a gradient), until its edge.
    while (x + direction >= 0 && x + direction < image.width) {
      const next = image.pixel(x + direction, y)
      if (difference(next, reference) > 6 || !isFill(next)) break
      reference = next
      x += direction
    }
    return x
  }
  const height = box.y1 - box.y0
  let left = Math.floor(box.x0)
  let right = Math.ceil(box.x1)
  for (const y of [box.y0 - height * 0.25, (box.y0 + box.y1) / 2, box.y1 + height * 0.25]) {
    const row = Math.round(y)
    left = Math.min(left, walk(Math.floor(box.x0) - 1, row, -1) ?? left)
    right = Math.max(right, walk(Math.ceil(box.x1) + 1, row, 1) ?? right)
  }
  return { left, right }
}

/** A header, status or compose bar: its fill runs into both sides of the screen. */
function isBar(image: ImageSampler, box: Box, fill: Rgb): boolean {
  const edge = Math.max(1, Math.round(image.width * 0.005))
  return [box.y0, (box.y0 + box.y1) / 2, box.y1].some(
    (y) =>
      difference(image.pixel(edge, y), fill) <= SAME_FILL &&
      difference(image.pixel(image.width - 1 - edge, y), fill) <= SAME_FILL,
  )
}

interface Placed {
  side: 'them' | 'me'
  fill: Rgb
  left: number
  right: number
  box: Box
  words: OcrWord[]
}

function union(words: readonly OcrWord[]): Box {
  return {
    x0: Math.min(...words.map((word) => word.bbox.x0)),
    y0: Math.min(...words.map((word) => word.bbox.y0)),
    x1: Math.max(...words.map((word) => word.bbox.x1)),
    y1: Math.max(...words.map((word) => word.bbox.y1)),
  }
}

/**
 * The words of a line that share its main fill: an avatar, or a reaction glued to the line by
 * the OCR, sits on something else.
 */
function wordsOnMainFill(image: ImageSampler, line: OcrLine): { fill: Rgb; words: OcrWord[] } {
  const words = (line.words ?? [{ text: line.text, confidence: line.confidence, bbox: line.bbox }])
    .filter((word) => word.text.trim().length > 0)
    // Tesseract's usual misreading of a lone capital I.
    .map(cleanWord)
    .filter((word) => !isJunk(word))
  const fills = words.map((word) => fillUnder(image, word.bbox))
  let best: { fill: Rgb; width: number } | undefined
  for (const candidate of fills) {
    let width = 0
    words.forEach((word, index) => {
      const fill = fills[index]
      if (fill && difference(fill, candidate) <= SAME_FILL) width += word.bbox.x1 - word.bbox.x0
    })
    if (!best || width > best.width) best = { fill: candidate, width }
  }
  if (!best) return { fill: [0, 0, 0], words: [] }
  const fill = best.fill
  return { fill, words: words.filter((_, index) => difference(fills[index] ?? fill, fill) <= SAME_FILL) }
}

/**
 * Tesseract's usual misreading of a lone capital I, and a stray mark it fused to the front of a
 * word it was unsure of (a bubble's corner, an emoji's edge).
 */
function cleanWord(word: OcrWord): OcrWord {
  if (word.text === '|') return { ...word, text: 'I' }
  if (word.confidence >= 70) return word
  const text = word.text.replace(/^["'“‘{}[\]()|\\/.,;:]+(?=\p{L})/u, '')
  return text === word.text ? word : { ...word, text }
}

/** Stray marks the OCR makes of emoji and icons: no letter or digit, and not read confidently. */
function isJunk(word: OcrWord): boolean {
  return !HAS_WORD_CHARACTER.test(word.text) && word.confidence < 85
}

/**
 * Drops the time (and read ticks) a chat app prints inside the bubble after the text. It is set
 * apart by a wide gap or smaller type, so "the train leaves at 9:40" keeps its time; being small
 * and grey it is often misread, so anything without letters past such a gap goes too.
 */
function withoutTrailingTime(words: OcrWord[]): OcrWord[] {
  const heights = words.map((word) => word.bbox.y1 - word.bbox.y0).sort((a, b) => a - b)
  const textHeight = heights[Math.floor(heights.length / 2)] ?? 1
  const timeLike = (word: OcrWord) =>
    !/\p{L}/u.test(word.text) || MERIDIEM.test(word.text) || /^[vV✓✔]{1,2}$/.test(word.text)
  let cut = words.length
  while (cut > 0 && words[cut - 1] && timeLike(words[cut - 1] as OcrWord)) cut--
  if (cut === words.length) return words
  const tail = words.slice(cut)
  if (!tail.some((word) => /\d/.test(word.text))) return words
  if (cut === 0) return []
  const first = tail[0] as OcrWord
  const before = words[cut - 1] as OcrWord
  const apart = first.bbox.x0 - before.bbox.x1 > textHeight
  const smaller = first.bbox.y1 - first.bbox.y0 < 0.85 * textHeight
  return apart || (smaller && TIME.test(first.text)) ? words.slice(0, cut) : words
}

function textOf(words: readonly OcrWord[]): string {
  return words
    .map((word) => word.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The compose bar's hint ("iMessage", "Message…", "Aa"), perhaps followed by its send label. */
function isPlaceholder(words: readonly OcrWord[]): boolean {
  return COMPOSE_PLACEHOLDER.test(textOf(words)) || COMPOSE_PLACEHOLDER.test(textOf(words.slice(0, -1)))
}

/** Whether the rows between two lines of the same side are still that bubble's fill. */
function gapIsBubble(image: ImageSampler, upper: Placed, lower: Placed, page: Rgb): boolean {
  const from = Math.ceil(upper.box.y1) + 1
  const to = Math.floor(lower.box.y0) - 1
  const height = Math.min(upper.box.y1 - upper.box.y0, lower.box.y1 - lower.box.y0)
  if (to - from > 2 * height) return false
  const left = Math.max(upper.left, lower.left)
  const right = Math.min(upper.right, lower.right)
  if (right - left < 4) return false
  const xs = [0.1, 0.3, 0.5, 0.7, 0.9].map((fraction) => left + (right - left) * fraction)
  for (let y = from; y <= to; y++) {
    const offFill = xs.filter((x) => {
      const colour = image.pixel(x, y)
      return difference(colour, page) <= SAME_FILL && difference(colour, upper.fill) > SAME_FILL
    }).length
    if (offFill >= 3) return false
  }
  return true
}

export function bubblesFromOcr(lines: OcrLine[], image: ImageSampler): ReadBubble[] {
  const page = pageColour(image)
  const placed: Placed[] = []
  const ordered = [...lines].sort((a, b) => a.bbox.y0 - b.bbox.y0 || a.bbox.x0 - b.bbox.x0)
  for (const line of ordered) {
    if (!HAS_WORD_CHARACTER.test(line.text)) continue
    const { fill, words } = wordsOnMainFill(image, line)
    if (words.length === 0 || difference(fill, page) <= SAME_FILL) continue
    const box = union(words)
    if (isBar(image, box, fill)) continue
    const { left, right } = fillExtent(image, box, fill, page)
    const leftGap = left / image.width
    const rightGap = (image.width - 1 - right) / image.width
    // A centred pill: a day, a notice.
    if (Math.abs(leftGap - rightGap) < CENTRED) continue
    const text = textOf(words)
    if (box.y0 > image.height * 0.75 && isPlaceholder(words)) continue
    if (line.confidence < 40 || (text.length <= 3 && line.confidence < 60)) continue
    placed.push({ side: leftGap < rightGap ? 'them' : 'me', fill, left, right, box, words })
  }

  const groups: Placed[][] = []
  for (const line of placed) {
    const group = groups.at(-1)
    const last = group?.at(-1)
    const sameBubble =
      last !== undefined &&
      last.side === line.side &&
      difference(last.fill, line.fill) <= SAME_BUBBLE &&
      Math.abs(last.left - line.left) <= image.width * 0.02 &&
      Math.abs(last.right - line.right) <= image.width * 0.02 &&
      gapIsBubble(image, last, line, page)
    if (group && sameBubble) group.push(line)
    else groups.push([line])
  }

  const bubbles: ReadBubble[] = []
  for (const group of groups) {
    const text = group
      .map((line, index) => textOf(index === group.length - 1 ? withoutTrailingTime(line.words) : line.words))
      .filter((part) => part.length > 0)
      .join(' ')
    const side = group[0]?.side
    if (side && HAS_WORD_CHARACTER.test(text)) bubbles.push({ side, text })
  }
  return bubbles
}

/**
 * Several screenshots of one chat, in order: consecutive screenshots usually overlap by a
 * bubble or more, so the longest run ending one and starting the next is kept once.
 */
export function joinScreenshots(pages: readonly ReadBubble[][]): ReadBubble[] {
  const all: ReadBubble[] = []
  for (const bubbles of pages) {
    let overlap = Math.min(all.length, bubbles.length)
    while (overlap > 0) {
      const tail = all.slice(all.length - overlap)
      if (tail.every((bubble, i) => bubble.side === bubbles[i]?.side && bubble.text === bubbles[i]?.text))
        break
      overlap--
    }
    all.push(...bubbles.slice(overlap))
  }
  return all
}
