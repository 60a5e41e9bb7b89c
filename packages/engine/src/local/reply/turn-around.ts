import { fromWritersSide } from '../generate/request/received-message'

/**
 * Their words from the writer's side, for a reply: "my doc" → "your doc", "send me" → "send you".
 * Unlike a reported request, in a chat their "we" is both of them, so it stays "we".
 */
const SHARED = /(?<![\p{L}'’])(we|us|our|ours|we're|we've|we'll|we'd|let's)(?![\p{L}'’])/giu
const MARK = (index: number) => `⟦${index}⟧`

const AGREEMENT: [RegExp, string][] = [
  [/\bI were\b/g, 'I was'],
  [/\bI are\b/g, 'I am'],
  [/\bI is\b/g, 'I am'],
  [/\bI has\b/g, 'I have'],
  [/\bI does\b/g, 'I do'],
  [/\bI doesn't\b/g, "I don't"],
  [/\bI wasn't\b/g, "I wasn't"],
  [/\bI weren't\b/g, "I wasn't"],
  [/\bI aren't\b/g, "I'm not"],
  [/\byou am\b/g, 'you are'],
  [/\byou was\b/g, 'you were'],
  [/\byou has\b/g, 'you have'],
  [/\byou does\b/g, 'you do'],
  [/\bam I\b/g, 'am I'],
  [/\b(are|were) I\b/g, 'am I'],
  [/\bme and you\b/gi, 'you and me'],
]

export function turnAround(text: string): string {
  const kept: string[] = []
  const marked = text.replace(SHARED, (word: string) => {
    kept.push(word)
    return MARK(kept.length - 1)
  })
  // "miss you", "love you": the object of a verb becomes "me" (the reading of "you" after a verb).
  const objects = marked.replace(
    /\b(miss|missed|love|loved|need|needed|want|wanted|like|hate|trust|understand|believe|adore|saw|see|called|texted|told|asked|invited|heard|met|owe|thank|thanked|bother|bug|remind|reminded|pay|paid|know|forgive|add|include|pick|drop|take|bring|join|tag|follow|help|message|email|ring|visit|hug|kiss|want)\s+(?:you|u)\b/gi,
    (_, verb: string) => {
      kept.push('me')
      return `${verb} ${MARK(kept.length - 1)}`
    },
  )
  let turned = fromWritersSide(objects).replace(/⟦(\d+)⟧/g, (_, index: string) => kept[Number(index)] ?? '')
  for (const [pattern, fixed] of AGREEMENT) turned = turned.replace(pattern, fixed)
  return turned
}
