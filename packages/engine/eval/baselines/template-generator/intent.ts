/** What a message is for. `general` is the fallback when no cue matches. */
export const intents = [
  'opener',
  'ask_out',
  'follow_up',
  'apology',
  'thanks',
  'decline',
  'congratulate',
  'check_in',
  'negotiate',
  'invite',
  'reminder',
  'compliment',
  'goodbye',
  'general',
] as const
export type Intent = (typeof intents)[number]

/** Asking for something (a reply, a yes) versus expressing something (thanks, sorry). */
export const ASKING_INTENTS: ReadonlySet<Intent> = new Set([
  'opener',
  'ask_out',
  'follow_up',
  'check_in',
  'negotiate',
  'invite',
  'reminder',
  'general',
])

// Cue patterns per intent, with a weight: a specific verb ("apologize") outweighs a loose cue ("late").
const CUES: Record<Exclude<Intent, 'general'>, [RegExp, number][]> = {
  opener: [
    [
      /\b(?:opener|opening line|first message|pick ?up line|break the ice|icebreaker|start (?:a|the) conversation|slide into|say hi to (?:my|a|this) (?:match|crush))\b/,
      3,
    ],
    [/\b(?:match(?:ed)?|tinder|hinge|bumble|dating app|profile)\b/, 1],
  ],
  ask_out: [
    [/\bask(?:ing)? (?:\S+ ){0,3}?out\b|\b(?:go on a date|take (?:her|him|them|\S+) out|date with)\b/, 3],
    [/\b(?:coffee|dinner|drinks|date)\b/, 1],
  ],
  follow_up: [
    [
      /\bfollow(?:ing)?[\s-]?up\b|\b(?:haven'?t heard back|no (?:reply|response)|still waiting|bump(?:ing)? (?:this|my))\b/,
      3,
    ],
    [/\b(?:application|interview|invoice|proposal|update)\b/, 1],
  ],
  apology: [
    [/\b(?:apologi[sz]e|apology|say (?:i'?m )?sorry|make (?:it )?up (?:to|for))\b/, 3],
    [/\b(?:sorry|forgot|forgetting|messed up|missed|late)\b/, 1],
  ],
  thanks: [[/\b(?:thank|thanks|thank-you|grateful|gratitude|appreciat\w*)\b/, 3]],
  decline: [
    [
      /\b(?:decline|turn (?:\S+ )?down|say no|reject|pass on|bail|back out|cancel|can'?t (?:make it|come|go|attend))\b/,
      3,
    ],
  ],
  congratulate: [
    [/\b(?:congrat\w*|celebrate)\b/, 3],
    [/\b(?:promotion|new job|graduat\w*|engage\w*|birthday|anniversary|baby|wedding|won)\b/, 1],
  ],
  check_in: [
    [
      /\b(?:check(?:ing)? (?:in|up)|see how (?:she|he|they|\S+) (?:is|are)|how (?:she|he|they)(?:'s| is| are) doing|haven'?t talked|catch up|reconnect)\b/,
      3,
    ],
    [/\b(?:surgery|sick|feeling|rough week|hospital)\b/, 1],
  ],
  negotiate: [
    [
      /\b(?:negotiat\w*|counter ?offer|raise|salary|discount|lower (?:the )?price|better (?:deal|rate|price)|rent increase)\b/,
      3,
    ],
    [/\b(?:price|rate|offer|deal|pay)\b/, 1],
  ],
  invite: [
    [/\b(?:invit\w*|come to (?:my|our|the)|join (?:us|me)|rsvp)\b/, 3],
    [/\b(?:party|bbq|barbecue|housewarming|dinner party|game night)\b/, 1],
  ],
  reminder: [[/\b(?:remind\w*|don'?t forget|deadline|due (?:date|tomorrow|today))\b/, 3]],
  compliment: [
    [/\b(?:compliment|tell (?:her|him|them) (?:she|he|they)(?:'s| is| are| looks?)|praise)\b/, 3],
    [/\b(?:great job|well done|looks? (?:great|amazing|beautiful))\b/, 2],
  ],
  goodbye: [[/\b(?:goodbye|good-bye|farewell|say bye|last day|moving away|leaving (?:the|my|for))\b/, 3]],
}

/** The intent whose cues weigh most in the prompt (context counts half); `general` when none match. */
export function detectIntent(prompt: string, context = ''): Intent {
  const lowerPrompt = prompt.toLowerCase()
  const lowerContext = context.toLowerCase()
  let best: Intent = 'general'
  let bestScore = 0
  for (const [intent, cues] of Object.entries(CUES) as [Exclude<Intent, 'general'>, [RegExp, number][]][]) {
    let score = 0
    for (const [pattern, weight] of cues) {
      if (pattern.test(lowerPrompt)) score += weight
      if (pattern.test(lowerContext)) score += weight / 2
    }
    if (score > bestScore) {
      best = intent
      bestScore = score
    }
  }
  return best
}
