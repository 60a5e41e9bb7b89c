import type { Page } from 'tesseract.js'
import type { OcrLine } from './chat-layout.ts'

/** Tesseract's block → paragraph → line tree, flattened to the lines (with their words). */
export function linesFromPage(page: Page): OcrLine[] {
  return (page.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        text: line.text.trim(),
        confidence: line.confidence,
        bbox: line.bbox,
        words: line.words.map((word) => ({ text: word.text, confidence: word.confidence, bbox: word.bbox })),
      })),
    ),
  )
}
