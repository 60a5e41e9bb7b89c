import { wordTable } from '../../lexicon/word-table'
import { normalizeRequest } from './normalize'
import type { Part } from './reading'

/**
 * The message being answered (the context of a reply), read for what it asked: a favour ("can
 * you send over the signed contract?"), leave to do something ("would you mind if I bring my
 * boyfriend?"), an invitation ("would you be interested in joining our panel?"), how something
 * stands ("did you get a chance to look at my doc?") or an offer to accept. Its words are the
 * other person's, so they are turned around: their "my doc" is the writer's "your doc".
 */
export interface ReceivedAsk {
  kind: 'favour' | 'permission' | 'invitation' | 'status' | 'offer' | 'proposal'
  /** What was asked, from the writer's side: "present the roadmap at the all-hands on Tuesday". */
  text: string
  /** The thing it is about, for an "it" or "them" in the answer: "the signed contract". */
  object?: string
}

const FLIP: Record<string, string> = wordTable({
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  "we're": "you're",
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  "you're": "I'm",
  "you've": "I've",
  "you'll": "I'll",
  "you'd": "I'd",
})

/** The other person's words from the writer's side: I ↔ you, my ↔ your, we → you. */
export function fromWritersSide(text: string): string {
  return text.replace(/(?<![\p{L}'’])[\p{L}]+(?:['’][\p{L}]+)?/gu, (word, offset: number) => {
    const lower = word.toLowerCase().replace('’', "'")
    if (lower === 'you') {
      // "you" after a verb or preposition is an object ("send you" → "send me").
      const before = text.slice(0, offset).trimEnd().split(/\s+/).at(-1)?.toLowerCase() ?? ''
      return /^(?:to|for|with|at|from|send|give|tell|ask|show|see|meet|call|text|thank|help|join|let|about|invite|bring|pay|owe)$/.test(
        before,
      )
        ? 'me'
        : 'I'
    }
    return FLIP[lower] ?? word
  })
}

const OBJECT =
  /\b((?:the|my|your|our|this|that|these|those|his|her|their)\s+[^,?.!]+?)(?=\s+(?:by|before|until|till|on|at|for|tomorrow|today|tonight|this|next|asap|when|if|so)\b|[,?.!]|$)/i

function objectOf(phrase: string): string | undefined {
  return OBJECT.exec(phrase)?.[1]?.trim()
}

const PATTERNS: [ReceivedAsk['kind'], RegExp][] = [
  // "we're going to the lake thursday after school, you coming??"
  [
    'invitation',
    /\bwe(?:'re| are) (?:going|heading|off) to ([^,.?!]+)[^?]*\b(?:you|u) (?:coming|in|down|joining|up for it)\b/i,
  ],
  // "the plumber can come Thursday between 9 and 12 …": a time to say yes to.
  [
    'proposal',
    /\bcan (?:come|do|make it|meet|call|drop by|pop round|deliver)\s+((?:on |this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)day[^,.?!]*?|(?:tomorrow|today|tonight)[^,.?!]*?)(?=\s+to\b|[,.?!]|$)/i,
  ],
  [
    'permission',
    /\b(?:would you mind if|is it (?:ok|okay|alright|fine|cool) if|can|could|may) (?:i|we) ([^?]+)\?/i,
  ],
  ['status', /\bdid you (?:get a chance to |manage to |have a chance to |have time to )?([^?]+)\?/i],
  ['offer', /\b(?:if you accept|accept) (the [^?.!]+)/i],
  [
    'invitation',
    /\b(?:are you free for|are you (?:still )?(?:coming|going) to|would you be interested in|would you like to|do you want to|wanna|fancy|are you (?:in|up) for|you (?:in|up) for|want to join|join us (?:for|at))\s+([^?]+)\?/i,
  ],
  ['favour', /\b(?:could|can|would|will) you (?:please |possibly |just |also )?([^?.!]+)[?.!]?/i],
]

export function readReceived(received: string): ReceivedAsk | null {
  const context = normalizeRequest(received)
  for (const [kind, pattern] of PATTERNS) {
    const match = pattern.exec(context)
    const asked = match?.[1]?.trim()
    if (!asked) continue
    const text = fromWritersSide(asked)
    const object = objectOf(text)
    return { kind, text, ...(object ? { object } : {}) }
  }
  return null
}

const YES =
  /^(?:yes|yeah|yep|yup|sure|of course|absolutely|definitely|happy to|i'm in|i am in|i'm down|i am down|count me in|sounds good|ok|okay|will do|can do|for sure|totally)\b[\s,!.]*/i
const NO =
  /^(?:no thanks|no thank you|no(?! problem| worries| rush| stress| bother)|nope|not this time|sadly not|unfortunately not)\b[\s,!.]*/i

/** "have them sat" with "the kids sat" asked: the object without the words the answer says next. */
function withoutEcho(object: string, after: string): string {
  const words = object.split(/\s+/)
  const next = after.trim().toLowerCase().split(/\s+/)
  for (let cut = Math.min(words.length - 1, next.length); cut > 0; cut--) {
    const tail = words.slice(-cut).join(' ').toLowerCase()
    if (tail === next.slice(0, cut).join(' ')) return words.slice(0, -cut).join(' ')
  }
  return object
}

/**
 * The answer's parts with the question they answer folded in: "yes happy to" to "can you present
 * the roadmap?" becomes "Yes, happy to present the roadmap…"; an "it" in "I'll send it tomorrow"
 * becomes what was asked for ("the signed contract").
 */
export function answerParts(parts: readonly Part[], received: ReceivedAsk): Part[] {
  let replaced = false
  const withObject = parts.map((part): Part => {
    if (replaced || !received.object || part.kind !== 'statement') return part
    const text = part.text.replace(
      /\b(send|read|check|sign|review|look at|do|bring|finish|get|have|share|forward|drop off|return)\s+(it|them|that)\b(?=(.*)$)/i,
      (_, verb: string, _pronoun: string, after: string) => {
        replaced = true
        return `${verb} ${withoutEcho(received.object ?? '', after)}`
      },
    )
    return { ...part, text }
  })
  const first = withObject[0]
  if (first?.kind !== 'statement') return withObject
  const mentionsIt = (text: string) => {
    const head = received.object?.split(/\s+/).at(-1)?.toLowerCase()
    return !head || text.toLowerCase().includes(head)
  }
  const yes = YES.exec(first.text)
  const no = NO.exec(first.text)
  const rest = first.text
    .slice((yes ?? no)?.[0].length ?? 0)
    .replace(/^(?:but|and)\s+/i, '')
    .trim()
  const restParts: Part[] = rest ? [{ kind: 'statement', text: rest }] : []
  const others = withObject.slice(1)
  if (yes) {
    const said = yes[0].replace(/[\s,!.]+$/, '')
    const answer =
      received.kind === 'favour'
        ? `${capitalised(said)}, happy to ${received.text}`
        : received.kind === 'permission'
          ? `${capitalised(said)}, you can ${received.text}`
          : received.kind === 'invitation'
            ? `${capitalised(said)}, I'd love to! Count me in for ${received.text.replace(/^(?:join|joining|come to|coming to)\s+/i, '')}`
            : received.kind === 'offer'
              ? `${capitalised(said)}, I'm delighted to accept ${received.text}`
              : received.kind === 'proposal'
                ? `${capitalised(said)}, ${received.text} works`
                : capitalised(said)
    return [{ kind: 'statement', text: answer }, ...restParts, ...others]
  }
  if (no) {
    const answer =
      received.kind === 'invitation' || received.kind === 'offer'
        ? `Thanks so much for thinking of me, but I'll pass on ${received.text.replace(/^(?:join|joining)\s+/i, 'joining ')} this time`
        : received.kind === 'favour'
          ? `Sorry, I can't ${received.text}`
          : 'No, sorry'
    return [{ kind: 'statement', text: answer }, ...restParts, ...others]
  }
  // "I can do 2–3 but not earlier" to "could you run the tombola stall?": say what it is about.
  if (!replaced && received.object && !withObject.some((part) => 'text' in part && mentionsIt(part.text))) {
    return [{ ...first, text: `about ${received.object}: ${first.text}` }, ...others]
  }
  return withObject
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
