import { pastOf } from '../generate/request/verb-forms'
import { escapeRegExp } from '../text/escape-regexp'
import { objectIn, topicPart } from './topics'
import { turnAround } from './turn-around'

/**
 * Their question read back as the writer's answer: the yes ("I've been to Morocco"), the no
 * ("I haven't been to Morocco") and a wh-question as a clause ("what time the movie starts").
 */

export function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`
  return `${verb}s`
}

/** "We need this live" inside a reply reads "we need this live"; "I" and names keep their capitals. */
export const lowerStart = (text: string) =>
  text.replace(/^(?:We|They|He|She|It|The|This|That|There|Our|My|Your|Their|His|Her)\b/, (word) =>
    word.toLowerCase(),
  )

const lowerFirst = (text: string) =>
  text.replace(/^(Are|Is|Was|Were|Do|Does|Did|Have|Has|Can|Will|Would|Could|Should|And)\b/, (word) =>
    word.toLowerCase(),
  )

export const OR_TAIL =
  /\s+or\s+(?:is|are|am|do|does|did|was|were|have|has|can|will|would|should|you|u|I|just|not)\b.*$/i
const ADVERBS = /\b(?:actually ever|ever actually|actually|ever)\s+/gi

const COMMON_VERBS =
  'go|come|get|arrive|land|ship|sell|work|happen|finish|start|pass|break|turn|show|make|run|open|close|change|fit|send|leave|end|load|upload|print|sign|launch|move'

/** Words that start what a question says of its subject: "still available", "parked outside", "ready". */
const PREDICATE =
  '(?:still|already|available|free|for sale|sold|gone|ok|okay|fine|yours|mine|there|here|ready|open|closed|on|off|in|out|working|broken|included|done|finished|big|small|new|real|true|right|safe|\\p{L}+ing\\b|\\p{L}+ed\\b)'

/**
 * "is the IKEA Kallax shelf still available": the subject runs on to the first word that says
 * something of it (the match's groups are aux, subject, rest; changed in place).
 */
function longerSubject(match: RegExpExecArray): void {
  if (!/^(?:is|are|was|were)$/i.test(match[1] ?? '') || !/^(?:the|your|ur)\s/i.test(match[2] ?? '')) return
  const longer = new RegExp(
    `^(${escapeRegExp(match[2] ?? '')}(?:\\s+(?!${PREDICATE})[\\p{L}\\d'’-]+)*?)\\s+(${PREDICATE}.*)$`,
    'iu',
  ).exec(`${match[2]} ${match[3]}`)
  if (!longer) return
  match[2] = longer[1] ?? ''
  match[3] = longer[2] ?? ''
}

/** "are you X" → "I'm X": a yes/no question about the writer read back as the yes. */
export function affirmative(question: string): string | undefined {
  const focus = lowerFirst(
    question
      .replace(OR_TAIL, '')
      .replace(ADVERBS, '')
      .replace(/\s+yet$/i, ''),
  )
  // Case matters here: "Noah" is a subject, "have" is not.
  const match =
    /^(?:and\s+)?(are|is|was|were|do|does|did|have|has|can|will|would|could|should)\s+((?:[Yy]ou|u) and \p{Lu}[\p{L}'’]+|[Yy]ou|u|[Ww]e|he|she|they|it|that|this|the [^?]+?|(?:your|ur) [^?]+?|\p{Lu}[\p{L}'’]+(?: \p{Lu}[\p{L}'’]+)?)\s+(.+)$/u.exec(
      focus,
    )
  if (!match) return undefined
  const aux = (match[1] ?? '').toLowerCase()
  longerSubject(match)
  const subjectRaw = match[2] ?? ''
  // "are you anywhere near Clapham" → "I'm near Clapham".
  const rest = turnAround(match[3] ?? '').replace(/^anywhere (?=near\b)/i, '')
  const subject = /^(?:you|u)$/i.test(subjectRaw) ? 'I' : turnAround(subjectRaw)
  const writer = subject === 'I'
  const wePlural = /^we$/i.test(subjectRaw)
  const who = wePlural ? 'we' : subject
  switch (aux) {
    case 'are': {
      // "are you and Kavya available" → "Kavya and I are available".
      const together = /^(?:you|u) and (.+)$/i.exec(subjectRaw)
      if (together) return `${together[1]} and I are ${rest}`
      return writer ? `I'm ${rest}` : wePlural ? `we're ${rest}` : `${who} are ${rest}`
    }
    case 'is':
      return `${who} is ${rest}`
    case 'was':
    case 'were':
      return writer ? `I was ${rest}` : `${who} ${aux} ${rest}`
    case 'do':
    case 'does': {
      if (writer || wePlural) return `${who} ${rest}`
      // "does this carbonara have cream in it": the subject runs on to its verb.
      const run = /^(?:this|that|the|your|ur)$/i.test(subjectRaw)
        ? new RegExp(`^(\\p{L}+(?:\\s+\\p{L}+)?)\\s+(have|${COMMON_VERBS})\\b(.*)$`, 'iu').exec(rest)
        : null
      if (run)
        return `${who} ${run[1]} ${run[2] === 'have' ? 'has' : thirdPerson(run[2] ?? '')}${run[3] ?? ''}`
      const verb = /^((?:still|also|really|actually|just|even|already)\s+)?(\p{L}+)(.*)$/u.exec(
        rest.replace(/\bany\b/, 'some'),
      )
      if (!verb) return undefined
      const said = verb[2] === 'have' ? 'has' : thirdPerson(verb[2] ?? '')
      return `${who} ${verb[1] ?? ''}${said}${verb[3] ?? ''}`
    }
    case 'did': {
      // "did the Q3 deck go to Henrik": the subject runs on to the first common verb.
      const run = /^(?:the|your|ur)\s/i.test(subjectRaw)
        ? new RegExp(
            `^(?!(?:${COMMON_VERBS})\\b)(\\S+(?:\\s+\\S+){0,2}?)\\s+(${COMMON_VERBS})\\b(.*)$`,
            'iu',
          ).exec(rest)
        : null
      if (run) return `${who} ${run[1]} ${pastOf(run[2] ?? '')}${run[3] ?? ''}`
      const verb = /^(\p{L}+)(.*)$/u.exec(rest)
      return verb ? `${who} ${pastOf(verb[1] ?? '')}${verb[2] ?? ''}` : undefined
    }
    case 'have':
    case 'has':
      return writer ? `I've ${rest}` : `${who} ${aux} ${rest}`
    case 'can':
    case 'could':
      return `${who} can ${rest}`
    case 'will':
      return writer ? `I'll ${rest}` : `${who} will ${rest}`
    case 'would':
      // "would you rather live by the sea" → "I'd rather live by the sea".
      return writer ? `I'd ${rest}` : `${who} would ${rest}`
    case 'should':
      return wePlural ? `let's ${rest}` : undefined
    default:
      return undefined
  }
}

/** "have you been to Morocco" → "I haven't been to Morocco": the no, said in full. */
export function negative(question: string): string | undefined {
  const focus = lowerFirst(question.replace(OR_TAIL, '').replace(/\s+yet$/i, ''))
  const match =
    /^(?:and\s+)?(are|do|does|did|have|has|can|will|would|is)\s+([Yy]ou|u|[Ww]e|he|she|they|it|that|this|the [^?]+?|(?:your|ur) [^?]+?|\p{Lu}[\p{L}'’]+)\s+(.+)$/u.exec(
      focus,
    )
  if (!match) return undefined
  longerSubject(match)
  const aux = (match[1] ?? '').toLowerCase()
  const subject = match[2] ?? ''
  const rest = turnAround(match[3] ?? '')
  if (/^we$/i.test(subject)) {
    const not: Record<string, string> = {
      are: "we're not",
      do: "we don't",
      did: "we didn't",
      have: "we haven't",
      can: "we can't",
      will: "we won't",
    }
    return not[aux] ? `${not[aux]} ${rest.replace(/^still\s+/i, '')}` : undefined
  }
  if (!/^(?:you|u)$/i.test(subject)) {
    if (aux === 'did' && /^(?:the|your|ur)\s/i.test(subject)) {
      const run = new RegExp(
        `^(?!(?:${COMMON_VERBS})\\b)(\\S+(?:\\s+\\S+){0,2}?)\\s+(${COMMON_VERBS})\\b(.*)$`,
        'iu',
      ).exec(rest)
      return run
        ? `${turnAround(subject)} ${run[1]} didn't ${run[2]}${run[3]}`
        : `${turnAround(subject)} didn't ${rest}`
    }
    if (aux === 'is') return `${turnAround(subject)} isn't ${rest.replace(/^still\s+/i, '')}`
    // "will Priya be joining us" → "Priya won't be joining us".
    const not: Record<string, string> = { will: "won't", would: "won't", can: "can't", has: "hasn't" }
    if (not[aux]) return `${turnAround(subject)} ${not[aux]} ${rest.replace(/^still\s+/i, '')}`
    if (aux === 'do' || aux === 'does')
      return `${turnAround(subject)} ${aux === 'do' ? "don't" : "doesn't"} ${rest.replace(/^still\s+/i, '')}`
    return undefined
  }
  const verb = /^(\p{L}+)(.*)$/u.exec(rest)
  if (/^still\s/i.test(rest)) return negative(question.replace(/\bstill\s+/i, ''))
  switch (aux) {
    case 'are':
      return `I'm not ${rest}`
    case 'do':
      return `I don't ${rest}`
    case 'did':
      return verb ? `I didn't ${verb[1]}${verb[2]}` : undefined
    case 'have':
    case 'has':
      return `I haven't ${rest}`
    case 'can':
      return `I can't ${rest}`
    case 'will':
    case 'would':
      return `I won't ${rest}`
    default:
      return undefined
  }
}

/** "what time does the movie start" → "what time the movie starts"; "when is your flight" → topic "my flight". */
export function readWh(focus: string): { embedded?: string; topic?: string } {
  const match =
    /^(what time|what day|how much|how many|how long|what|when|where|who|which \p{L}+|which|why|how)\s+(is|are|was|were|do|does|did|will|would|can|should|have|has|'s|’s)\s+(.+)$/iu.exec(
      focus,
    )
  if (!match) {
    // "what time?" alone asks about the plan the thread was making; there is no clause to embed.
    const bare = /^(what time|when|where|what day)\b\s*(.+)$/i.exec(focus)
    return bare ? { embedded: turnAround(focus.toLowerCase()) } : {}
  }
  const wh = (match[1] ?? '').toLowerCase()
  const aux = (match[2] ?? '').toLowerCase().replace('’', "'")
  const rest = turnAround(match[3] ?? '')
  // "who has the clicker": "who" is the subject, the order stays.
  if (wh === 'who')
    return { embedded: `who ${aux === "'s" ? 'is' : aux} ${rest}`, ...topicPart(rest, undefined) }
  const topic = objectIn(rest)
  const words = rest.split(/\s+/)
  if (aux === 'is' || aux === "'s" || aux === 'are' || aux === 'was' || aux === 'were') {
    const be = aux === "'s" ? 'is' : aux
    // "where is the party" → "where the party is"; "what are you up to" → "what I'm up to".
    const phrase =
      /^(?:the|my|your|our|this|that|his|her|their)\s/i.test(rest) && !/\b\p{L}+(?:ing|ed)\b/u.test(rest)
    // "what is the error code on the screen" → "what the error code on the screen is".
    if (phrase) return { embedded: `${wh} ${rest} ${be}`, topic: objectIn(rest) ?? rest }
    const subject = /^(I|you|we|they|he|she|it|my \S+|your \S+|the \S+|this \S+|that \S+|our \S+)\b/i.exec(
      rest,
    )?.[0]
    if (subject) {
      const after = rest.slice(subject.length).trim()
      const verb = subject === 'I' ? (be === 'are' ? 'am' : be === 'were' ? 'was' : be) : be
      return {
        embedded: `${wh} ${subject} ${verb}${after ? ` ${after}` : ''}`.replace(/\bI am\b/, "I'm"),
        ...(topic ? { topic } : subject.split(/\s+/).length > 1 ? { topic: subject } : {}),
      }
    }
    // "who is driving": the question is already in statement order.
    if (wh === 'who' && /^\p{L}+ing\b/u.test(rest)) return { embedded: `who ${be} ${rest}` }
    return { embedded: `${wh} ${rest} ${be}`, topic: rest }
  }
  if (aux === 'do' || aux === 'does' || aux === 'did') {
    // "the movie start" → subject "the movie", verb "start".
    const long = /^(?:the|my|your|our|his|her|their|this|that)$/i.test(words[0] ?? '') ? 2 : 1
    const subject = words.slice(0, long).join(' ')
    const verb = words[long] ?? ''
    const after = words.slice(long + 1).join(' ')
    if (aux === 'does' && verb)
      return {
        embedded: `${wh} ${subject} ${thirdPerson(verb)} ${after}`.trim(),
        ...(long > 1 ? { topic: subject } : topic ? { topic } : {}),
      }
    if (/^(?:I|we|they|you)$/i.test(subject) && aux === 'do')
      return {
        embedded: `${wh} ${subject} ${rest.slice(subject.length).trim()}`,
        ...(topic ? { topic } : {}),
      }
    if (aux === 'did' && verb)
      return { embedded: `${wh} ${subject} ${pastOf(verb)} ${after}`.trim(), ...(topic ? { topic } : {}) }
    return topic ? { topic } : {}
  }
  // "how long would the job take" → "how long the job would take".
  const determined = /^(?:the|my|your|our|his|her|their|this|that)$/i.test(words[0] ?? '') ? 2 : 1
  const subject = words.slice(0, determined).join(' ')
  return {
    embedded: `${wh} ${subject} ${aux} ${words.slice(determined).join(' ')}`.trim(),
    ...(topic ? { topic } : {}),
  }
}
