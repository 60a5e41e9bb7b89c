import { UNCLEAR_REQUEST_HINT } from '../../../engine'
import { RELATIONS } from '../../lexicon/relations'
import { STOPWORDS } from '../../text/content-words'
import { execAll } from '../../text/exec-all'
import { sameWords } from '../../text/same-words'
import { extractAddressee, extractNameAside } from './addressee'
import { canonicalRequest } from './canonical'
import { clausePart, clauseText, readTail, readTopic, splitClauses, type TailOptions } from './content'
import { actOfContent, describesHabit, isSerious, namesAPosition } from './content-act'
import { extractHints } from './hints'
import { type Family, type Head, readHead } from './instruction'
import { normalizeRequest } from './normalize'
import { properNouns } from './proper-nouns'
import { whQuestion, yesNoQuestion } from './questions'
import type { Reader } from './reader'
import { unknownReader } from './reader'
import { isWeakName, readReaderPhrase } from './reader-phrase'
import type { Act, Part, Reading, Unclear } from './reading'
import { answerParts, readReceived } from './received-message'
import { actOfSituation } from './situation'
import { readSource, type Source, type Span, spanText, trimSpan } from './source'
import { verbPhraseToBase, verbPhraseToGerund } from './verb-forms'
import type { Word } from './words'

const unclear = (): Unclear => ({ unclear: true, hint: UNCLEAR_REQUEST_HINT })

/** Requests that name only a kind of message, not its content: "email", "work thing", "the usual one". */
const CONTENTLESS =
  /^(?:(?:a|an|the|my|some|one)\s+)?(?:(?:short|quick|nice|good|cute|usual|normal|professional|work|funny|random|simple|\?+)\s+)*(?:msg|message|text|email|e-mail|note|something|anything|reply|response|one|thing|stuff|dm|post|idk|hmm+|ok|okay|yes|no|help|\?+|asdf\w*|qwert\w*|test|hello|hi|hey|lol)?(?:\s+(?:idk|lol|pls|please|thing))*\s*[.!?]*$/i
const MESSAGE_WORDS = new Set(
  'msg message messages text texts email mail note dm reply response write send something anything nothing know idk dunno whatever usual thing things stuff pls please help need want one nice good quick short work sorta kinda like just really say tell make sound nicer better discussed discuss mean meant guy girl again before re usual same said upset right now could would can will them him her it that this what'.split(
    ' ',
  ),
)
const VAGUE_WORDS = new Set(
  // "like last time but different": pointing at something the assistant never saw.
  `stuff thing things something anything it that this whatever them him her the guy girl a an about to for of msg
  message text last time different diff other previous earlier before again same ugh do cn one ones`
    .trim()
    .split(/\s+/),
)
/** "the stuff from before but for tuesday": with only a day to go on, still nothing to say. */
const WHEN_WORDS = new Set(
  'monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight morning afternoon evening weekend week'.split(
    ' ',
  ),
)
const POINTS_ELSEWHERE =
  /\b(?:stuff|thing|things|last time|before|earlier|usual|same one|other one|again but)\b/i

/** Where a narrative hands over to the instruction: "…, i want to say something", "…, nudge her". */
const INSTRUCTION_MARKERS: RegExp[] = [
  /(?:^|[,.;!?]+\s*|\s+(?:and|so|but)\s+)(?:(?:i|we)\s+(?:really\s+)?(?:want|need|have|would like|'d like|wanna|gotta|should|must|am trying|'m trying|am going|'m going)\s+to|(?:can you\s+|please\s+|pls\s+)?help me(?:\s+to)?|how (?:do|should|can) i|what (?:do|should|can) i|what to|want to|need to|wanna|gonna)\s+/i,
  /[,.;!?:]+\s*(?=(?:telling|texting|messaging|emailing|tell|text|ask|remind|nudge|chase|congratulate|send|write|reply|respond|say|let|invite|thank|apologi[sz]e|wish|follow up|message|email|msg|dm|leave|reach out|cheer|congrats|congratulations|happy|good luck|thank you|thanks|sorry|apology|condolences|counter|suggest|propose|offer|find a middle ground|find a compromise|negotiate)\b)/i,
  // Mid-sentence asks to the assistant: "… yesterday help me say sorry", "… can u write something to send her".
  /\s+(?:(?:pls|please)\s+)?(?=(?:help me (?:say|write|tell|ask|hype|cheer|reply|respond|word|thank|apologi[sz]e|congratulate)|(?:can|could) (?:u|you) (?:help me |write|send|reply|text)|how (?:do|can|should) i (?:say|tell|ask|bring|reply|answer|word)|what (?:do|should|can) i (?:even )?(?:say|text|write|answer|reply)|write (?:something|smth|sth|a message|a text|a msg)|reply to this)\b)/i,
]

/** The last marker after which an instruction can be read ("… I have to be up at 5" is not one). */
function findInstruction(source: Source): { background: Span; instruction: Span; head: Head } | null {
  const text = source.lower
  for (const marker of INSTRUCTION_MARKERS) {
    const global = new RegExp(marker.source, 'gi')
    const matches = execAll(text, global)
      .filter((match) => match.index > 0)
      .reverse()
    for (const match of matches) {
      const instruction = { start: match.index + match[0].length, end: text.length }
      if (!/[\p{L}]/u.test(text.slice(instruction.start))) continue
      const head = readHead(source, instruction)
      if (head) return { background: { start: 0, end: match.index }, instruction, head }
    }
  }
  return null
}

/** The first person the background names ("my friend Sam lost his dog" → Sam). */
function personIn(
  source: Source,
  span: Span,
  gender?: 'female' | 'male',
  options: { strongOnly?: boolean } = {},
): Reader | null {
  // In a story the person it is about is usually a subject ("Dev loves musicals"): prefer one.
  let fallback: Reader | null = null
  for (const [index, word] of source.words.entries()) {
    if (word.start < span.start || word.end > span.end) continue
    const first = index === 0 || source.words[index - 1]?.end === undefined || word.start === span.start
    const candidate =
      ['my', 'our', 'the', 'a'].includes(word.lower) ||
      /^\p{Lu}/u.test(word.text) ||
      word.tags.has('Person') ||
      RELATIONS[word.lower.replace(/'s?$/, '')] !== undefined ||
      /'s$/.test(word.lower) ||
      first
    if (!candidate) continue
    const phrase = readReaderPhrase(source, word.start)
    // "Marcus in the design review today and …" runs past the story; the name itself is inside it.
    const overruns = phrase && phrase.span.end > span.end && !(phrase.reader.name && word.end <= span.end)
    if (!phrase || phrase.pronoun || overruns) continue
    const { reader } = phrase
    // A lower-case ordinary word is a name only when a pronoun asks for someone ("lily … nudge her").
    if (reader.name && !reader.relation && isWeakName(reader.name, source) && !gender) continue
    if (
      options.strongOnly &&
      !(reader.name && /^\p{Lu}/u.test(reader.name) && !isWeakName(reader.name, source)) &&
      !phrase.owner
    )
      continue
    // "14 Larch Rd": a street, not a person.
    if (
      /^(?:rd|road|st|street|ave|avenue|lane|close|way|park|drive|place|square)\b/i.test(
        source.text.slice(phrase.span.end).trim(),
      )
    )
      continue
    // In a story, "Yaw's dad passed away" is about Yaw.
    if (phrase.owner) return phrase.owner
    const known =
      reader.name !== undefined || (reader.relation !== undefined && RELATIONS[reader.relation] !== undefined)
    if (!known) continue
    if (gender && reader.gender && reader.gender !== gender) continue
    if (!options.strongOnly) return reader
    const next = source.words.find((later) => later.start >= phrase.span.end)
    if (next?.tags.has('Verb') && !next.tags.has('Noun')) return reader
    // "a Spanish conversation group": a capitalised word before a noun describes it.
    if (!next?.tags.has('Noun') || RELATIONS[next.lower]) fallback ??= reader
  }
  return fallback
}

const FAMILY_ACTS: Partial<Record<Family, Act>> = {
  ask: 'ask',
  remind: 'remind',
  thank: 'thank',
  apologise: 'apologise',
  congratulate: 'congratulate',
  wish: 'wish',
  invite: 'invite',
  decline: 'decline',
  console: 'console',
  follow_up: 'follow_up',
  boundary: 'boundary',
  negotiate: 'negotiate',
  share_news: 'share_news',
  reply: 'reply',
}

const NEGOTIATION_TOPIC =
  /\b(?:raise|pay rise|salary|discount|lower (?:price|rate|rent)|better (?:rate|price|deal)|extension|more (?:money|time|days)|rate|price|rent|fee|deadline|terms|pay|\d+%|\d[- ]day week|part[- ]time|remote)\b/i
const INVITING_ACTION =
  /^(?:come|join|hang out|go (?:to|for|out|on)|get (?:coffee|dinner|lunch|drinks|a drink|food|brunch)|grab (?:coffee|dinner|lunch|drinks|a drink|a bite|food)|meet (?:up|me)|see (?:a|the) (?:movie|film|show|game|match)|watch)\b/i

interface Interpreted {
  act: Act
  parts: Part[]
  occasion?: string
  reader?: Reader
}

/** Lead-ins that turn the tail into a topic or an action for the family's own frame. */
function interpretTail(family: Family, source: Source, tail: Span, options: TailOptions): Interpreted {
  const lower = source.lower.slice(tail.start, tail.end).trimStart()
  const offset = tail.end - tail.start - lower.length
  const from = (length: number): Span => ({ start: tail.start + offset + length, end: tail.end })
  const lead = (pattern: RegExp) => pattern.exec(lower)
  const topic = (length: number) => {
    const { topic: found, rest } = readTopic(source, from(length), options)
    return found ? [found, ...rest] : rest
  }
  // "who got laid off", "whose husband was diagnosed": a relative clause about the reader.
  const relative = lead(/^(?:,\s*)?(who(?:'s| is| was| has| had)?|whose)\s+/)
  if (relative && ['console', 'congratulate', 'wish', 'tell', 'thank', 'apologise'].includes(family)) {
    const pronoun = relative[1] ?? ''
    const subject = pronoun === 'whose' ? 'your ' : 'you '
    const verb = pronoun === 'whose' ? '' : pronoun === "who's" ? 'is' : pronoun.replace(/^who\s*/, '').trim()
    const parts = readTail(source, from(relative[0].length), options)
    const [first, ...others] = parts
    const agreed =
      verb === 'is' || verb === "'s" ? 'are' : verb === 'was' ? 'were' : verb === 'has' ? 'have' : verb
    // The relative pronoun is the subject: "who got laid off" → "you got laid off" (not "you I got …").
    const clause = first?.kind === 'statement' ? first.text.replace(/^I\s+/, '') : ''
    const lifted: Part[] =
      first?.kind === 'statement'
        ? [
            {
              kind: 'statement',
              text: `${subject}${agreed ? `${agreed} ` : ''}${clause}`.replace(/\s+/g, ' '),
            },
            ...others,
          ]
        : parts
    // "thank the nurses who looked after my dad" → "thank you for looking after my dad".
    const base = verbPhraseToBase(clause)
    if (family === 'thank' && first?.kind === 'statement' && pronoun === 'who' && base !== clause)
      return {
        act: 'thank',
        parts: [{ kind: 'topic', text: verbPhraseToGerund(base), gerund: true }, ...others],
      }
    return { act: FAMILY_ACTS[family] ?? actOfContent(lifted), parts: lifted }
  }
  switch (family) {
    case 'thank': {
      const forMatch = lead(/^(?:so much |again )?(?:for|4)\s+/)
      return { act: 'thank', parts: forMatch ? topic(forMatch[0].length) : readTail(source, tail, options) }
    }
    case 'apologise': {
      const forMatch = lead(/^(?:for|about|that)\s+/)
      if (forMatch?.[0].startsWith('that'))
        return { act: 'apologise', parts: readTail(source, from(forMatch[0].length), options) }
      return {
        act: 'apologise',
        parts: forMatch ? topic(forMatch[0].length) : readTail(source, tail, options),
      }
    }
    case 'congratulate': {
      const onMatch = lead(/^(?:on|for|about)\s+/)
      return {
        act: 'congratulate',
        parts: onMatch ? topic(onMatch[0].length) : readTail(source, tail, options),
      }
    }
    case 'wish': {
      const connector = lead(/^(on|with|for|in|at|after|before|during)\s+/)
      if (connector) return { act: 'wish', parts: topic(connector[0].length), occasion: connector[1] ?? '' }
      const occasion = lead(
        /^(?:a |an )?((?:very )?(?:happy|merry)\s+(?:[\p{L}']+\s+){0,2}?[\p{L}']+|good luck|best of luck|luck|(?:a )?speedy recovery|(?:a )?safe (?:trip|flight|journey|travels)|safe travels|all the best|well|fun|a (?:great|good|lovely|happy|fun|safe|relaxing) [\p{L}']+(?: [\p{L}']+)?)(?:\s+(?:on|with|for|in|at|after|before|during)\s+|\s*[,.!]\s*|\s*$)/u,
      )
      if (occasion) {
        const [whole, words] = occasion
        const rest = from(whole.length)
        const follows = source.text.slice(rest.start, rest.end).trim()
        const connector = /\s(on|with|for|in|at|after|before|during)\s+$/.exec(whole)?.[1]
        const parts = follows ? (connector ? topic(whole.length) : readTail(source, rest, options)) : []
        const occasionText = `${words?.trim() ?? ''}${connector ? ` ${connector}` : ''}`
        return { act: 'wish', parts, occasion: occasionText }
      }
      return { act: 'wish', parts: readTail(source, tail, options) }
    }
    case 'invite': {
      const over = lead(/^over(?:\s+(?:for|to))?\s*/)
      if (over) {
        // "over for coffee, she just moved in": the invitation is the first clause; the rest is said too.
        const [first, ...others] = splitClauses(source, from(over[0].length))
        const what = first ? clauseText(source, first, options) : ''
        const linker = over[0].trim().split(/\s+/)[1]
        const action: Part = {
          kind: 'action',
          text: `come over${what ? ` ${linker ? `${linker} ` : ''}${what}` : ''}`,
        }
        const said = others.flatMap((clause) => clausePart(source, clause, options) ?? [])
        return { act: 'invite', parts: [action, ...said] }
      }
      const to = lead(/^(?:to|for)\s+/)
      if (to) {
        const after = lower.slice(to[0].length)
        if (
          /^(?:come|join|watch|go|hang|grab|get|see|celebrate|play|have|do|help|try|check|meet|spend)\b/.test(
            after,
          )
        ) {
          return { act: 'invite', parts: readTail(source, tail, options) }
        }
        return { act: 'invite', parts: topic(to[0].length) }
      }
      return { act: 'invite', parts: readTail(source, tail, options) }
    }
    case 'ask': {
      if (options.requesting) {
        const parts = readTopic(source, tail, options)
        const asked = parts.topic
        return {
          act: 'request',
          parts:
            asked && 'text' in asked
              ? [{ kind: 'permission', text: `get ${asked.text}` }, ...parts.rest]
              : parts.rest,
        }
      }
      if (lead(/^out\b/)) {
        const rest = lead(/^out\s+(?:to|for|on)\s+/)
        return { act: 'invite', parts: rest ? topic(rest[0].length) : [] }
      }
      const forMatch = lead(/^for\s+/)
      if (forMatch) {
        const parts = topic(forMatch[0].length)
        const asked = parts[0]
        // What is asked for ("a raise", "a discount"), not what follows it ("…, deadline 30 November").
        const thing =
          asked && 'text' in asked ? (asked.text.split(/\s+(?:for|by|before|,)\s+|,/)[0] ?? '') : ''
        const act: Act = NEGOTIATION_TOPIC.test(thing) ? 'negotiate' : 'request'
        return {
          act,
          parts:
            asked?.kind === 'topic'
              ? [{ kind: 'permission', text: `get ${asked.text}` }, ...parts.slice(1)]
              : parts,
        }
      }
      const about = lead(/^about\s+/)
      if (about) return { act: 'ask', parts: topic(about[0].length) }
      const parts = readTail(source, tail, options)
      const first = parts[0]
      if (first?.kind === 'action') {
        const nobodyNamed =
          !options.reader.mentions.length &&
          !options.reader.gender &&
          !options.reader.group &&
          options.reader.name === undefined
        if (options.permission || nobodyNamed) {
          return { act: 'request', parts: [{ kind: 'permission', text: first.text }, ...parts.slice(1)] }
        }
        if (INVITING_ACTION.test(first.text)) return { act: 'invite', parts }
        return { act: actOfContent(parts), parts }
      }
      if (
        first?.kind === 'question' &&
        /^(?:do|would) you (?:want|wanna|like) to (?:come|join|go|get|grab|hang|meet|see|watch|do)\b/.test(
          first.direct ?? '',
        )
      ) {
        return { act: 'invite', parts }
      }
      return { act: first?.kind === 'question' ? actOfContent(parts) : 'ask', parts }
    }
    case 'remind': {
      const about = lead(/^(?:about|of)\s+/)
      return { act: 'remind', parts: about ? topic(about[0].length) : readTail(source, tail, options) }
    }
    case 'follow_up': {
      const about = lead(/^(?:again\s+)?(?:about|on|regarding|re|for|after)\s+/)
      return { act: 'follow_up', parts: about ? topic(about[0].length) : readTail(source, tail, options) }
    }
    case 'decline': {
      return { act: 'decline', parts: declineParts(source, tail, options) }
    }
    case 'negotiate': {
      // "counter the offer: they said $92k, i want $105k": the offer is what the rest answers.
      const offer = lead(/^(?:the|their|his|her) (?:offer|quote|price|proposal)\s*[:,]\s*/)
      if (offer) return { act: 'negotiate', parts: readTail(source, from(offer[0].length), options) }
      // "counter with 270", "offer £220": the figure is the proposal.
      const figure = lead(/^(?:with|at|to|for|of)\s+(?=[$£€]?\d)/)
      if (figure) return { act: 'negotiate', parts: topic(figure[0].length) }
      return { act: 'negotiate', parts: readTail(source, tail, options) }
    }
    default: {
      const parts = readTail(source, tail, options)
      const first = parts[0]
      if (family === 'tell' && first?.kind === 'action' && INVITING_ACTION.test(first.text))
        return { act: 'invite', parts }
      const act = FAMILY_ACTS[family] ?? actOfContent(parts)
      return { act, parts }
    }
  }
}

/** "the offer from Brightwave, i accepted another role" → topic "the offer from Brightwave" + statement. */
function declineParts(source: Source, tail: Span, options: TailOptions): Part[] {
  // "… asking to put their trailer on our drive": what they asked is what is declined.
  const asking =
    /^\s*(?:asking|who asked|who wants|wanting)\s+(?:(?:me|us)\s+)?(?:to|if|whether|for)\s+/i.exec(
      source.lower.slice(tail.start, tail.end),
    )
  if (asking) {
    const text = clauseText(source, { start: tail.start + asking[0].length, end: tail.end }, options)
    const kind = /(to|if|whether|for)\s+$/.exec(asking[0])?.[1]
    return [
      {
        kind: 'statement',
        text: `you asked ${kind === 'to' ? 'to' : kind === 'for' ? 'for' : 'if'} ${text}`,
      },
    ]
  }
  const clauses = splitClauses(source, tail)
  // "say no to Dimitri, he wants my car this weekend": after a break, the reason, not the thing declined.
  if (/^\s*[,;:—–-]/.test(source.text.slice(tail.start, tail.end)))
    return clauses.flatMap((clause) => clausePart(source, clause, options) ?? [])
  const [first, ...rest] = clauses
  if (!first) return []
  const object = readTopic(source, first, options)
  const others = rest.flatMap((clause) => clausePart(source, clause, options) ?? [])
  return [...(object.topic ? [object.topic] : []), ...object.rest, ...others]
}

/** "say no to carla's hen do", "decline the meeting invite from Jess": whose thing it is. */
function ownerOf(source: Source, tail: Span): Reader | null {
  const text = source.lower.slice(tail.start, tail.end)
  const possessive = /^(?:the\s+)?([\p{L}.]+(?:\s(?:and\s)?[\p{L}]+)?)'s?\s/u.exec(text)
  const from = /\b(?:from|with|for)\s+(?:the\s+)?(?=\p{L})/u.exec(text)
  const at = possessive
    ? tail.start + text.indexOf(possessive[1] ?? '')
    : from
      ? tail.start + from.index + from[0].length
      : -1
  if (at < 0) return null
  const phrase = readReaderPhrase(source, at)
  return phrase && !phrase.pronoun ? phrase.reader : null
}

/** The request's own words once function words and "message"/"text"/"idk" are gone. */
function withoutStopwords(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}$£€']+/gu) ?? [])
    .filter((word) => !STOPWORDS.has(word) && !MESSAGE_WORDS.has(word))
    .join(' ')
}

function hasContent(text: string, pointsElsewhere = false): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}$£€]+/gu) ?? []
  return words.some((word) => !VAGUE_WORDS.has(word) && !(pointsElsewhere && WHEN_WORDS.has(word)))
}

/** Words that only say what kind of message to write: "thank you card text", "a thank you". */
const MESSAGE_FORM = new Set(
  'a an the some short quick nice little sweet cute simple heartfelt card text txt msg message note email dm post caption reply wishes thank thanks you ty bday birthday'.split(
    ' ',
  ),
)
/** "names Hana and Pavel", "her name is Keisha": a note to the assistant, not something to say. */
const NAME_NOTE =
  /^(?:(?:his|her|their|the)\s+)?names?(?:['’]s|\s+(?:is|are))?\s+\p{L}+(?:\s+(?:and|&)\s+\p{L}+)?(?:\s+i think)?$/iu

/** A part that describes the message instead of saying something in it. */
function aboutTheMessage(part: Part): boolean {
  if (part.kind !== 'statement' && part.kind !== 'topic') return false
  const words = part.text.toLowerCase().match(/[\p{L}'’]+/gu) ?? []
  return (
    NAME_NOTE.test(part.text.trim()) || (words.length > 0 && words.every((word) => MESSAGE_FORM.has(word)))
  )
}

interface Located {
  source: Source
  head: Head
  /** What the request says happened before its instruction ("my friend Sam lost his dog, …"). */
  background: Span | null
  /** A reader named outside the instruction ("Yusuf — …", "… message for my writing group"). */
  addressed: Reader | null
}

const isBareTell = (source: Source, head: Head | null) =>
  !head || (head.family === 'tell' && !head.reader && headIsBare(source, head))
const namesNobody = (head: Head | null) => !head?.reader

/** Finds the instruction: at the start, after a vocative or before a label, or after a narrative. */
function locate(text: string): Located {
  let source = readSource(text)
  let whole = trimSpan(source, { start: 0, end: text.length })
  let head = readHead(source, whole)
  let addressed: Reader | null = null
  if (isBareTell(source, head) || namesNobody(head)) {
    const found = extractAddressee(text)
    if (found.reader && /\p{L}/u.test(found.text)) {
      addressed = found.reader
      source = readSource(found.text)
      whole = trimSpan(source, { start: 0, end: found.text.length })
      head = readHead(source, whole) ?? (isBareTell(source, head) ? null : head)
    }
  }
  if (isBareTell(source, head)) {
    const split = findInstruction(source)
    if (split) return { source, head: split.head, background: split.background, addressed }
  }
  // A statement of what happened with no instruction ("my coworker's dog had to be put down"):
  // the whole request is the content, about the first person it names.
  return {
    source,
    head: head ?? { family: 'tell', reader: null, tail: whole, bare: true },
    background: null,
    addressed,
  }
}

/** Instructions whose message goes to the person the content is about. */
const PERSON_DIRECTED = new Set<Family>([
  'follow_up',
  'apologise',
  'thank',
  'congratulate',
  'console',
  'decline',
])

/** Who the message is for: named by the instruction, then outside it, then in the story. */
function resolveReader(located: Located): { reader: Reader; head: Head } {
  const { source, background, addressed } = located
  let { head } = located
  const pronounGender =
    head.reader?.pronoun === 'female' || head.reader?.pronoun === 'male' ? head.reader.pronoun : undefined
  let reader: Reader =
    head.reader && !head.reader.pronoun
      ? head.reader.reader
      : (addressed ??
        (background && personIn(source, background, pronounGender)) ??
        head.reader?.reader ??
        unknownReader())
  if (head.family === 'decline' && !head.reader && !addressed) {
    // "decline the recruiter politely": the object is the person, and nothing else is named.
    const object = readReaderPhrase(source, head.tail.start)
    const clauseEnd = splitClauses(source, head.tail)[0]?.end ?? head.tail.end
    // "decline Marco for drinks tonight": the person, then what they asked for.
    const onlyPerson =
      object &&
      !object.pronoun &&
      ((object.reader.relation && RELATIONS[object.reader.relation]) ||
        (object.reader.name && /^\p{Lu}/u.test(object.reader.name))) &&
      /^\s*(?:$|[,.;!?]|(?:for|to|on|about)\b)/u.test(source.text.slice(object.span.end, clauseEnd))
    if (object && onlyPerson) {
      reader = object.reader
      head = { ...head, tail: { start: object.span.end, end: head.tail.end } }
    } else {
      reader = ownerOf(source, head.tail) ?? (background && personIn(source, background)) ?? reader
    }
  }
  if (!head.reader && !background && head.bare && !addressed) {
    // In a bare story the person is named at its start ("Kaito's dog died", "colleague Lars keeps …").
    const start = source.words.find((word) => word.start >= head.tail.start)
    const third = source.words[source.words.indexOf(start as Word) + 3]
    reader =
      personIn(source, { start: head.tail.start, end: third?.end ?? head.tail.end }) ??
      personIn(source, head.tail, undefined, { strongOnly: true }) ??
      reader
  }
  // "follow up after my interview with Ms. Tran": with no one else named, the one it was with.
  if (!reader.name && !reader.relation && !reader.group && PERSON_DIRECTED.has(head.family))
    reader = personIn(source, head.tail, undefined, { strongOnly: true }) ?? reader
  // "my friend keeps borrowing money. tell Kofi …": the friend is Kofi.
  const story = background ?? (addressed ? head.tail : null)
  return { reader: story ? withStoryRelation(reader, source, story) : reader, head }
}

/** A named reader without a relation is the one person the story describes by relation only. */
function withStoryRelation(reader: Reader, source: Source, story: Span): Reader {
  if (!reader.name || reader.relation || reader.group) return reader
  const described = personIn(source, story)
  if (!described?.relation || described.name || described.group) return reader
  return { ...reader, relation: described.relation, mentions: [...reader.mentions, described.relation] }
}

/** The act: the instruction's, else what the content says, else what the situation implies. */
function resolveAct(
  head: Head,
  interpreted: Interpreted,
  backgroundParts: Part[],
  parts: Part[],
  story: string,
): Act {
  let act = interpreted.act
  if (head.family === 'tell' && interpreted.parts.length === 0 && backgroundParts.length > 0)
    act = actOfContent(backgroundParts)
  if (head.family === 'tell' && (act === 'inform' || act === 'ask')) {
    // A question or a statement can still be a thank-you, a chase or an apology in disguise.
    // Read in the writer's words (the story and the content, not "could you write…") and as parts.
    const fromText = actOfSituation(story)
    const fromParts = actOfSituation(
      parts.map((part) => ('text' in part ? part.text : part.embedded)).join('. '),
    )
    const situation = fromParts.score > fromText.score ? fromParts : fromText
    if (act === 'inform' ? situation.act !== 'inform' : situation.score >= 3 && situation.act !== 'ask')
      act = situation.act
  }
  // "nudge the team — timesheets due end of day": a nudge about a deadline is a reminder.
  if (act === 'follow_up' && actOfSituation(story).act === 'remind') act = 'remind'
  if ((act === 'request' || act === 'inform') && describesHabit(backgroundParts)) act = 'boundary'
  if (
    act === 'request' &&
    parts.some(
      (part) =>
        part.kind === 'action' &&
        /^(?:knock|take|lower|reduce|drop|match|cut)\b.*\b(?:off|price|bill|rate|rent|fee|discount)\b/i.test(
          part.text,
        ),
    )
  )
    act = 'negotiate'
  if ((act === 'request' || act === 'ask') && backgroundParts.length > 0 && namesAPosition(backgroundParts))
    act = 'negotiate'
  // "asking to move from 30 to 60 day payment terms", "meet in the middle at 1275": terms, bargained.
  if (
    (act === 'request' || act === 'ask') &&
    /\b(?:deadline|terms|rent|price|rate|pay|salary|fee|budget|quote|deposit)\b[^.]*\bfrom [$£€]?\d[^\s]* to [$£€]?\d|\bfrom [$£€]?\d[^\s]* to [$£€]?\d[^.]*\b(?:deadline|terms|rent|price|rate|pay|salary|fee|budget|quote|deposit)\b|\bmeet (?:in the middle|halfway)\b|\binstead of (?:quitting|leaving|paying|the)\b/i.test(
      story,
    )
  )
    act = 'negotiate'
  return act
}

/**
 * Reads a request for a message: the act it asks for, who it is for and what to say, in
 * direct speech. Returns `Unclear` when nothing in it says what the message should be.
 */
export function readRequest(prompt: string, context = ''): Reading | Unclear {
  return readWith(prompt, context, true)
}

/** Children a parent writes about to teachers, coaches and other parents. */
const DEPENDANTS =
  /^(?:son|daughter|kid|kids|child|children|boy|girl|toddler|baby|little one|youngest|eldest|oldest)$/i

/** Acts aimed at one person: with no reader named, the person in the story is the one. */
const PERSON_ACTS = new Set<Act>([
  'apologise',
  'thank',
  'console',
  'congratulate',
  'decline',
  'wish',
  'negotiate',
])

function readWith(prompt: string, context: string, asides: boolean, storyReader?: Reader): Reading | Unclear {
  const { text: plain, hints } = extractHints(normalizeRequest(prompt))
  const canonical = canonicalRequest(plain)
  const aside = asides ? extractNameAside(canonical) : { text: canonical, name: null }
  const { text, name: nameAside } = aside
  if (
    !/\p{L}{2,}|\d/u.test(text) ||
    CONTENTLESS.test(text) ||
    !hasContent(withoutStopwords(text), POINTS_ELSEWHERE.test(text))
  )
    return unclear()
  const located = locate(text)
  const { source, background } = located
  const resolved = resolveReader(located)
  // "we adopted a dog!! her name is Mochi, tell the group chat": the name is not the reader's.
  // "… my dentist is Dr Ruiz" in a message to someone else: the name belongs to the dentist.
  const notTheReader =
    (resolved.reader.name && aside.relation !== 'contact') ||
    resolved.reader.group ||
    (aside.relation && resolved.reader.relation && aside.relation !== resolved.reader.relation)
  if (nameAside && notTheReader) return readWith(prompt, context, false)
  const { head } = resolved
  // "…, contact is James Whitfield": the person at the company the message goes to.
  // "my coworker ran her first marathon … her name's Bea": the coworker is Bea.
  const named: Reader =
    nameAside && aside.relation === 'contact'
      ? { name: nameAside, group: false, register: 'professional', mentions: [nameAside.toLowerCase()] }
      : nameAside && !resolved.reader.name
        ? {
            ...resolved.reader,
            name: nameAside,
            mentions: [...resolved.reader.mentions, nameAside.toLowerCase()],
          }
        : resolved.reader
  const reader =
    storyReader ??
    (nameAside && named !== resolved.reader && !background
      ? withStoryRelation(named, source, head.tail)
      : named)
  const options: TailOptions = {
    reader,
    ...(head.requesting ? { requesting: true } : {}),
    ...(head.permission ? { permission: true } : {}),
  }
  const said = interpretTail(head.family, source, head.tail, options)
  // "say hi to Sam": nothing to pass on but the hello itself.
  const interpreted: Interpreted =
    head.greeting && said.parts.length === 0
      ? { ...said, parts: [{ kind: 'quote', text: 'just wanted to say hi' }] }
      : said
  const backgroundParts = background ? backgroundStatements(source, background, reader) : []
  let parts = [...backgroundParts, ...interpreted.parts]
  const story = [background, head.tail].flatMap((span) => (span ? [spanText(source, span)] : [])).join('. ')
  let act = resolveAct(head, interpreted, backgroundParts, parts, story)
  // "my son Tomás won't be at school today": a parent's news about a child goes to someone else.
  if (
    !storyReader &&
    head.bare &&
    !reader.name?.match(/^(?:mr|mrs|ms|dr)\b/i) &&
    DEPENDANTS.test(reader.relation ?? '') &&
    act === 'inform'
  )
    return readWith(prompt, context, asides, unknownReader())
  // "i snapped at my mom on the phone, want to say sorry": the one wronged is the reader.
  if (!storyReader && !reader.name && !reader.relation && !reader.group && PERSON_ACTS.has(act)) {
    const person = personIn(source, { start: 0, end: source.text.length })
    if (person && !person.group) return readWith(prompt, context, asides, person)
  }
  // "need a lift to the wedding on saturday, ask Chiara": the need is what is asked for.
  if ((head.family === 'ask' || act === 'request') && interpreted.parts.length === 0) {
    const need = parts.find(
      (part) =>
        part.kind === 'statement' && /^(?:I )?(?:need|want|would like|'d like)\s+(?!to\b)/i.test(part.text),
    )
    if (need && need.kind === 'statement') {
      parts = parts.map((part) =>
        part === need
          ? {
              kind: 'permission',
              text: `get ${need.text.replace(/^(?:I )?(?:need|want|would like|'d like)\s+/i, '')}`,
            }
          : part,
      )
      act = act === 'negotiate' ? act : 'request'
    }
  }
  if (head.family === 'reply' || (context.trim() && looksLikeReply(head, interpreted, context))) act = 'reply'
  if ((act === 'reply' || act === 'decline') && context.trim()) parts = foldInReceived(parts, text, context)
  // A thin request ("it's been 2 weeks. chase them") leans on its background note.
  else if (context.trim() && contentWordCount(parts) < 3)
    parts = [...contextStatements(context, reader), ...parts]
  if (act === 'boundary') parts = withStopAction(parts)
  // "… say sorry for what i said about his job": what the apology or thanks is for leads.
  if (act === 'apologise' || act === 'thank') {
    const forWhat = parts.find(
      (part) => (part.kind === 'statement' || part.kind === 'topic') && /^what (?:I|we) /i.test(part.text),
    )
    if (forWhat && 'text' in forWhat)
      parts = [
        { kind: 'topic', text: forWhat.text, gerund: false },
        ...parts.filter((part) => part !== forWhat),
      ]
  }
  if (act === 'follow_up') parts = parts.map(askedAgain)
  parts = parts.filter((part) => !('text' in part) || hasContent(part.text) || part.kind === 'quote')
  // "… thank you card text. names Hana and Pavel": notes to the assistant, when something else is said.
  if (parts.some((part) => !aboutTheMessage(part))) parts = parts.filter((part) => !aboutTheMessage(part))
  // "good luck msg to my son for his test": the head names the wish, the tail its connector.
  // "good luck msg to my gf before her interview": the event itself, wished luck with.
  const connector = /^(?:before|ahead of)$/i.test(interpreted.occasion ?? '')
    ? undefined
    : interpreted.occasion
  const occasion =
    head.occasion && connector && !/\s/.test(connector)
      ? `${head.occasion} ${connector}`
      : (connector ?? head.occasion)
  const standsAlone = [
    'thank',
    'apologise',
    'congratulate',
    'wish',
    'console',
    'decline',
    'invite',
    'reply',
  ].includes(act)
  if (parts.length === 0 && !occasion && !standsAlone) return unclear()
  if (parts.length === 0 && !occasion && !reader.name && !reader.relation && act !== 'reply') return unclear()
  const wished = occasion ?? (act === 'wish' ? occasionOf(text) : undefined)
  const actWord = actWordOf(act, plain)
  return {
    act,
    reader,
    // "text uncle bob happy birthday": the wish is said once, as the occasion.
    parts: wished ? parts.filter((part) => !('text' in part) || !sameWords(part.text, wished)) : parts,
    hints,
    serious: isSerious(act, text),
    properNouns: properNouns(source, reader.name),
    ...(wished ? { occasion: wished } : {}),
    ...(act === 'reply' && context.trim() ? { replyingTo: context.trim() } : {}),
    ...(actWord ? { actWord } : {}),
  }
}

/** The act's own words, when the request uses them: "say sorry" is said with "sorry", not "I owe you an apology". */
const ACT_WORDS: Partial<Record<Act, RegExp[]>> = {
  // "apologise" is said as "sorry" or "apologise", never only as "I owe you an apology".
  apologise: [/\bsorry\b/i, /\bsorry\b|\bapologi[sz]e\b/i],
  console: [/\bsorry\b/i],
  thank: [/\bthank/i],
  congratulate: [/\bcongrat/i],
  wish: [
    /\bluck\b/i,
    /\bget well\b|\brecover|\bfeel(?:ing)? better\b/i,
    /\bfeel better\b/i,
    /\bhappy birthday\b/i,
  ],
}

function actWordOf(act: Act, request: string): RegExp | undefined {
  return ACT_WORDS[act]?.find((word) => word.test(request))
}

function contentWordCount(parts: readonly Part[]): number {
  return parts.reduce(
    (sum, part) => sum + (('text' in part ? part.text : part.embedded).match(/\p{L}{3,}/gu)?.length ?? 0),
    0,
  )
}

/** The writer's own background note (context of a request that is not a reply), in the reader's perspective. */
function contextStatements(context: string, reader: Reader): Part[] {
  // "Nia: they let me go today" is a message received, in its sender's words, not a note.
  if (/^\s*[\p{L}][\p{L} .'’()-]{0,30}(?:\([^)]*\))?\s*:\s/u.test(context)) return []
  const source = readSource(normalizeRequest(context))
  return splitClauses(source, { start: 0, end: source.text.length }).flatMap(
    (clause) => clausePart(source, clause, { reader }) ?? [],
  )
}

/** "you never replied about whether you're coming" → "are you coming?": a chase asks again. */
function askedAgain(part: Part): Part {
  if (part.kind !== 'statement') return part
  const unanswered =
    /^you (?:never|haven't|have not|didn't|did not|still haven't) (?:replied|answered|responded|said|confirmed|got back to me|let me know)(?: (?:about|on|re|to me about))? (whether|if|when|what|where|who|how|which)\s+(.+)$/i.exec(
      part.text,
    )
  if (!unanswered?.[1] || !unanswered[2]) return part
  const forms = /^(?:whether|if)$/i.test(unanswered[1])
    ? yesNoQuestion(unanswered[2])
    : whQuestion(`${unanswered[1]} ${unanswered[2]}`)
  return { kind: 'question', ...forms }
}

/** "you keep booking meetings over my lunch hour" → also "stop booking meetings over my lunch hour". */
function withStopAction(parts: Part[]): Part[] {
  if (parts.some((part) => part.kind === 'action')) return parts
  const habit = parts.find(
    (part) => part.kind === 'statement' && /^you (?:keep|kept) (?:on )?\w+ing\b/i.test(part.text),
  )
  if (habit?.kind !== 'statement') return parts
  // Said once, as the request to stop: "please stop messaging me at 11pm".
  const stop: Part = {
    kind: 'action',
    text: `stop ${habit.text.replace(/^you (?:keep|kept) (?:on )?/i, '')}`,
  }
  return parts.map((part) => (part === habit ? stop : part))
}

/** The wish a situation calls for when the request did not name one ("mum's 60th is tuesday" → happy birthday). */
function occasionOf(text: string): string | undefined {
  const lower = text.toLowerCase()
  if (/\b(?:birthday|bday|\d{1,3}(?:st|nd|rd|th)\b(?! of)|turns? \d{1,3}\b)/.test(lower))
    return 'happy birthday'
  if (/\banniversary\b/.test(lower)) return 'happy anniversary'
  if (/\b(?:surgery|operation|op|ill|sick|hospital|recovery|recovering)\b/.test(lower)) return 'get well soon'
  if (/\b(?:flight|flying|trip|travel\w*|driving to|heading to)\b/.test(lower)) return 'safe travels'
  if (/\b(?:leaving|retir\w*|last day|farewell|moving away)\b/.test(lower)) return 'farewell'
  const holiday =
    /\b(eid mubarak|eid|diwali|christmas|xmas|hanukkah|easter|new year|thanksgiving|ramadan|holi)\b/.exec(
      lower,
    )?.[1]
  if (holiday) return holiday === 'eid mubarak' ? holiday : `happy ${holiday}`
  if (
    /\b(?:exam|interview|test|audition|race|match|game|pitch|presentation|first day|big day|defen[cs]e|trial)\b/.test(
      lower,
    )
  )
    return 'good luck'
  return undefined
}

/** A reply answers the message in the context: what it asked is named in the answer. */
function foldInReceived(parts: Part[], request: string, context: string): Part[] {
  const received = readReceived(context)
  if (!received) return parts
  const first = parts[0]
  const startsWithAnswer =
    first?.kind === 'statement' && /^(?:yes|yeah|sure|of course|no|nope|not yet|ok|okay)\b/i.test(first.text)
  let answered = parts
  if (!startsWithAnswer && /\b(?:accept(?:ing)?|say yes|agree(?:ing)?)\b/i.test(request)) {
    answered = [
      { kind: 'statement', text: `yes${first?.kind === 'statement' ? `, ${first.text}` : ''}` },
      ...parts.slice(first?.kind === 'statement' ? 1 : 0),
    ]
  } else if (
    !startsWithAnswer &&
    /\b(?:declin(?:e|ing)|say no|turn(?:ing)? (?:it |them )?down)\b/i.test(request)
  ) {
    answered = [
      { kind: 'statement', text: `no${first?.kind === 'statement' ? `, ${first.text}` : ''}` },
      ...parts.slice(first?.kind === 'statement' ? 1 : 0),
    ]
  }
  return answerParts(answered, received)
}

function headIsBare(source: Source, head: Head): boolean {
  return head.bare === true || spanText(source, head.tail).trim() === ''
}

/** A message that asks the writer something ("… could you run the stall?") makes a plain "tell" an answer. */
function looksLikeReply(head: Head, interpreted: Interpreted, context: string): boolean {
  const received = /\?/.test(context) && /\b(?:you|u|your)\b/i.test(context)
  // "sure, friday 11 works", "still available, thursday after 6": an answer to the question received.
  const answers =
    /\?/.test(context) &&
    head.bare === true &&
    /^(?:yes|yeah|yep|yup|sure|no|nope|nah|ok|okay|still|sounds good|works|perfect|deal|of course|definitely|absolutely)\b/i.test(
      interpreted.parts[0] && 'text' in interpreted.parts[0] ? interpreted.parts[0].text : '',
    )
  return (
    (received || answers) &&
    (head.bare === true || head.family === 'tell') &&
    interpreted.parts.length > 0 &&
    interpreted.act === 'inform'
  )
}

function backgroundStatements(source: Source, background: Span, reader: Reader): Part[] {
  return splitClauses(source, background).flatMap((clause): Part[] => {
    const part = clausePart(source, clause, { reader })
    if (!part) return []
    if (part.kind !== 'statement') return [part]
    let text = part.text.replace(/^(?:so|and|but|um|like)\s+/i, '').trim()
    // "need a lift to the wedding": a clause with no subject is the writer's own.
    if (
      /^(?:need|want|have|got|sent|bought|booked|finished|forgot|passed|missed|just|am|can't|cannot|won't)\b/i.test(
        text,
      )
    )
      text = `I ${text}`
    return /[\p{L}\p{N}]/u.test(text) ? [{ kind: 'statement', text }] : []
  })
}

export { verbPhraseToBase }
