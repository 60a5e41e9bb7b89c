import { firstWordFrom, tagWords, type Word, wordsWithin } from '../generate/request/words'
import { execAll } from '../text/exec-all'
import { joinFrame, splitFrame } from '../text/message-frame'
import { tidy } from '../text/tidy'
import { finishText } from './finish'
import type { MessageReading } from './reading'
import { type Stretch, sentencesIn } from './repair/stretches'
import type { RewriteStep } from './rewrite-step'

/**
 * Concise cuts what carries least until a message over 200 characters is at least a quarter
 * shorter: openers, asides, empty adverbs, clauses and, last, whole sentences. What carries a
 * message is its facts — numbers, names, dates, places, the things it is about (nouns) — and its
 * ask; the cuts are chosen to lose the fewest of them (a small knapsack over the sentences).
 */
const LONG = 200
/** Aim a little past 25%, so tidying after the cut never leaves a long message at 24%. */
const TARGET_CUT = 0.252

const NAMED_DAY =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/i
const CALENDAR =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|today|tonight|tomorrow|yesterday|noon|midnight|weekend|morning|afternoon|evening)$/i
/** Nouns too general to count as facts. */
const GENERIC_NOUNS = new Set([
  'thing',
  'things',
  'stuff',
  'way',
  'lot',
  'bit',
  'world',
  'sense',
  'point',
  'part',
  'idea',
  'fact',
  'everything',
  'anything',
  'something',
  'nothing',
  'everyone',
  'anyone',
  'someone',
  'question',
  'place',
  'time',
  'times',
  'deal',
  'life',
  'person',
  'people',
  'hand',
  'end',
  'chance',
  'sec',
  'kind',
  'sort',
  'lol',
  'thanks',
  'sorry',
  'love',
  'hope',
  'god',
])

const ASK =
  /\?|\bplease\b|^(?:could you|can you|would you|will you|let me|let's|(?:i|we)(?:['’]ll| will| can| could)\s+\p{L}+|(?:send|call|fix|give|tell|bring|pay|book|check|confirm|reply|return|delete|cover|grab|order|route|forward|cc|sign|review|update|take)\b)|\b(?:asking (?:whether|if|for)|(?:i|we) need (?:to|you|a|an|the|everyone|everybody)|need (?:everyone|everybody|you all|y'all|you guys|u) to|i'd like you to|i want|(?:i|we)(?:['’]d| would) (?:like|prefer|ask)|you can|if you (?:could|can|bring|send|want)|we can)\b/iu
/** The sentence that performs the message's act (the apology, the thanks, the wish) stays like an ask. */
const ACT_FAMILIES = [
  /\b(?:sorry|apologi[sz]e|apologies|my (?:bad|mistake|fault))\b/i,
  /\b(?:thank|thanks|thx|grateful)\b/i,
  /\b(?:congrat\w*|happy (?:birthday|bday)|proud of|well done)\b/i,
  /\b(?:love you|miss you|thinking of you)\b/i,
]

/** "I", "I'll", "I'm": capitalised, but not a name. */
const FIRST_PERSON = /^i(?:['’](?:m|ll|ve|d|s))?$/
const HARD_FACT = 12
const SOFT_FACT = 3

/** Facts carried by a stretch of the body: a number, a date or a name weighs as much as an ask (12); a time word or a specific noun 3. */
function factValue(body: string, stretch: Stretch): number {
  let value = 0
  for (const word of wordsWithin(tagWords(body), stretch.start, stretch.end)) {
    const sentenceStart = opensSentence(body, word.start)
    if (/\d/.test(word.text) || word.tags.has('Value') || NAMED_DAY.test(word.lower)) value += HARD_FACT
    else if (CALENDAR.test(word.lower)) value += SOFT_FACT
    else if (/^\p{Lu}/u.test(word.text) && !sentenceStart && !FIRST_PERSON.test(word.lower))
      value += HARD_FACT
    else if (word.tags.has('Person') || word.tags.has('Place') || word.tags.has('Organization'))
      value += HARD_FACT
    else if (word.tags.has('Noun') && !word.tags.has('Pronoun') && !GENERIC_NOUNS.has(word.lower))
      value += word.tags.has('Plural') ? SOFT_FACT - 1 : SOFT_FACT
  }
  return value
}

/** Whether `at` opens a sentence: nothing before it, or an end mark or a line break and then spaces. */
function opensSentence(body: string, at: number): boolean {
  if (at === 0) return true
  // Read back over the spaces (not a regex anchored at the end, which reads the whole text each time).
  let index = at - 1
  for (; index >= 0 && /\s/.test(body.charAt(index)); index--) if (body.charAt(index) === '\n') return true
  return index >= 0 && /[.!?]/.test(body.charAt(index))
}

const ASK_WEIGHT = 12
/** A sentence that asks outright: "Please tell her this week.", "Tom, could you send it…" (or opens on a command). */
const PLEA = /^(?:\p{L}+,\s*)?(?:please|(?:could|can|would|will) you|let me know|let['’]s)\b/iu
/** On top of its ask: a whole question or plea goes only when nothing else will reach the cut. */
const WHOLE_QUESTION_WEIGHT = 24
/** Each cut costs a little, so one clean cut beats three scattered ones of the same weight. */
const CUT_COST = 0.5
/** A shortened sentence keeps at least this many words. */
const MIN_WORDS_LEFT = 3
/**
 * Each candidate cut is weighed by reading its sentence again, so a "sentence" of hundreds of
 * commas or adverbs would cost the square of its length. A written sentence has far fewer (at
 * most 6 clause breaks and 12 cuts in the evaluation sets); past these only the first are weighed.
 */
const MAX_CLAUSE_BREAKS = 24
const MAX_CUTS_PER_SENTENCE = 48

/**
 * Where a tail clause starts: a comma, a dash, or a joining word that opens a new clause ("and I
 * spilled…", "because…", "which…"); not the "and" inside "Maya and I".
 */
const CLAUSE_BREAK =
  /,?\s+(?:and|but|so|or)\s+(?=(?:because|which|though|although|while|since|when|if)\b)|,\s+|\s+[-–—]\s+|\s+(?=(?:because|which|though|although|while|since|when|if|especially|even)\b)|\s+(?=(?:and|but|so|then)\s+(?!i\s+(?:are|were|have)\b)(?:i|we|you|he|she|they|it|that|this|there|the|my|our|your|his|her|their|make|tell|let|get|go|do|send)\b)/gi
/** A sentence opened by "If…," / "Given…," needs the clause after its first comma. */
const SUBORDINATE_START =
  /^(?:if|when|given|since|because|while|although|though|before|after|as|once|unless|based on)\b/i
/** Openers that carry nothing: "omg so", "I know you're busy, but", "honestly". */
const LEAD =
  /^(?:(?:omg|wow|ok|okay|so|well|look|honestly|anyway|also|hey|um|oh)\b[,\s]+)+|^(?:i know|i realise|i realize|i understand|i feel like|i think|i've been thinking(?: about [^,.!?]*)?(?: and)?|to be honest)\b[^,.!?]*?(?:,\s*(?:but\s+)?|\s+but\s+)/i
const PARENTHESIS = /\s*\([^)]*\)/g
/** Adverbs that carry a fact or a negation ("late", "never", "tonight") stay. */
const KEEP_ADVERBS = new Set([
  'not',
  'never',
  'no',
  'late',
  'early',
  'soon',
  'again',
  'back',
  'away',
  'home',
  'together',
  'only',
  'ever',
  'tonight',
  'today',
  'tomorrow',
  'yesterday',
  'now',
  'ago',
  'there',
  'here',
  'out',
  'up',
  'down',
  'off',
  'on',
  'in',
  'over',
  'instead',
  'anymore',
  'otherwise',
  'directly',
  'remotely',
  'online',
  'abroad',
  'overnight',
  'first',
  'later',
  'before',
  'after',
  'once',
  'twice',
  'less',
  'more',
  'most',
  'least',
  'too',
  'yet',
  'how',
  'when',
  'where',
  'why',
  'all',
  'right',
  'far',
  'long',
  'else',
  'almost',
  'around',
  'about',
  'per',
  'each',
  'tops',
  'last',
  'next',
  'this',
  'every',
  'full',
  'new',
  'old',
  'wrong',
  'same',
  'other',
  'extra',
  'free',
  'enough',
])

/** Describing words that only colour a noun ("the whole family", "a huge favour"); others may be the fact. */
const DECORATIVE_ADJECTIVES = new Set([
  'whole',
  'entire',
  'complete',
  'total',
  'absolute',
  'huge',
  'massive',
  'little',
  'tiny',
  'big',
  'super',
  'amazing',
  'awesome',
  'great',
  'quick',
  'real',
  'actual',
  'genuine',
  'lovely',
  'nice',
  'silly',
  'dumb',
  'stupid',
  'crazy',
  'insane',
  'terrible',
  'awful',
  'horrible',
  'brief',
  'short',
  'small',
  'usual',
  'various',
  'certain',
  'proper',
  'good',
])

/** One way to shorten a sentence: a stretch to delete and the facts it would take with it. */
interface Cut extends Stretch {
  weight: number
}

/** Where the first apology, thanks, wish… of the body starts; read once per body, not once per cut. */
const firstActs: { body: string | undefined; at: number[] } = { body: undefined, at: [] }
function firstActsIn(body: string): readonly number[] {
  if (firstActs.body !== body) {
    firstActs.body = body
    firstActs.at = ACT_FAMILIES.map((family) => family.exec(body)?.index ?? -1)
  }
  return firstActs.at
}

function weightOf(body: string, stretch: Stretch): number {
  const inner = body.slice(stretch.start, stretch.end).trim()
  // The first apology, the first thanks, the first wish perform the act; a second only repeats it.
  const performsAct = firstActsIn(body).some((at) => at >= stretch.start && at < stretch.end)
  // "…and cc me this time", "also let me know…": the joining word does not hide the ask.
  const clause = inner.replace(/^(?:[,;:–—-]\s*)?(?:(?:and|but|so|or|also|then|plus)\b[,\s]*)*/i, '')
  const ask = ASK.test(clause) || performsAct ? ASK_WEIGHT : 0
  // A lone describing word ("white", "senior") is sometimes the fact itself.
  const describing =
    /^[\p{L}'’]+$/u.test(inner) &&
    wordsWithin(tagWords(body), stretch.start, stretch.end).some((word) => word.tags.has('Adjective'))
  return factValue(body, stretch) + ask + CUT_COST + (describing ? SOFT_FACT / 2 : 0)
}

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/** Clauses, openers, brackets and empty adverbs of one sentence that could go. */
export function partsOf(body: string, sentence: Stretch): Cut[] {
  const said = body.slice(sentence.start, sentence.end)
  const end =
    sentence.end - (/(?:[.!?…]+["'”’)]*|\p{Extended_Pictographic}\uFE0F?)$/u.exec(said)?.[0].length ?? 0)
  const stretches: Stretch[] = []
  const inBrackets = (at: number) => body.lastIndexOf('(', at) > body.lastIndexOf(')', at)
  const breaks = execAll(said, CLAUSE_BREAK)
    .slice(0, MAX_CLAUSE_BREAKS)
    .map((match) => sentence.start + match.index)
    .filter((at) => !inBrackets(at))
  // A comma closes an "if …" clause unless a joining word follows it ("If you could by Wednesday
  // that would be great, but if not…": there the condition ended before the comma).
  const closesClause = (at: number) => /^,\s+(?!(?:and|but|so|or)\b)/i.test(body.slice(at))
  if (SUBORDINATE_START.test(said) && closesClause(breaks[0] ?? -1)) breaks.shift()
  // "…so if you don't accept $12,000, the deal is off": the clause after an "if …," is its point.
  const afterCondition = (at: number) =>
    closesClause(at) &&
    // (a comma inside a number, "$12,000", closes nothing)
    /\b(?:if|when|unless|once|because|although|though|since)\b(?:[^,]|(?<=\d),(?=\d))*$/i.test(
      body.slice(sentence.start, at),
    )
  for (let index = breaks.length - 1; index >= 0; index--)
    if (afterCondition(breaks[index] ?? -1)) breaks.splice(index, 1)
  // A question's last clause carries the question.
  const question = /\?["'”’)]*$/.test(said)
  for (const [index, start] of breaks.entries()) {
    stretches.push({ start, end })
    // A clause between two commas (", got to work 40 min late,").
    const next = breaks[index + 1]
    if (next !== undefined && body.startsWith(',', start) && body.startsWith(',', next))
      stretches.push({ start, end: next })
  }
  const lead = LEAD.exec(said)
  if (lead) stretches.push({ start: sentence.start, end: sentence.start + lead[0].length })
  for (const match of execAll(said, PARENTHESIS)) {
    const start = sentence.start + match.index
    // "(1)", "(ref K-3307)": an enumerator or a reference is not an aside.
    if (!/^\s*\(\s*(?:\d+|[a-z])\s*\)$/i.test(match[0]))
      stretches.push({ start, end: start + match[0].length })
  }
  const words = tagWords(body)
  stretches.push(...adjunctPhrases(body, words, sentence.start, end))
  for (let index = firstWordFrom(words, sentence.start); index < words.length; index++) {
    const word = words[index]
    if (!word || word.end > end) break
    // Adverbs, and adjectives in front of a noun ("white shirt"), never after "a"/"an" or a verb.
    const next = words[index + 1]
    const previous = words[index - 1]
    const attributive =
      DECORATIVE_ADJECTIVES.has(word.lower) &&
      word.tags.has('Adjective') &&
      !word.tags.has('Noun') &&
      next?.tags.has('Noun') === true &&
      next.start === word.end + 1 &&
      !/^(?:a|an)$/.test(previous?.lower ?? '')
    const modifier = word.tags.has('Adverb') || attributive
    if (!modifier || KEEP_ADVERBS.has(word.lower) || /\d|n't$|-/.test(word.lower)) continue
    const space = body.charAt(word.start - 1) === ' ' ? 1 : 0
    stretches.push({ start: word.start - space, end: word.end })
  }
  return stretches
    .slice(0, MAX_CUTS_PER_SENTENCE)
    .filter(
      (stretch) =>
        stretch.end > stretch.start &&
        wordCount(body.slice(sentence.start, stretch.start) + body.slice(stretch.end, sentence.end)) >=
          MIN_WORDS_LEFT,
    )
    .map((stretch) => ({
      ...stretch,
      weight: weightOf(body, stretch) + (question && stretch.end === end ? ASK_WEIGHT : 0),
    }))
}

/** Prepositions that open an adjunct ("during the transition", "with timestamps", "at no charge"). */
const ADJUNCT_PREPOSITIONS = new Set([
  'during',
  'over',
  'with',
  'at',
  'by',
  'via',
  'from',
  'for',
  'on',
  'in',
  'per',
])
const NOUN_PHRASE_TAGS = ['Determiner', 'Adjective', 'Noun', 'Possessive', 'Value']

/**
 * Prepositional phrases after a noun or a finished clause ("the beans from Roast & Co over the
 * past year", "route invoices to Leila for approval"): the preposition and the noun phrase it
 * governs. Not after a verb, where the phrase is often the verb's own ("look at the report").
 */
function adjunctPhrases(body: string, words: readonly Word[], from: number, to: number): Stretch[] {
  const gap = (before: Word | undefined, after: Word) => body.slice(before?.end ?? after.start, after.start)
  const phrases: Stretch[] = []
  for (let index = firstWordFrom(words, from); index < words.length; index++) {
    const word = words[index]
    if (!word || word.end > to) break
    if (!ADJUNCT_PREPOSITIONS.has(word.lower)) continue
    const previous = words[index - 1]
    // After a noun only: after a verb or a describing word the phrase is often its own ("look at
    // the report", "happy with the beans", "grateful for the opportunities").
    if (!previous || previous.start < from || !previous.tags.has('Noun') || previous.tags.has('Pronoun'))
      continue
    if (!/^\s+$/.test(gap(previous, word))) continue
    let last = index
    let hasNoun = false
    for (let next = index + 1; next < words.length; next++) {
      const candidate = words[next]
      if (!candidate || candidate.end > to || !/^\s+$/.test(gap(words[next - 1], candidate))) break
      // "for your brother's wedding": a possessive opens the noun phrase; "for him" is no adjunct.
      const pronoun = candidate.tags.has('Pronoun') && !candidate.tags.has('Possessive')
      // "your brother's wedding": after a possessive an -ing word is the thing owned.
      const owner = words[next - 1]
      const owned =
        candidate.tags.has('Gerund') &&
        owner !== undefined &&
        (owner.tags.has('Possessive') || /['’]s$/.test(owner.text))
      if (pronoun || !(owned || NOUN_PHRASE_TAGS.some((tag) => candidate.tags.has(tag)))) break
      if (candidate.tags.has('Noun') || owned) hasNoun = true
      last = next
    }
    const lastWord = words[last]
    const following = words[last + 1]
    // The phrase must end where its noun phrase ends: at punctuation, the sentence's end or a
    // joining word ("the scope for the brand refresh" is not "for the brand" + "refresh").
    const ends =
      lastWord !== undefined &&
      (/^\s*(?:[,.;:!?)—–]|\s-\s|$)/.test(body.slice(lastWord.end, to + 1)) ||
        (following !== undefined &&
          (following.tags.has('Preposition') || following.tags.has('Conjunction')) &&
          /^\s+$/.test(gap(lastWord, following))))
    if (hasNoun && lastWord && ends) phrases.push({ start: word.start - 1, end: lastWord.end })
  }
  return phrases
}

/** Every way to shorten a sentence, as removed length → the lightest set of cuts for it. */
function sentenceOptions(body: string, sentence: Stretch, need: number): Map<number, Cut[]> {
  const parts = partsOf(body, sentence).sort((a, b) => a.start - b.start || b.end - a.end)
  const options = new Map<number, { weight: number; cuts: Cut[] }>([[0, { weight: 0, cuts: [] }]])
  const record = (cuts: Cut[]) => {
    const removed = Math.min(
      need,
      cuts.reduce((sum, cut) => sum + cut.end - cut.start, 0),
    )
    const weight = cuts.reduce((sum, cut) => sum + cut.weight, 0)
    const known = options.get(removed)
    if (!known || weight < known.weight) options.set(removed, { weight, cuts })
  }
  const explore = (from: number, lastEnd: number, chosen: Cut[], budget: { left: number }) => {
    for (let index = from; index < parts.length && budget.left > 0; index++) {
      const part = parts[index]
      if (!part || part.start < lastEnd) continue
      budget.left--
      const cuts = [...chosen, part]
      record(cuts)
      explore(index + 1, part.end, cuts, budget)
    }
  }
  explore(0, -1, [], { left: 400 })
  // A question or a plea is the message's ask: dropping it whole loses what the reader is asked for.
  const said = body.slice(sentence.start, sentence.end)
  const words = tagWords(body)
  const opening = words[firstWordFrom(words, sentence.start)]
  const commands = opening?.start === sentence.start && opening.tags.has('Imperative')
  const asks = /\?["'”’)]*$/.test(said) || PLEA.test(said) || commands
  record([{ ...sentence, weight: weightOf(body, sentence) + (asks ? WHOLE_QUESTION_WEIGHT : 0) }])
  return new Map([...options].map(([removed, option]) => [removed, option.cuts]))
}

const weightOfCuts = (cuts: readonly Cut[]) => cuts.reduce((sum, cut) => sum + cut.weight, 0)

/**
 * The lightest cuts found so far for one removed length. The cuts are a chain back through the
 * sentences, and the weight and the sentences dropped whole are kept beside them: copying and
 * re-counting the cuts for every candidate made the knapsack cubic on a message of many short
 * sentences ("k. k. k. …": 10 s for 2,000 characters).
 */
interface Plan {
  weight: number
  /** How many sentences the cuts drop whole. */
  dropped: number
  cuts: readonly Cut[]
  earlier: Plan | null
}

function cutsOf(plan: Plan): Cut[] {
  const cuts: Cut[] = []
  for (let step: Plan | null = plan; step; step = step.earlier) cuts.push(...step.cuts)
  return cuts
}

/**
 * The cuts that remove at least `need` characters while losing the fewest facts: a small
 * knapsack over the sentences, each contributing one of its ways to shorten. At least one
 * sentence is always kept whole or in part.
 */
export function condenseBody(body: string, need: number): string {
  const sentences = sentencesIn(body)
  if (need <= 0 || sentences.length === 0) return body
  // The lightest plan by removed length, and the lengths in the order they were first reached
  // (the order candidates are tried in, which decides between plans of equal weight).
  let best = new Array<Plan | undefined>(need + 1).fill(undefined)
  best[0] = { weight: 0, dropped: 0, cuts: [], earlier: null }
  const reached = [0]
  for (const sentence of sentences) {
    const options = [...sentenceOptions(body, sentence, need)]
      .filter(([more]) => more > 0)
      .map(([more, cuts]) => ({
        more,
        cuts,
        weight: weightOfCuts(cuts),
        dropped: cuts.filter((cut) => cut.start === sentence.start && cut.end === sentence.end).length,
      }))
    const next = best.slice()
    const known = reached.length
    for (let index = 0; index < known; index++) {
      const removed = reached[index] ?? 0
      const plan = best[removed]
      if (!plan) continue
      for (const option of options) {
        const dropped = plan.dropped + option.dropped
        if (dropped >= sentences.length) continue
        const reach = Math.min(need, removed + option.more)
        const weight = plan.weight + option.weight
        const lightest = next[reach]
        if (!lightest) reached.push(reach)
        if (!lightest || weight < lightest.weight)
          next[reach] = { weight, dropped, cuts: option.cuts, earlier: plan }
      }
    }
    best = next
  }
  const plan = best[need] ?? best[Math.max(...reached)]
  const chosen = plan ? cutsOf(plan).sort((a, b) => a.start - b.start) : []
  if (chosen.length === 0) return body
  const kept: string[] = []
  let at = 0
  for (const cut of chosen) {
    kept.push(body.slice(at, Math.max(at, cut.start)))
    at = Math.max(at, cut.end)
  }
  kept.push(body.slice(at))
  const tidied = tidy(kept.join(''))
  // After an inline greeting the body reads on ("Hey Jonah, thanks…"): keep its first letter's case.
  return /^\p{Ll}/u.test(body) && tidied.startsWith(body.charAt(0).toUpperCase())
    ? body.charAt(0) + tidied.slice(1)
    : tidied
}

const length = (text: string) => [...text].length

/** For a message over 200 characters: a body at least a quarter shorter, greeting and sign-off kept. */
export const condense: RewriteStep = (text, reading: MessageReading) => {
  const original = length(reading.message.trim())
  const goal = Math.floor(original * (1 - TARGET_CUT))
  if (original <= LONG || length(finishText(text)) <= goal) return { text, change: null }
  const frame = splitFrame(text)
  const layout = text.includes('\n') ? 'letter' : 'inline'
  // Paragraphs of prose run on as one (a list keeps its lines).
  if (!/^\s*(?:[-•*]|\(?\d+[.)])\s/m.test(frame.body)) frame.body = frame.body.replace(/\s*\n\s*/g, ' ')
  // Finishing can add a full stop or two, so the cut is measured on the finished text.
  let need = length(text) - goal
  let condensed = text
  for (let attempt = 0; attempt < 4; attempt++) {
    condensed = joinFrame({ ...frame, body: condenseBody(frame.body, need) }, layout)
    const over = length(finishText(condensed)) - goal
    if (over <= 0) break
    need += over
  }
  if (condensed === text) return { text, change: null }
  const cut = Math.round(100 * (1 - length(finishText(condensed)) / original))
  return { text: condensed, change: `Cut what repeats or pads the point (${cut}% shorter)` }
}
