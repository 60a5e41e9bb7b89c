import { RELATIONS } from '../../lexicon/relations'
import { type ReaderPhrase, readReaderPhrase } from './reader-phrase'
import type { Act } from './reading'
import type { Source, Span } from './source'

/**
 * The instruction at the head of a request: its verb ("tell", "let … know", "congratulate",
 * "good luck msg to"), whom it names, and where its content starts. `tell` means the act is
 * read from the content ("tell Marco I can't make it" declines).
 */
export type Family = Act | 'tell'

export interface Head {
  family: Family
  reader: ReaderPhrase | null
  /** The content after the verb and reader. */
  tail: Span
  /** A wish the head itself carries ("happy birthday to", "good luck msg to"). */
  occasion?: string
  /** "a message to Owen …" names only a recipient: the act comes from what follows. */
  bare?: boolean
  /** "requesting a copy of …": what follows is asked for, not asked about. */
  requesting?: boolean
  /** "asking to borrow …": the writer asks to do something. */
  permission?: boolean
  /** "say hi to Sam": the message is the greeting itself. */
  greeting?: boolean
}

const MEDIUM =
  '(?:text|message|msg|note|email|e-mail|mail|dm|card|reply|response|slack(?: message)?|teams(?: message| msg)?|linkedin(?: message| msg)?|whatsapp(?: message)?|post|letter|shout-?out|toast|speech|voicemail|line)'
const ADJECTIVES =
  '(?:(?:short|quick|brief|nice|cute|sweet|polite|professional|friendly|formal|casual|kind|gentle|funny|little|simple|proper|heartfelt|warm|sincere|thoughtful|small|big|long|good|firm|clear|honest|apologetic|sympathetic|supportive|official|general|group|public|private|personal|follow-up|follow up)\\s+)*'

/** Act nouns before a medium ("thank you text", "good luck msg") and what they make of it. */
const ACT_NOUNS: [RegExp, Family, string?][] = [
  [/^(?:thank[- ]?you|thanks|thx|ty|thank)/, 'thank'],
  [/^(?:eid mubarak|ramadan mubarak)/, 'wish', 'eid mubarak'],
  [/^(?:l'?shana tova|shana tova|rosh hashanah)/, 'wish', 'shana tova'],
  [/^(?:ramadan kareem)/, 'wish', 'ramadan kareem'],
  [/^(?:chag sameach)/, 'wish', 'chag sameach'],
  [/^(?:congrats|congratulations|congratulatory|well done)/, 'congratulate'],
  [/^(?:happy )?(?:bday|birthday)/, 'wish', 'happy birthday'],
  [/^(?:good luck|best of luck|luck)/, 'wish', 'good luck'],
  [/^(?:get well(?: soon)?|speedy recovery)/, 'wish', 'get well soon'],
  [/^(?:farewell|goodbye|leaving|send-?off)/, 'wish', 'farewell'],
  [/^(?:new year'?s?|happy new year)/, 'wish', 'happy new year'],
  [/^(?:merry christmas|christmas|xmas)/, 'wish', 'merry christmas'],
  [/^(?:holiday|happy holidays|seasonal)/, 'wish', 'happy holidays'],
  [/^(?:anniversary|happy anniversary)/, 'wish', 'happy anniversary'],
  [/^(?:welcome|welcome back)/, 'wish', 'welcome'],
  [/^(?:sorry|apology|apologetic|apologies)/, 'apologise'],
  [/^(?:condolence|condolences|sympathy|sympathies)/, 'console'],
  [/^(?:reminder)/, 'remind'],
  [/^(?:invite|invitation)/, 'invite'],
  [/^(?:follow-?up|follow up|chaser|nudge)/, 'follow_up'],
  [/^(?:rejection|decline|no thanks)/, 'decline'],
  [/^(?:announcement|news)/, 'share_news'],
]

interface VerbPattern {
  pattern: RegExp
  family: Family
  /** Where the reader stands: right after the verb, after "to"/"with", or nowhere. */
  reader: 'direct' | 'optional-to' | 'none'
  occasion?: string
  /** Words that must follow the reader ("let Sam know"). */
  after?: RegExp
  /** "request a refund": the content is asked for. */
  requesting?: boolean
  /** The reader must be a person ("need Tomasz to …"), not a thing ("need a lift to …"). */
  person?: boolean
}

const VERBS: VerbPattern[] = [
  {
    pattern: /^(?:let|letting)\s+/,
    family: 'tell',
    reader: 'direct',
    after: /^\s*know\b(?:\s+(?:that|about))?/,
  },
  {
    pattern:
      /^(?:tell|telling|txt|text|texting|message|messaging|email|emailing|e-mail|dm|dming|whatsapp|slack|ping|pinging|inform|informing|update|updating|notify|notifying|warn|warning|contact|write to|writing to|write|reach out to|reaching out to|get in touch with|drop (?:a )?(?:line|note) to|share (?:it |this |the news )?with|shoot|send word to|send(?!\s+(?:a|an|some|my)\s)|leave|explain(?: to)?|break it to)\s+/,
    family: 'tell',
    reader: 'optional-to',
  },
  // Before plain "check with": checking on something of one's own is a chase, not a question.
  {
    pattern: /^(?:check|checking) (?:in )?with\s+(?=.+?\b(?:on|about)\s+my\b)/,
    family: 'follow_up',
    reader: 'direct',
  },
  {
    pattern:
      /^(?:ask(?:ing)?|check with|checking with|find out from|quick q(?:uestion)? for|poll|question for)\s+/,
    family: 'ask',
    reader: 'direct',
  },
  {
    pattern: /^(?:remind(?:ing)?|send (?:a )?reminder to|reminder to|reminder for)\s+/,
    family: 'remind',
    reader: 'direct',
  },
  { pattern: /^(?:request(?:ing)?|ask(?:ing)? for)\s+/, family: 'ask', reader: 'none', requesting: true },
  {
    pattern:
      /^(?:thank(?:ing)?|thanks to|thank you to|thx to|say thanks to|say thank you to|shout-?out to)\s+/,
    family: 'thank',
    reader: 'direct',
  },
  {
    pattern: /^(?:apologi[sz](?:e|ing)|say(?:ing)? sorry|sorry|apology)(?:\s+to)?\s+/,
    family: 'apologise',
    reader: 'direct',
  },
  {
    pattern:
      /^(?:congratulat(?:e|ing)|congrats to|congratulations to|say congrats to|say congratulations to|well done to|congrats|congratulations)\s+/,
    family: 'congratulate',
    reader: 'direct',
  },
  { pattern: /^(?:wish(?:ing)?)\s+/, family: 'wish', reader: 'direct' },
  { pattern: /^(?:invit(?:e|ing))\s+/, family: 'invite', reader: 'direct' },
  {
    pattern:
      /^(?:declin(?:e|ing)|turn(?:ing)? down|reject(?:ing)?|pass(?:ing)? on|say(?:ing)? no(?: thanks| thank you)? to|back(?:ing)? out of|bail(?:ing)? on|cancel(?:ling)? on|cancel(?:ling)?|let\s+(?=\S+\s+down))\s*/,
    family: 'decline',
    reader: 'none',
  },
  {
    pattern:
      /^(?:consol(?:e|ing)|comfort(?:ing)?|cheer(?:ing)? up|support(?:ing)?|(?:send )?(?:my )?condolences to|(?:send )?(?:my )?sympathies to|be there for)\s+/,
    family: 'console',
    reader: 'direct',
  },
  { pattern: /^cheer(?:ing)?\s+/, family: 'console', reader: 'direct', after: /^\s*up\b/ },
  {
    pattern: /^(?:i )?(?:need|want|get)\s+(?=\S+(?:\s+\S+)?\s+to\s)/,
    family: 'ask',
    reader: 'direct',
    person: true,
  },
  {
    pattern:
      /^(?:follow(?:ing)?[- ]up(?: again)?(?: with)?|chas(?:e|ing)(?: up)?|nudg(?:e|ing)|bump(?:ing)?|poke|check(?:ing)? (?:back )?in with|circle back (?:to|with))\s+/,
    family: 'follow_up',
    reader: 'direct',
  },
  {
    pattern: /^(?:set (?:a |some )?(?:boundar(?:y|ies)|rules?|limits?) with|confront|call out)\s+/,
    family: 'boundary',
    reader: 'direct',
  },
  {
    pattern: /^(?:share|sharing) (?:the |my |some |our |big |good )*news(?: with)?\s*:?\s*/,
    family: 'share_news',
    reader: 'optional-to',
  },
  { pattern: /^(?:propos(?:e|ing)|suggest(?:ing)?) to\s+/, family: 'negotiate', reader: 'direct' },
  { pattern: /^work (?:out|through) .+? with\s+/, family: 'negotiate', reader: 'direct' },
  { pattern: /^(?:[\p{L}-]+\s+)?negotiation with\s+/u, family: 'negotiate', reader: 'direct' },
  {
    pattern:
      /^(?:negotiat(?:e|ing)(?: with)?|counter(?:ing)?(?: offer)?|haggle(?: with)?|bargain(?: with)?|push(?:ing)? back on|(?:make |strike )?(?:a )?deal with|compromise with)\s+/,
    family: 'negotiate',
    reader: 'direct',
  },
  {
    pattern:
      /^(?:suggest(?:ing)?|propos(?:e|ing)|find a (?:middle ground|compromise)|meet (?:them |him |her )?(?:halfway|in the middle)|offer(?:ing)?(?!\s+to\s+(?![^,.;!?]*\d))|counter(?:ing)?)\b\s*(?:that\s+)?/,
    family: 'negotiate',
    reader: 'none',
  },
  {
    pattern: /^(?:announc(?:e|ing)|break(?:ing)? the news to|spread the word to)\s+/,
    family: 'share_news',
    reader: 'optional-to',
  },
  {
    pattern: /^(?:reply|respond|answer|text back|write back|say)\s+no(?: thanks| thank you)?\s+to\s+/,
    family: 'decline',
    reader: 'direct',
  },
  {
    pattern:
      /^(?:reply(?:ing)?|respond(?:ing)?|answer(?:ing)?|text(?:ing)? back|writ(?:e|ing) back|get(?:ting)? back to)(?:\s+to)?\s*/,
    family: 'reply',
    reader: 'direct',
  },
]

/** The phrase before a medium that says which occasion or act ("happy eid", "good luck"). */
const OCCASION_HEAD =
  /^(?:(?:happy|merry)\s+(?:[\p{L}']+\s+){0,2}?(?:birthday|bday|anniversary|eid|diwali|christmas|xmas|hanukkah|thanksgiving|new year'?s?|holidays|easter|holi|mother'?s day|father'?s day|valentine'?s(?: day)?|retirement|graduation|raksha bandhan|rakhi|onam|pongal|lohri|navratri|durga puja|ganesh chaturthi|vesak|songkran|chuseok|lunar new year|chinese new year|(?!to\b|with\b|for\b|about\b|that\b|if\b|and\b|but\b|enough\b|as\b|so\b|when\b|because\b|where\b|what\b|how\b|it\b|i\b|we\b|you\b)[\p{L}']+)|eid mubarak|ramadan mubarak|ramadan kareem|l'?shana tova|shana tova|chag sameach|gong xi fa cai|good luck|best of luck|safe travels|safe trip|get well soon|get well|bon voyage|break a leg|good vibes|congrats|congratulations|well done)(?=\s|$)/u

/** "say thanks", "say sorry to", "say happy birthday to", "say no": the words said pick the family. */
/** "say it has to stop", "say that I'm in": a plain statement to pass on. */
const SAY_THAT = /^say(?:ing)?\s+(?:that\s+)?(?=\S)/

/** "say it nicely to Rukhsana": the content came before; this names the reader. */
const SAY_IT_TO = /^say (?:it|this|that|so|something)\s+(?:to|for)\s+/

const SAY =
  /^say(?:ing)?\s+(thanks|thank you|thank u|sorry|congrats|congratulations|good ?bye|bye|happy\s+[\p{L}']+(?:\s+[\p{L}']+)?|good luck|no thanks|no thank you|no|yes|something(?:\s+(?:nice|kind|sweet|supportive|comforting|encouraging))?|hi|hello|hey)\b(?:\s+(?:to|for))?\s*/u

function sayFamily(said: string): { family: Family; occasion?: string; greeting?: boolean } {
  if (/^thank/.test(said)) return { family: 'thank' }
  if (/^sorry/.test(said)) return { family: 'apologise' }
  if (/^congrat/.test(said)) return { family: 'congratulate' }
  if (/^(?:good ?bye|bye)/.test(said)) return { family: 'wish', occasion: 'farewell' }
  if (/^(?:happy|good luck)/.test(said)) return { family: 'wish', occasion: said }
  if (/^no/.test(said)) return { family: 'decline' }
  if (/^yes/.test(said)) return { family: 'reply' }
  if (/^(?:hi|hello|hey)$/.test(said)) return { family: 'tell', greeting: true }
  return { family: 'tell' }
}

/** After "email the recruiter", "asking …", "to invite …" name what the message does. */
/** "a reminder about …", "a thank you for …" after "email the client": the noun names the act. */
const TAIL_NOUNS: [RegExp, Family, string?][] = [
  [/^again\b\s*(?=about|re\b|on\b|regarding|if\b|whether|$)/, 'follow_up'],
  [/^(?:a |an )?(?:quick |friendly |gentle )?reminder(?:\s+(?:that|to))?\s+/, 'remind'],
  [/^(?:a |an )?(?:quick |big |huge )?(?:thank[- ]you|thanks)(?: note| message| text)?\s+/, 'thank'],
  [/^(?:a |an )?(?:quick )?(?:congrats|congratulations)(?: message| text| note)?\s+/, 'congratulate'],
  [/^(?:a |an )?(?:quick )?(?:apology|sorry)(?: message| text| note)?\s+/, 'apologise'],
  [/^(?:a |an )?(?:quick )?(?:invite|invitation)\s+/, 'invite'],
  [/^(?:my )?condolences\s*/, 'console'],
]

const PARTICIPLES: [RegExp, Family][] = [
  [/^(?:[,:]\s*)?(?:and\s+)?(?:asking|to ask|ask)\s+/, 'ask'],
  [/^(?:[,:]\s*)?(?:and\s+)?(?:letting|to let) (?:them|him|her|you) know(?: that)?\s+/, 'tell'],
  [/^(?:,\s*)?(?:and\s+)?(?:inviting|to invite|invite)\s+/, 'invite'],
  [/^(?:,\s*)?(?:and\s+)?(?:thanking|to thank|thank)\s+/, 'thank'],
  [/^(?:,\s*)?(?:and\s+)?(?:reminding|to remind|remind)\s+/, 'remind'],
  [/^(?:,\s*)?(?:and\s+)?(?:congratulating|to congratulate|congratulate)\s+/, 'congratulate'],
  [/^(?:,\s*)?(?:and\s+)?(?:apologi[sz]ing|to apologi[sz]e|saying sorry|to say sorry)\s*/, 'apologise'],
  [/^(?:,\s*)?(?:and\s+)?(?:declining|to decline|turning down|saying no to|to say no to)\s+/, 'decline'],
  [/^(?:,\s*)?(?:and\s+)?(?:requesting|to request)\s+/, 'ask'],
  [/^(?:,\s*)?(?:and\s+)?(?:following up|to follow up|chasing|to chase)\s*/, 'follow_up'],
  [/^(?:,\s*)?(?:and\s+)?(?:accepting|to accept)\s*/, 'reply'],
]

function participleHead(source: Source, head: Head): Head {
  // After "reply no to the neighbour", "asking …" is what they asked, not a new instruction.
  if (head.family === 'decline') return head
  const raw = source.lower.slice(head.tail.start, head.tail.end)
  const lower = raw.trimStart()
  const leading = raw.length - lower.length
  for (const [pattern, family] of TAIL_NOUNS) {
    const match = pattern.exec(lower)
    if (!match) continue
    return {
      ...head,
      family,
      tail: { start: head.tail.start + leading + match[0].length, end: head.tail.end },
    }
  }
  for (const [pattern, family] of PARTICIPLES) {
    const match = pattern.exec(lower)
    if (!match) continue
    let at = head.tail.start + leading + match[0].length
    // "inviting them to …": the pronoun is the reader already named; "inviting the team to …" names them.
    const again = /^(?:to|for|if|whether|about|on)\b/.test(source.lower.slice(at, head.tail.end))
      ? null
      : readReaderPhrase(source, at)
    if (again && again.span.end <= head.tail.end && (again.pronoun || !head.reader)) {
      at = again.span.end
      if (!head.reader && !again.pronoun) head = { ...head, reader: again }
    }
    const requesting = /request/.test(match[0])
    const permission = family === 'ask' && /^to\s/.test(source.lower.slice(at, head.tail.end))
    return {
      ...head,
      family,
      tail: { start: at, end: head.tail.end },
      ...(requesting ? { requesting: true } : {}),
      ...(permission ? { permission: true } : {}),
    }
  }
  return head
}

function headAt(source: Source, span: Span): Head | null {
  const lower = source.lower.slice(span.start, span.end)
  const said = SAY.exec(lower)
  if (said) {
    const { family, occasion, greeting } = sayFamily(said[1] ?? '')
    const at = span.start + said[0].length
    const reader = /\b(?:to|for)\s*$/.test(said[0]) ? readReaderPhrase(source, at) : null
    return {
      family,
      reader,
      tail: { start: reader && !reader.possessive ? reader.span.end : at, end: span.end },
      ...(occasion ? { occasion } : {}),
      ...(family === 'tell' && !greeting ? { bare: true } : {}),
      ...(greeting ? { greeting: true } : {}),
    }
  }
  const sayItTo = SAY_IT_TO.exec(lower)
  if (sayItTo) {
    const at = span.start + sayItTo[0].length
    const reader = readReaderPhrase(source, at)
    if (reader) return { family: 'tell', reader, tail: { start: reader.span.end, end: span.end }, bare: true }
  }
  const sayThat = SAY_THAT.exec(lower)
  if (sayThat)
    return {
      family: 'tell',
      reader: null,
      tail: { start: span.start + sayThat[0].length, end: span.end },
      bare: true,
    }
  const noun = nounHead(source, span)
  if (noun && !noun.bare) return participleHead(source, noun)
  let fallback: Head | null = null
  for (const verb of VERBS) {
    const match = verb.pattern.exec(lower) ?? verb.pattern.exec(`${lower} `)
    if (!match) continue
    if (match[0].length > lower.length) match[0] = match[0].trimEnd()
    let at = span.start + match[0].length
    let reader: ReaderPhrase | null = null
    if (verb.reader !== 'none') {
      const toMatch = /^to\s+/.exec(source.lower.slice(at, span.end))
      if (verb.reader === 'optional-to' && toMatch) at += toMatch[0].length
      reader = readReaderPhrase(source, at)
      const person =
        reader && (reader.reader.name || (reader.reader.relation && RELATIONS[reader.reader.relation]))
      if (reader && reader.span.end <= span.end && (!verb.person || person)) at = reader.span.end
      else reader = null
      if (verb.person && !reader) continue
    }
    if (verb.after) {
      const after = verb.after.exec(source.lower.slice(at, span.end))
      if (!after) continue
      at += after[0].length
    }
    // "say no to carla's hen do": the thing stays in the content, as "your hen do".
    const tailStart = reader?.possessive ? reader.span.start : at
    const head = participleHead(source, {
      family: verb.family,
      reader,
      tail: { start: tailStart, end: span.end },
      ...(verb.requesting ? { requesting: true } : {}),
    })
    if (verb.reader === 'none' || reader) return head
    fallback ??= head
  }
  return (noun && participleHead(source, noun)) ?? fallback ?? occasionHead(source, span)
}

/** "a good luck msg to my son for …", "thank you note to my mentor …", "email to the client: …". */
function nounHead(source: Source, span: Span): Head | null {
  const lower = source.lower.slice(span.start, span.end)
  const pattern = new RegExp(
    `^(?:(?:a|an|some|the|my)\\s+)?${ADJECTIVES}((?:[\\p{L}'’-]+\\s+){0,4}?)\\s*\\b${MEDIUM}s?\\b\\s*(?:(?:to|for|on|in)\\s+|(?=(?:inviting|asking|congratulating|thanking|reminding|declining|requesting|telling|saying|apologi[sz]ing|wishing)\\b)|$)`,
    'u',
  )
  // "teams invite for Rohan and Lina …": the medium first, then the act.
  const mediumFirst = new RegExp(
    `^(?:(?:a|an)\\s+)?${MEDIUM}\\s+((?:[\\p{L}'’-]+\\s+){0,4}?)\\s*(?:to|for)\\s+`,
    'u',
  )
  const match = pattern.exec(lower) ?? mediumFirst.exec(lower)
  if (!match) return nounHeadWithoutMedium(source, span)
  const actWords = (match[1] ?? '').trim()
  const known = ACT_NOUNS.find(([noun]) => new RegExp(`${noun.source}(?:\\s+\\p{L}+)?$`, 'u').test(actWords))
  if (actWords && !known) {
    const occasion = OCCASION_HEAD.exec(actWords)
    if (!occasion || occasion[0].length !== actWords.length) return null
  }
  const at = span.start + match[0].length
  const reader = /(?:to|for|on|in)\s+$/.test(match[0]) ? readReaderPhrase(source, at) : null
  const tailStart =
    reader && reader.span.end <= span.end ? (reader.possessive ? reader.span.start : reader.span.end) : at
  const occasion = known?.[2] ?? OCCASION_HEAD.exec(actWords)?.[0]
  return {
    family: known?.[1] ?? (occasion ? 'wish' : 'tell'),
    reader,
    tail: { start: tailStart, end: span.end },
    ...(occasion ? { occasion } : {}),
    ...(actWords ? {} : { bare: true }),
  }
}

/** "apology to customer: …", "congrats to my cousin ana on …", "invite for the Q3 retro …". */
function nounHeadWithoutMedium(source: Source, span: Span): Head | null {
  const lower = source.lower.slice(span.start, span.end)
  for (const [noun, family, occasion] of ACT_NOUNS) {
    const match = new RegExp(
      `^(?:(?:a|an|the|my|some)\\s+)?${ADJECTIVES}${noun.source.replace(/^\^/, '')}(?:\\s+(to|for)\\s+|\\s*:\\s*|\\s*$)`,
    ).exec(lower)
    if (!match) continue
    const at = span.start + match[0].length
    // "thanks for the lift", "sorry for the noise": what follows "for" is the topic, not the reader.
    const topicFollows =
      match[1] === 'for' && (family === 'thank' || family === 'apologise' || family === 'congratulate')
    const reader = match[1] && !topicFollows ? readReaderPhrase(source, at) : null
    const tailStart = topicFollows ? span.start + match[0].lastIndexOf('for') : at
    return {
      family,
      reader,
      tail: { start: reader ? reader.span.end : tailStart, end: span.end },
      ...(occasion ? { occasion } : {}),
    }
  }
  return null
}

/** "happy eid to the hassans next door", "safe travels to my parents …", "good luck to Amara on …". */
function occasionHead(source: Source, span: Span): Head | null {
  const lower = source.lower.slice(span.start, span.end)
  const match = OCCASION_HEAD.exec(lower)
  if (!match) return null
  const occasion = match[0]
  const family: Family = /^(?:congrats|congratulations|well done)/.test(occasion) ? 'congratulate' : 'wish'
  let at = span.start + match[0].length
  const to = /^\s*(?:msg|message|text|note)?\s*(?:to|for)\s+/.exec(source.lower.slice(at, span.end))
  if (to) at += to[0].length
  const reader = to ? readReaderPhrase(source, at) : null
  return {
    family,
    reader,
    tail: { start: reader ? reader.span.end : at, end: span.end },
    ...(family === 'wish' ? { occasion } : {}),
  }
}

/** Fluff before the instruction: "can you help me", "i need to", "write a", "pls". */
const LEADING_FLUFF =
  /^(?:(?:hey|hi|ok|okay|so|um|uh|yo|pls|please|hmm|right|quick|quick one|urgent)[,!.:]?\s+|(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|(?:please\s+)?help\s+me\s+(?:to\s+)?|i\s+(?:need|want|have|would like|'d like|should like|would love|'d love|wanna|gotta|must|should)\s+(?:to\s+)?|is it (?:weird|ok|okay|alright|bad|rude|too much|appropriate|awkward|strange|normal|creepy|cringe|wrong|fine|a good idea)\s+(?:to|if i)\s+|(?:how|what)\s+(?:(?:do|should|can|would)\s+)?i\s+(?=say\s+(?:no|sorry|thanks|thank you|congrats|congratulations|happy|good luck|yes|hi|hello)\b)|i'm\s+(?:trying|going|about|supposed)\s+to\s+|(?:need|want|have|gotta|got)\s+to\s+|(?:write|writing|draft|drafting|compose|create|generate|make|give me|type|craft|prepare|come up with|help with|find|suggest|do)\s+(?!to\b)(?:me\s+)?(?:something\s+(?=asking|to|for|saying|telling|inviting|thanking)|(?:a|an)\s+(?:message|msg|text|note|reply|email)\s+(?=asking|saying|telling|inviting|thanking))?(?:(?:a|an|some)\s+(?=\S+\s+(?:to|for)\b)|(?=\S))|(?:how|what)\s+(?:(?:do|should|can|would)\s+)?i\s+(?:say|write|text|put|word)(?:\s+it)?\s+(?:to\s+)?(?=\S)|how\s+(?:do|should|can|would|might|could)\s+i\s+(?!say|write)|i am writing to\s+(?=\S)|i'm writing to\s+(?=\S)|what(?:'s| is) (?:a|the) (?:good|best|nice|polite|kind|right) way to\s+|i(?:'m| am) (?:too )?(?:scared|afraid|nervous|worried|dreading having) to\s+|should i\s+(?=tell|ask|say|text|message|email|thank|apologi[sz]e|remind|invite|reply|follow up|chase|congratulate)|how to\s+|what to (?:say|text|write) (?:to )?|what (?:do|should|can) i (?:text|send)\s+|send(?:ing)?\s+(?=(?:a|an|some|my)\s))/

/** The instruction with fluff removed, and how much was removed. */
export function skipFluff(source: Source, span: Span): Span {
  let start = span.start
  for (let guard = 0; guard < 6; guard++) {
    const match = LEADING_FLUFF.exec(source.lower.slice(start, span.end))
    if (!match || match[0].length === 0) break
    start += match[0].length
  }
  return { start, end: span.end }
}

/**
 * Reads the instruction that starts the span, if there is one: as written ("write her
 * something"), or after the fluff ("can you help me write a text to …").
 */
export function readHead(source: Source, span: Span): Head | null {
  const stripped = skipFluff(source, span)
  const asWritten = stripped.start === span.start ? null : headAt(source, span)
  if (asWritten?.reader && !asWritten.reader.pronoun) return asWritten
  const afterFluff = headAt(source, stripped)
  if (afterFluff && (afterFluff.reader || !asWritten)) return afterFluff
  return asWritten ?? afterFluff
}
