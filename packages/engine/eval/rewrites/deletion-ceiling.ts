import { condense, partsOf } from '../../src/local/rewrite/condense'
import { spellCommonSlips } from '../../src/local/rewrite/finish'
import { readMessage } from '../../src/local/rewrite/reading'
import { repairFlags } from '../../src/local/rewrite/repair/repair-flags'
import { sentencesIn } from '../../src/local/rewrite/repair/stretches'
import { applySteps } from '../../src/local/rewrite/rewrite-step'
import { STYLE_STEPS } from '../../src/local/rewrite/styles'
import { splitFrame } from '../../src/local/text/message-frame'
import { containsWord } from '../generation/act-cues'
import { keepsFacts, type RewriteItem } from './checks'

const LONG = 200
const CUT = 0.25

/**
 * Could concise keep every fact of this message and still cut it by a quarter, if it chose the
 * best of its own cuts (clauses, phrases, openers, adverbs, whole sentences) knowing the facts?
 * The answer bounds what better weighting can reach: beyond it the engine needs new ways to
 * shorten (paraphrase), not better choices among the ones it has.
 */
export function concisePossible(item: RewriteItem): boolean {
  const reading = readMessage(item.message, item.use_case)
  const repaired = repairFlags(reading.message, reading.flags, reading.useCase).text.trim()
  const beforeCondense = STYLE_STEPS.concise.slice(0, STYLE_STEPS.concise.indexOf(condense))
  const text = applySteps(repaired, reading, [spellCommonSlips, ...beforeCondense]).text
  if (!keepsFacts(text, item.facts)) return false
  const original = [...item.message.trim()].length
  if (original <= LONG) return true
  const need = [...text].length - Math.floor(original * (1 - CUT))
  // As condense reads it: paragraphs of prose run on as one, a list keeps its lines.
  const frameBody = splitFrame(text).body
  const body = /^\s*(?:[-•*]|\(?\d+[.)])\s/m.test(frameBody) ? frameBody : frameBody.replace(/\s*\n\s*/g, ' ')
  const holdsFact = (stretch: string) =>
    item.facts.some((group) => group.some((word) => containsWord(stretch, word)))
  let removable = 0
  for (const sentence of sentencesIn(body)) {
    if (!holdsFact(body.slice(sentence.start, sentence.end))) {
      removable += sentence.end - sentence.start + 1
      continue
    }
    // The longest set of non-overlapping fact-free cuts inside the sentence (interval scheduling).
    const parts = partsOf(body, sentence)
      .filter((part) => !holdsFact(body.slice(part.start, part.end)))
      .sort((a, b) => a.end - b.end)
    const best: number[] = []
    for (const [index, part] of parts.entries()) {
      let before = index - 1
      while (before >= 0 && (parts[before]?.end ?? 0) > part.start) before--
      best[index] = Math.max(best[index - 1] ?? 0, (best[before] ?? 0) + part.end - part.start)
    }
    removable += best.at(-1) ?? 0
  }
  return removable >= need
}
