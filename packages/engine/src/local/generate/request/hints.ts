import type { StyleHints } from './reading'

/**
 * Words about the message rather than in it — "make it funny", "politely", "keep it simple",
 * "without being cheesy" — are taken out of the request and kept as hints for the voice.
 */
const HINT_PATTERNS: [RegExp, keyof StyleHints | null][] = [
  [
    /\b(?:make it|keep it|be|sound|something|in a)\s+(?:a bit |a little |really |super |very )?(?:funny|fun|jokey|playful|cheeky)\b(?:\s+about it)?/gi,
    'funny',
  ],
  [
    /\b(?:make it|keep it)\s+(?:short|brief|simple|quick|concise)(?: and (?:sweet|simple|kind|warm|professional))?\b/gi,
    'short',
  ],
  [
    /\b(?:make it|keep it|be|sound|something|in a)\s+(?:a bit |really |very )?(?:professional|formal|polite|businesslike)(?: way)?\b/gi,
    'formal',
  ],
  [
    /\b(?:make it|keep it|be|sound|something|in a)\s+(?:a bit |really |very )?(?:nice|kind|gentle|sweet|warm|chill|casual|soft|light|friendly|heartfelt|sincere|supportive|respectful)(?: about it| way)?\b/gi,
    'gentle',
  ],
  [
    /\b(?:politely|nicely|gently|kindly|respectfully|tactfully|diplomatically|properly|sincerely|softly|firmly but kindly|firmly|professionally|casually)\b/gi,
    'gentle',
  ],
  [
    /\b(?:without|but not|not)\s+(?:being|sounding|coming (?:off|across) as|making it|getting)\s+(?:too\s+|a\s+|like\s+a\s+)?(?:cheesy|weird|rude|lazy|desperate|needy|mean|harsh|pushy|awkward|a jerk|a dick|an ass|cringe|clingy|salty|petty|bitter|passive aggressive|passive-aggressive|aggressive|dramatic|angry|preachy|fake|corny|too much|over the top|cold|demanding|greedy|ungrateful|unprofessional|entitled|annoying|bossy|like a jerk)(?:\s+about it)?\b/gi,
    'gentle',
  ],
  [
    /\b(?:i (?:don'?t|do not) know what to say|(?:please|pls) help|help me out|thanks in advance)\b[.!]*|,\s*(?:help|pls|please|ty|thx)[.!]*$|\s+(?:pls|please|ty|thx)[.!]*$/gi,
    null,
  ],
]

export function extractHints(text: string): { text: string; hints: StyleHints } {
  const hints: StyleHints = {}
  let rest = text
  for (const [pattern, hint] of HINT_PATTERNS) {
    rest = rest.replace(pattern, () => {
      if (hint) hints[hint] = true
      return ' '
    })
  }
  const tidied = rest
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/[\s,;:-]+$/g, '')
    .replace(/^[\s,;:.-]+/g, '')
    .trim()
  return { text: tidied, hints }
}
