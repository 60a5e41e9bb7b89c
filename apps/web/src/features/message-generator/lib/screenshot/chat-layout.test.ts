import { describe, expect, it } from 'vitest'
import { bubblesFromOcr, type ImageSampler, joinScreenshots, type OcrLine } from './chat-layout.ts'

type Rgb = [number, number, number]
interface Rect {
  x0: number
  y0: number
  x1: number
  y1: number
  colour: Rgb
}

const PAGE: Rgb = [255, 255, 255]
const GREY: Rgb = [233, 233, 235]
const BLUE: Rgb = [11, 132, 254]
const BAR: Rgb = [246, 246, 246]

/** A 400 × 800 screenshot: flat rectangles (bubbles, bars) on the page colour. */
function screen(rects: Rect[], page: Rgb = PAGE): ImageSampler {
  return {
    width: 400,
    height: 800,
    pixel(x, y) {
      for (let i = rects.length - 1; i >= 0; i--) {
        const r = rects[i]
        if (r && x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1) return r.colour
      }
      return page
    },
  }
}

function line(text: string, x0: number, y0: number, x1: number, y1 = y0 + 20, confidence = 95): OcrLine {
  return { text, confidence, bbox: { x0, y0, x1, y1 } }
}

/** A line with words laid out from x0, each word's width proportional to its length. */
function wordLine(words: [string, number, number][], y0: number, height = 20): OcrLine {
  return {
    text: words.map(([text]) => text).join(' '),
    confidence: 95,
    bbox: { x0: words[0]?.[1] ?? 0, y0, x1: words.at(-1)?.[2] ?? 0, y1: y0 + height },
    words: words.map(([text, x0, x1]) => ({ text, confidence: 95, bbox: { x0, y0, x1, y1: y0 + height } })),
  }
}

describe('bubblesFromOcr', () => {
  it('takes bubbles on the left as theirs and on the right as mine', () => {
    const image = screen([
      { x0: 10, y0: 100, x1: 200, y1: 140, colour: GREY },
      { x0: 180, y0: 150, x1: 390, y1: 190, colour: BLUE },
    ])
    const lines = [line('are you free tonight?', 22, 110, 180), line('yes, after seven', 195, 160, 370)]
    expect(bubblesFromOcr(lines, image)).toEqual([
      { side: 'them', text: 'are you free tonight?' },
      { side: 'me', text: 'yes, after seven' },
    ])
  })

  it('joins the wrapped lines of one bubble and splits where the page shows between bubbles', () => {
    const image = screen([
      { x0: 10, y0: 100, x1: 300, y1: 170, colour: GREY },
      { x0: 10, y0: 176, x1: 150, y1: 206, colour: GREY },
    ])
    const lines = [
      line('this is a long message that', 22, 108, 290),
      line('wraps onto a second line', 22, 140, 260),
      line('and another', 22, 181, 140),
    ]
    expect(bubblesFromOcr(lines, image)).toEqual([
      { side: 'them', text: 'this is a long message that wraps onto a second line' },
      { side: 'them', text: 'and another' },
    ])
  })

  it('drops text on the page: times, receipts and day separators', () => {
    const image = screen([{ x0: 180, y0: 150, x1: 390, y1: 190, colour: BLUE }])
    const lines = [
      line('Today 9:41 PM', 150, 110, 250, 125),
      line('see you there', 195, 160, 370),
      line('Read 9:45 PM', 300, 195, 385, 208),
    ]
    expect(bubblesFromOcr(lines, image)).toEqual([{ side: 'me', text: 'see you there' }])
  })

  it('drops the header bar, a centred day pill and the compose bar hint', () => {
    const image = screen([
      { x0: 0, y0: 0, x1: 399, y1: 80, colour: BAR },
      { x0: 160, y0: 100, x1: 240, y1: 125, colour: GREY },
      { x0: 10, y0: 140, x1: 200, y1: 180, colour: GREY },
      { x0: 60, y0: 730, x1: 380, y1: 770, colour: GREY },
    ])
    const lines = [
      line('Zoë', 180, 30, 220),
      line('Active now', 170, 55, 230, 70),
      line('TODAY', 175, 104, 225, 120),
      line('hello there', 22, 150, 150),
      line('iMessage', 75, 740, 160),
    ]
    expect(bubblesFromOcr(lines, image)).toEqual([{ side: 'them', text: 'hello there' }])
  })

  it('strips a time and ticks set apart at the end of a bubble, but keeps a time in the text', () => {
    const image = screen([
      { x0: 10, y0: 100, x1: 300, y1: 140, colour: GREY },
      { x0: 10, y0: 150, x1: 300, y1: 190, colour: GREY },
    ])
    const lines = [
      wordLine(
        [
          ['wine', 22, 70],
          ['for', 78, 110],
          ['me', 118, 140],
          ['21:41', 240, 280],
        ],
        110,
      ),
      wordLine(
        [
          ['train', 22, 70],
          ['at', 78, 95],
          ['9:40', 103, 140],
        ],
        160,
      ),
    ]
    expect(bubblesFromOcr(lines, image)).toEqual([
      { side: 'them', text: 'wine for me' },
      { side: 'them', text: 'train at 9:40' },
    ])
  })

  it('drops OCR junk: stray symbols and very unsure short reads', () => {
    const image = screen([{ x0: 10, y0: 100, x1: 200, y1: 140, colour: GREY }])
    const lines = [
      line('©', 150, 142, 170, 160, 60),
      line('ok sure', 22, 110, 120),
      line('~r', 300, 300, 320, 320, 10),
    ]
    expect(bubblesFromOcr(lines, image)).toEqual([{ side: 'them', text: 'ok sure' }])
  })

  it('reads dark mode the same way', () => {
    const image = screen(
      [
        { x0: 10, y0: 100, x1: 200, y1: 140, colour: [38, 38, 41] },
        { x0: 180, y0: 150, x1: 390, y1: 190, colour: BLUE },
      ],
      [0, 0, 0],
    )
    const lines = [line('you up?', 22, 110, 120), line('yes', 330, 160, 370)]
    expect(bubblesFromOcr(lines, image)).toEqual([
      { side: 'them', text: 'you up?' },
      { side: 'me', text: 'yes' },
    ])
  })
})

describe('joinScreenshots', () => {
  it('keeps bubbles repeated across a screenshot seam once', () => {
    const first = [
      { side: 'them' as const, text: 'a' },
      { side: 'me' as const, text: 'b' },
    ]
    const second = [
      { side: 'me' as const, text: 'b' },
      { side: 'them' as const, text: 'c' },
    ]
    expect(joinScreenshots([first, second]).map((bubble) => bubble.text)).toEqual(['a', 'b', 'c'])
  })
})
