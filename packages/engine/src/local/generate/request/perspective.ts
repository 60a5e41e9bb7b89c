import { RELATION_PHRASES, RELATIONS } from '../../lexicon/relations'
import { wordTable } from '../../lexicon/word-table'
import { STOPWORDS } from '../../text/content-words'
import { execAll } from '../../text/exec-all'
import { escapePhrase } from '../../text/phrases'
import type { Reader } from './reader'
import { type Source, type Span, wordsIn } from './source'
import { baseForm } from './verb-forms'
import { applyEdits, isPersonName, NOUNS_IN_ING, type Word } from './words'

/**
 * Reported speech turned to the reader. The request speaks of the reader ("tell my sister she
 * left her charger at mine"); the message speaks to them ("you left your charger at mine"). The
 * writer's own words (I, me, my, we) stay; third parties stay third parties.
 */

interface Edit {
  start: number
  end: number
  text: string
}

type Gender = 'female' | 'male' | 'any'

const SUBJECT: Record<string, Gender> = wordTable({ he: 'male', she: 'female', they: 'any' })
const OBJECT: Record<string, Gender> = { him: 'male', them: 'any' }
const POSSESSIVE: Record<string, Gender> = { his: 'male', their: 'any' }
const OWNED: Record<string, Gender> = { hers: 'female', theirs: 'any' }
const REFLEXIVE: Record<string, Gender> = {
  himself: 'male',
  herself: 'female',
  themselves: 'any',
  themself: 'any',
}
const CONTRACTED_SUBJECT = /^(he|she|they)'(s|d|ll|re|ve)$/

// Adverbs that may stand between a subject and its verb ("she still has", "he never replied").
const BETWEEN_SUBJECT_AND_VERB = new Set(
  'still never always just really also already actually probably even usually finally apparently totally completely definitely literally honestly basically often sometimes rarely seriously only obviously clearly constantly genuinely certainly maybe kinda'.split(
    ' ',
  ),
)

// "let her know", "help her move": a verb after "her" makes it an object.
const VERBS_AFTER_OBJECT = new Set(
  'know move go come stay get do be make see have feel think decide pick drop take bring send call text finish start try leave borrow use join meet win'.split(
    ' ',
  ),
)

const AGREEMENT: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
  am: 'are',
}

// "missed her call", "for her move": after a preposition or a verb of loss, "call" is her call, not "let her call".
const NOUN_BEFORE =
  /^(?:for|about|of|on|with|after|before|during|at|to|from|in|into|missed|missing|miss|ignored|ignoring|saw|seen|love|loved|liked|got|read|answered|answer|returned|return)$/

// After "her", these words show it is an object ("pick her up", "tell her that"), not "her charger".
const AFTER_OBJECT_HER = new Set(
  'up off out in on at to for with about from by back down over that if whether and or but so because know a an the this that these those some any what when where how who why again too as into nicely gently politely kindly please before after until till tomorrow today tonight now later soon asap more less much anyway anymore already enough loads lots'.split(
    ' ',
  ),
)

/** Children a story names without a relation word: rivals for "she"/"he", never readers. */
const CHILDREN: Record<string, Gender> = { girl: 'female', boy: 'male' }

/** Role words that are also things ("the lead in the school play"). */
const ROLE_OR_THING = new Set(['lead'])

function personGender(word: Word, next?: Word, previous?: Word): Gender | null {
  // The tagger calls "I'm" a surname now and then; function words are never people.
  if (word.tags.has('Pronoun') || STOPWORDS.has(word.lower)) return null
  // "at the VA", "HR said": an acronym is an office, not a person (unless it is someone's: "my VA").
  if (/^\p{Lu}{2,}$/u.test(word.text) && !/^(?:my|our|his|her|their)$/.test(previous?.lower ?? ''))
    return null
  // "my daughter's teacher": the daughter is someone too.
  const possessive = /['’]s$/.test(word.lower)
  const bare = word.lower.replace(/['’]s$/, '')
  if (/'/.test(bare)) return null
  const relation = RELATIONS[bare]
  // "congrats on the baby girl, Ben said she arrived Tuesday": the child is someone the story names.
  const child = CHILDREN[bare]
  if (child && /^(?:my|our|his|her|their|baby|little|new|newborn)$/.test(previous?.lower ?? '')) return child
  if (possessive)
    return relation && !relation.group && !relation.institution ? (relation.gender ?? null) : null
  // "his dentist appointment": a relation word before a noun names a thing, not a person.
  if (relation && next?.tags.has('Noun') && !next.tags.has('Pronoun') && next.start === word.end + 1)
    return null
  // A relation word is a person when it is someone's ("my mum", "the plumber"), not a role
  // ("be your therapist") or a place ("the school").
  // "the lead in the school play" is a part, not a person: such words need an owner ("my lead").
  const owners = ROLE_OR_THING.has(bare) ? /^(?:my|our|his|their)$/ : /^(?:my|our|his|their|the|a|an)$/
  const someones = previous && owners.test(previous.lower)
  // Family words name a person even bare ("mum is ill"); roles need an owner ("my boss").
  if (relation && !relation.group && !relation.institution && (someones || relation.gender))
    return relation.gender ?? 'any'
  if (relation) return null
  if (isPersonName(word)) {
    if (word.tags.has('FemaleName')) return 'female'
    if (word.tags.has('MaleName')) return 'male'
    return 'any'
  }
  return null
}

interface Party {
  gender: Gender
  plural: boolean
}

/** A word of the request read as a person named in the story, or null. */
function partyGender(
  word: Word,
  next: Word | undefined,
  previous: Word | undefined,
  readerWords: ReadonlySet<string>,
) {
  if (readerWords.has(word.lower.replace(/['’]s$/, ''))) return null
  // An instruction's verb ("chase", "mark") can look like a name; a person the story names is
  // written with a capital, or is a name the tagger knows the gender of, or a relation.
  const named = /^\p{Lu}/u.test(word.text) || word.tags.has('FemaleName') || word.tags.has('MaleName')
  if (isPersonName(word) && !named && !RELATIONS[word.lower]) return null
  return personGender(word, next, previous)
}

/** The people of a whole request, read once: every word as the story goes on, and as its last word. */
interface StoryParties {
  /** The parties named by the first i words (the i-th word read with the word after it). */
  named: Party[]
  countBefore: number[]
  /** How each word reads when nothing follows it (the span starts right after it). */
  asLast: (Gender | null)[]
}

const storyParties = new WeakMap<Source, Map<string, StoryParties>>()

function partiesOfStory(source: Source, readerWords: ReadonlySet<string>): StoryParties {
  const key = [...readerWords].join('\n')
  const bySource = storyParties.get(source) ?? new Map<string, StoryParties>()
  storyParties.set(source, bySource)
  const known = bySource.get(key)
  if (known) return known
  const { words } = source
  const story: StoryParties = { named: [], countBefore: [0], asLast: [] }
  for (const [index, word] of words.entries()) {
    const previous = words[index - 1]
    const gender = partyGender(word, words[index + 1], previous, readerWords)
    if (gender) story.named.push({ gender, plural: false })
    story.countBefore.push(story.named.length)
    story.asLast.push(partyGender(word, undefined, previous, readerWords))
  }
  bySource.set(key, story)
  return story
}

/**
 * People the request names before the span ("coach Sandra … Mateo won't be at practice, | he has …").
 * Read from one pass over the request: reading every word before each clause again was quadratic
 * in a request of hundreds of clauses.
 */
function partiesBefore(source: Source, span: Span, readerWords: ReadonlySet<string>): Party[] {
  const story = partiesOfStory(source, readerWords)
  // The words wholly before the span are the first `count` (words are in order).
  let count = 0
  let after = source.words.length
  while (count < after) {
    const middle = (count + after) >>> 1
    if ((source.words[middle]?.end ?? 0) <= span.start) count = middle + 1
    else after = middle
  }
  if (count === 0) return []
  const parties = story.named.slice(0, story.countBefore[count - 1])
  const last = story.asLast[count - 1]
  if (last) parties.push({ gender: last, plural: false })
  return parties
}

function matches(pronoun: Gender, candidate: Gender | undefined): boolean {
  return pronoun === 'any' || candidate === undefined || candidate === 'any' || candidate === pronoun
}

/**
 * Whether a pronoun of this gender means the reader: yes, unless a third party that it could
 * mean was named more recently ("tell coach Sandra Mateo won't be at practice, he has…").
 */
function meansReader(gender: Gender, reader: Reader, thirdParties: readonly Party[]) {
  const last = thirdParties.at(-1)
  if (gender === 'any') {
    if (last?.plural) return false
    // "they" can be one person of unknown gender, not a "him" or "her" the request named.
    if (!reader.group && reader.gender !== undefined) return false
    return reader.group || reader.gender === undefined || last === undefined || !matches('any', last.gender)
  }
  if (reader.group) return false
  if (!matches(gender, reader.gender)) return false
  return !thirdParties.some((party) => !party.plural && matches(gender, party.gender))
}

const RELATION_WORDS = `(?:${RELATION_PHRASES.map(escapePhrase).join('|')})`

/**
 * "Zara the new hire asked …", "Tina our supplier put …": a noun phrase right after the name, then
 * a verb, says who the named person is and goes with the name. Returns where the name's phrase ends.
 */
function appositionEnd(source: Source, from: number, limit: number): number {
  const words = source.words.filter((word) => word.start >= from && word.end <= limit)
  const [determiner, ...rest] = words
  if (
    !determiner ||
    !/^(?:the|our|my)$/.test(determiner.lower) ||
    source.text.slice(from, determiner.start) !== ' '
  )
    return from
  for (const [index, word] of rest.slice(0, 3).entries()) {
    const next = rest[index + 1]
    if (!word.tags.has('Noun') && !word.tags.has('Adjective')) return from
    if (word.tags.has('Noun') && next?.tags.has('Verb') && !next.tags.has('Noun')) return word.end
  }
  return from
}

/** Where the reader is named in the span ("my landlord", "Mia's"): replaced whole by you/your. */
function mentionEdits(source: Source, span: Span, reader: Reader): Edit[] {
  if (reader.mentions.length === 0) return []
  const phrases = [...reader.mentions].sort((a, b) => b.length - a.length).map(escapePhrase)
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:(?:my|our|the|his|her|their|a|an) (?:(?:new|old|best|former|ex|dear|lovely|future|whole|freelance|potential|prospective|current|previous|regular|local|other|elderly|little|big|younger|older) )*(?:${RELATION_WORDS} )?)?(?:${phrases.join('|')})('s?)?(?![\\p{L}\\p{N}])`,
    'gu',
  )
  const region = source.lower.slice(span.start, span.end)
  const edits: Edit[] = []
  for (const match of execAll(region, pattern)) {
    const start = span.start + match.index
    const named = span.start + match.index + match[0].length
    const end = reader.name && !match[1] ? appositionEnd(source, named, span.end) : named
    // "parents evening", "the team meeting": the reader's word names a thing, not the reader.
    const next = source.words.find((word) => word.start >= end)
    const name = reader.name?.toLowerCase()
    const compound =
      !match[1] &&
      !(name && match[0].endsWith(name.split(' ').at(-1) ?? name)) &&
      next !== undefined &&
      source.text.slice(end, next.start) === ' ' &&
      next.tags.has('Noun') &&
      !next.tags.has('Verb') &&
      !next.tags.has('Pronoun') &&
      !next.tags.has('ProperNoun')
    if (compound) continue
    // "Luis game night", "Mr Dubois VAT return": a name before a thing is whose it is.
    const owner =
      next !== undefined &&
      source.text.slice(end, next.start) === ' ' &&
      next.tags.has('Noun') &&
      !next.tags.has('Verb') &&
      !next.tags.has('Possessive') &&
      !next.tags.has('Determiner')
    // "callum's been dumped" is "has", "jo's going" is "is": not whose.
    const contracted =
      match[1] && next && source.text.slice(end, next.start) === ' '
        ? /^(?:been|got|gotten|had|done)$/.test(next.lower)
          ? "you've"
          : /^(?:going|coming|leaving|moving|getting|not|so|really|very|always|never|still|just|back|home|off|away|in|on|at|the|a|an)$/.test(
                next.lower,
              ) ||
              (next.tags.has('Gerund') && !next.tags.has('Noun') && !NOUNS_IN_ING.has(next.lower))
            ? "you're"
            : null
        : null
    edits.push({ start, end, text: contracted ?? (match[1] || (owner && name) ? 'your' : 'you') })
    // "does the gym do …" → "do you do …": an auxiliary that opens a question agrees with the new "you".
    const before = /(?:^|[.?!,:]\s*)((?:does|doesn't|has|hasn't|is|isn't|was|wasn't))\s+$/.exec(
      region.slice(0, match.index),
    )
    if (before?.[1] && !match[1]) {
      const auxStart = span.start + (before.index ?? 0)
      edits.push({
        start: auxStart,
        end: auxStart + before[1].length,
        text: AGREEMENT[before[1]] ?? before[1],
      })
    }
  }
  return edits
}

/** The verb after a new "you" agrees with it: "she still has" → "you still have". */
function agreementEdit(words: Word[], subjectIndex: number): Edit | null {
  let index = subjectIndex + 1
  while (words[index] && BETWEEN_SUBJECT_AND_VERB.has(words[index]?.lower ?? '')) index++
  const verb = words[index]
  if (!verb) return null
  const agreed = AGREEMENT[verb.lower]
  if (agreed) return { start: verb.start, end: verb.end, text: agreed }
  const thirdPerson =
    verb.tags.has('PresentTense') &&
    !verb.tags.has('Infinitive') &&
    !verb.tags.has('Modal') &&
    /[^s]s$|ss?es$/.test(verb.lower)
  if (!thirdPerson) return null
  return { start: verb.start, end: verb.end, text: baseForm(verb.lower) }
}

function contractedSubject(word: Word, next: Word | undefined): string {
  const [, , ending] = CONTRACTED_SUBJECT.exec(word.lower) ?? []
  if (ending === 'd') return "you'd"
  if (ending === 'll') return "you'll"
  if (ending === 're') return "you're"
  if (ending === 've') return "you've"
  // "she's been" is "she has been"; "she's late" is "she is late".
  const participle =
    next && (next.tags.has('Participle') || /^(?:been|got|gotten|had|done|made)$/.test(next.lower))
  return participle ? "you've" : "you're"
}

export interface PerspectiveOptions {
  /** People the request named before this span, nearest last (they compete for "he"/"she"). */
  earlierParties?: { gender: Gender; plural: boolean }[]
}

/** The span's text with every reference to the reader in the second person (see above). */
export function toReader(
  source: Source,
  span: Span,
  reader: Reader,
  options: PerspectiveOptions = {},
): string {
  const edits = mentionEdits(source, span, reader)
  // Nobody named: "he has a fever" is about someone else, not the unknown reader.
  const knownReader =
    reader.mentions.length > 0 ||
    reader.name !== undefined ||
    reader.relation !== undefined ||
    reader.gender !== undefined
  const inEdit = (word: Word) => edits.some((edit) => word.start >= edit.start && word.end <= edit.end)
  const words = wordsIn(source, span)
  const readerWords = new Set(reader.mentions.flatMap((mention) => mention.split(' ')))
  const thirdParties = [...(options.earlierParties ?? partiesBefore(source, span, readerWords))]
  // Who was named in this clause: "the agent will call him" — "him" is not the agent (a clause's
  // object pronoun never means its own subject), so only those named before the clause compete.
  let clauseStart = thirdParties.length
  // "finished the slides and put them in the drive": "them" is the things, not the reader.
  let pluralThingInSentence = false
  for (const [index, word] of words.entries()) {
    const next = words[index + 1]
    const gap = source.text.slice(words[index - 1]?.end ?? span.start, word.start)
    if (/[.;!?]/.test(gap)) pluralThingInSentence = false
    if (/[,.;:!?—–()]/.test(gap) || /^(?:and|but|because|so|that|if|when|while|since|or)$/.test(word.lower))
      clauseStart = thirdParties.length
    // Copied only for the pronouns that need it: a copy per word was quadratic.
    const beforeClause = () => thirdParties.slice(0, clauseStart)
    if (inEdit(word)) {
      // A replaced mention at the start of a clause is a subject: its verb must agree.
      const edit = edits.find((candidate) => word.start >= candidate.start && word.end <= candidate.end)
      if (edit?.text === 'you' && word.end === edit.end) {
        const agreement = agreementEdit(words, index)
        if (agreement) edits.push(agreement)
      }
      continue
    }
    const lower = word.lower
    const gender = personGender(word, next, words[index - 1])
    if (gender && !readerWords.has(lower.replace(/['’]s$/, ''))) {
      thirdParties.push({ gender, plural: false })
      continue
    }
    // Plural people ("the plumbers", "my parents") can be "they"; plural things ("200 units") are "them" only as objects.
    const singular = lower.endsWith('s') ? RELATIONS[lower.slice(0, -1)] : undefined
    const pluralPeople =
      RELATIONS[lower]?.group ||
      (singular && !singular.institution) ||
      (word.tags.has('Person') && word.tags.has('Plural'))
    if (pluralPeople && !readerWords.has(lower)) {
      thirdParties.push({ gender: 'any', plural: true })
      continue
    }
    if (word.tags.has('Plural') && word.tags.has('Noun') && !pluralPeople && !readerWords.has(lower))
      pluralThingInSentence = true
    // "(tell the team) to send them to me": the reader does the sending, so "them" is something else.
    const orderedObject =
      (index === 1 && words[0]?.tags.has('Verb')) || (index === 2 && words[0]?.lower === 'to')
    if (lower === 'them' && (pluralThingInSentence || orderedObject)) continue
    if (!knownReader) continue
    const replace = (text: string) => edits.push({ start: word.start, end: word.end, text })
    // "(I) just want her to know I'm here": the one who is to know is whoever reads the message,
    // whatever other "she" the request named before.
    if (
      /^(?:him|her|them)$/.test(lower) &&
      /^(?:want|wanted|need|needed)$/.test(words[index - 1]?.lower ?? '') &&
      next?.lower === 'to' &&
      /^(?:know|understand|hear)$/.test(words[index + 2]?.lower ?? '') &&
      !(reader.group && lower !== 'them')
    ) {
      replace('you')
      continue
    }
    const contracted = CONTRACTED_SUBJECT.exec(lower)
    if (contracted) {
      const pronounGender = SUBJECT[contracted[1] ?? ''] ?? 'any'
      if (meansReader(pronounGender, reader, thirdParties)) replace(contractedSubject(word, next))
      continue
    }
    if (lower in SUBJECT) {
      if (meansReader(SUBJECT[lower] ?? 'any', reader, thirdParties)) {
        replace('you')
        const agreement = agreementEdit(words, index)
        if (agreement) edits.push(agreement)
      }
      continue
    }
    if (lower === 'her') {
      const object =
        !next ||
        next.start > word.end + 1 ||
        AFTER_OBJECT_HER.has(next.lower) ||
        (VERBS_AFTER_OBJECT.has(next.lower) && !NOUN_BEFORE.test(words[index - 1]?.lower ?? '')) ||
        (next.tags.has('Verb') && !next.tags.has('Noun') && /(?:ly|ing)$/.test(next.lower))
      if (!meansReader('female', reader, object ? beforeClause() : thirdParties)) continue
      replace(object ? 'you' : 'your')
      continue
    }
    const table = [OBJECT, POSSESSIVE, OWNED, REFLEXIVE].find((candidate) => lower in candidate)
    if (!table) continue
    if (!meansReader(table[lower] ?? 'any', reader, table === OBJECT ? beforeClause() : thirdParties))
      continue
    if (table === OBJECT) replace('you')
    else if (table === OWNED) replace('yours')
    else if (table === REFLEXIVE) replace(reader.group ? 'yourselves' : 'yourself')
    // "his" at the end of a clause is owned ("the bike is his"), before a noun it is "your".
    // "going to his this weekend": his place.
    else
      replace(
        lower === 'his' &&
          (!next ||
            next.start > word.end + 1 ||
            /^(?:this|next|tonight|tomorrow|today|on|at|for|after|before|instead|then|again)$/.test(
              next.lower,
            ))
          ? 'yours'
          : 'your',
      )
  }
  const shifted = edits.map((edit) => ({
    ...edit,
    start: edit.start - span.start,
    end: edit.end - span.start,
  }))
  // "from Hannah and Luis" → "from you", not "from you and you".
  return (
    applyEdits(source.text.slice(span.start, span.end), dropOverlaps(shifted))
      .replace(/\b(you|your)( and \1)+\b/gi, '$1')
      .replace(/\byou and your\b/gi, 'your')
      // "the neighbours who took in our parcels" → "you took in our parcels".
      .replace(/\byou who\b/gi, 'you')
      .replace(
        /\bat your(?= (?:last|on|this|yesterday|tonight|tomorrow|for|earlier)\b|[.,!]|$)/gi,
        'at your place',
      )
  )
}

function dropOverlaps(edits: Edit[]): Edit[] {
  const kept: Edit[] = []
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    if (kept.some((other) => edit.start < other.end && other.start < edit.end)) continue
    kept.push(edit)
  }
  return kept
}
