import { NAME_TITLES, RELATIONS, type Relation } from '../../lexicon/relations'
import { wordTable } from '../../lexicon/word-table'
import { inEnglishLexicon } from '../../text/english-lexicon'
import type { Reader } from './reader'
import { type Source, type Span, spanText } from './source'
import { isPersonName, type Word } from './words'

/**
 * The noun phrase that names who a message is for, right after the instruction's verb: "my
 * landlord", "my friend Sam", "Mrs Haddad", "the team in teams chat", "her", "Oliver and Mei".
 */
export interface ReaderPhrase {
  span: Span
  reader: Reader
  /** A bare pronoun ("her", "him", "them"): whom it means is found elsewhere in the request. */
  pronoun?: 'female' | 'male' | 'plural'
  /** "carla's …": the phrase names the owner of what follows. */
  possessive?: boolean
  /** "Yaw's dad": whose relation it is (in a story, the owner is usually the reader). */
  owner?: Reader
}

const DETERMINERS = new Set(['my', 'our', 'the', 'his', 'her', 'their', 'this', 'that', 'a', 'an'])
export const MODIFIERS = new Set(
  'new old best former ex dear lovely future whole entire other younger older little big favourite favorite sweet current next-door freelance lovely amazing wonderful'.split(
    ' ',
  ),
)
const PRONOUNS: Record<string, ReaderPhrase['pronoun']> = wordTable({
  him: 'male',
  her: 'female',
  them: 'plural',
})
const GROUP_WORDS = new Set([
  'everyone',
  'everybody',
  'all',
  "y'all",
  'yall',
  'you all',
  'guys',
  'someone',
  'somebody',
  'anyone',
  'anybody',
])

/** Words that end a name: what follows the reader (a clause, a preposition, a quote). */
const STOPS = new Set(
  "you u your yours yourself me myself something that to if whether for on about of with at in from by after before because since until till and but or so a an the my your our his her their its i i'm i'll i've i'd me we we're we'll he she they it it's there there's this these those what when where who who's whos why how which whose happy good congrats congratulations thanks thank sorry no yes hi hey hello hiya dear not know asking saying telling is are was were will would can can't could should has have had do does did don't doesn't didn't won't just still please pls again too also back up out".split(
    ' ',
  ),
)
// A phrase after the reader that says where they are ("in accounts", "from the warehouse").
const LOCATIVE_PREPOSITIONS = new Set(['in', 'from', 'at', 'next', 'on', 'via', 'through', 'thru'])

function relationAt(
  words: Word[],
  index: number,
): { relation: Relation; phrase: string; length: number } | null {
  for (const length of [3, 2, 1]) {
    const phrase = words
      .slice(index, index + length)
      .map((word) => word.lower)
      .join(' ')
      .replace(/'s?$/, '')
    if (words.length < index + length) continue
    const relation = RELATIONS[phrase] ?? RELATIONS[phrase.replace(/s$/, '')]
    if (relation)
      return { relation: RELATIONS[phrase] ? relation : { ...relation, group: true }, phrase, length }
  }
  return null
}

const capitalise = (word: string) =>
  word.replace(/(^|[-'])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())

/** Messages, texts and e-mails are what is sent, never whom it is sent to. */
export const MEDIUM_WORDS = new Set(
  'message messages text texts email emails e-mail mail note notes dm card reply response msg post letter something anything nothing condolences congrats congratulations thanks apology reminder invite invitation follow followup follow-up nudge update chaser offer deal price rate proposal quote counteroffer bumble hinge tinder grindr raya'.split(
    ' ',
  ),
)

/** Words that follow a verb's object ("have my neighbour over", "ask my sister round"). */
const PARTICLES = new Set([
  'over',
  'round',
  'around',
  'up',
  'down',
  'back',
  'out',
  'in',
  'off',
  'along',
  'home',
])

const withoutPossessive = (text: string) => text.replace(/['’]s?$/, '')

/**
 * A name: tagged as one, written with a capital, or a word the tagger does not know ("Kwame",
 * "aoife"). `loose` (right after the verb: "tell rose that…") also accepts ordinary nouns.
 */
function looksLikeName(word: Word | undefined, loose = false): boolean {
  if (!word) return false
  const bare = withoutPossessive(word.lower)
  if (!/^[\p{L}][\p{L}'’.-]*$/u.test(word.text) || bare.length < 2) return false
  if (STOPS.has(bare) || DETERMINERS.has(bare) || RELATIONS[bare] || MEDIUM_WORDS.has(bare)) return false
  // "YoY", "PTA", "Q3": acronyms and figures are not names.
  if (/^\p{Lu}{2,}$|\d|\p{Ll}\p{Lu}/u.test(word.text)) return false
  if (isPersonName(word)) return true
  // "Jun", "jun" (a name that is also "June" shortened), but never "Monday" or "today".
  const dateWord =
    /^(?:mon|tue|wed|thu|fri|sat|sun)\w*day$|^(?:january|february|march|april|may|june|july|august|september|october|november|december|today|tonight|tomorrow|yesterday|weekend)$/.test(
      bare,
    )
  if (
    (word.tags.has('Abbreviation') || word.tags.has('Date')) &&
    !dateWord &&
    (loose || /^\p{Lu}/u.test(word.text))
  )
    return true
  // Written with a capital: a name, unless it is a date, a place, a company or a number.
  const notPeople = [
    'Date',
    'Place',
    'City',
    'Country',
    'Region',
    'Organization',
    'Value',
    'Pronoun',
    'Adjective',
  ]
  // The first word of a sentence has a capital anyway ("Starting a choir…").
  const sentenceStart = word.start === 0 || /[.!?]\s*$/.test(sourceTextBefore(word))
  if (/^[\p{Lu}@#]/u.test(word.text) && (!sentenceStart || !inEnglishLexicon(bare))) {
    // "Spanish" is an adjective the tagger knows; "Kemal" alone it may guess at.
    return !notPeople.some((tag) => word.tags.has(tag) && (tag !== 'Adjective' || inEnglishLexicon(bare)))
  }
  const ordinary = [
    'Verb',
    'Adjective',
    'Adverb',
    'Preposition',
    'Conjunction',
    'Determiner',
    'Date',
    'Value',
    'Pronoun',
    'Abbreviation',
  ]
  if (ordinary.some((tag) => word.tags.has(tag))) return false
  return loose || !inEnglishLexicon(bare)
}

/** "a thank-you note", "a polite decline": what kind of message, never who it is for. */
const MESSAGE_KINDS =
  /^(?:thank-?you|thanks|thx|apology|apologies|congrats|congratulations|invite|invitation|reminder|condolences?|farewell|decline|rejection|follow-?up|update|announcement|birthday|bday|christmas|xmas|merry|happy|good|goodbye|welcome|heads-?up|shout-?out|toast|speech)$/

const KIN_TITLES = new Set([
  'auntie',
  'aunty',
  'aunt',
  'uncle',
  'cousin',
  'grandma',
  'grandpa',
  'nana',
  'nan',
  'granny',
  'gran',
  'grandad',
  'granddad',
  // Family titles in other Englishes: Filipino, Portuguese, Spanish, Hindi, Nigerian, Italian.
  'kuya',
  'tita',
  'tito',
  'lola',
  'lolo',
  'dona',
  'tia',
  'tio',
  'abuela',
  'abuelo',
  'bhai',
  'bhaiya',
  'didi',
  'chacha',
  'chachi',
  'mama',
  'baba',
  'nonna',
  'nonno',
])

function nameGender(word: Word): Reader['gender'] {
  if (word.tags.has('FemaleName')) return 'female'
  if (word.tags.has('MaleName')) return 'male'
  return undefined
}

/** A name (with a title or surname): "Mrs Haddad", "Dr. Kim", "Haruto Sato", "Zoë". */
function nameAt(
  words: Word[],
  index: number,
  loose = false,
): { name: string; length: number; gender?: Reader['gender']; possessive?: boolean } | null {
  const first = words[index]
  if (!first) return null
  const afterTitle = words[index + 1]
  if (
    NAME_TITLES.has(first.lower.replace(/\.$/, '')) &&
    (looksLikeName(afterTitle) ||
      (afterTitle !== undefined &&
        (/^\p{Lu}\p{Ll}+$/u.test(afterTitle.text) ||
          // "say sorry to mrs green": after Mr/Mrs/Ms/Dr the next word is the name, whatever its case.
          (/^(?:mr|mrs|ms|mx|dr)\.?$/.test(first.lower) &&
            /^\p{Ll}+$/u.test(afterTitle.text) &&
            !STOPS.has(afterTitle.lower)))))
  ) {
    const surname = words[index + 1] as Word
    const title = capitalise(first.lower.replace(/\.$/, ''))
    const third = words[index + 2]
    // "Mr Haruto Sato": a title, a given name and a surname.
    if (third && /^\p{Lu}/u.test(third.text) && looksLikeName(third) && !/['’]s?$/.test(surname.text)) {
      return {
        name: `${title} ${capitalise(surname.text)} ${capitalise(withoutPossessive(third.text))}`,
        length: 3,
      }
    }
    const gender = /^(?:mrs|ms|miss|madam)$/.test(first.lower.replace(/\.$/, ''))
      ? 'female'
      : first.lower.startsWith('mr')
        ? 'male'
        : undefined
    return {
      name: `${title} ${capitalise(withoutPossessive(surname.text))}`,
      length: 2,
      ...(gender ? { gender } : {}),
      ...(/['’]s?$/.test(surname.text) ? { possessive: true } : {}),
    }
  }
  if (first.text.startsWith('@')) return { name: first.text, length: 1 }
  // A client or a supplier can be a company ("client is Brightwave Media").
  const company = /^\p{Lu}/u.test(first.text) && first.tags.has('Organization')
  if (!looksLikeName(first, loose) && !company) return null
  const second = words[index + 1]
  const possessive = /['’]s?$/.test(first.text)
  // A surname only when written with a capital, so "Sam tomorrow" stays "Sam".
  const withSurname =
    !possessive &&
    second &&
    /^\p{Lu}/u.test(second.text) &&
    looksLikeName(second) &&
    (isPersonName(first) || /^\p{Lu}/u.test(first.text))
  const gender = nameGender(first)
  const firstName = capitalise(withoutPossessive(first.text))
  // "Kessler Ltd", "Finch & Co": a company's name.
  const suffix = /^(?:ltd|inc|llc|plc|gmbh|co|corp|group|labs?|studio|agency)\.?$/i.test(second?.text ?? '')
  if (suffix && second) return { name: `${firstName} ${second.text}`, length: 2 }
  return withSurname
    ? {
        name: `${firstName} ${capitalise(withoutPossessive(second.text))}`,
        length: 2,
        ...(gender ? { gender } : {}),
        ...(/['’]s?$/.test(second.text) ? { possessive: true } : {}),
      }
    : { name: firstName, length: 1, ...(gender ? { gender } : {}), ...(possessive ? { possessive } : {}) }
}

interface Found {
  end: number
  reader: Reader
  pronoun?: ReaderPhrase['pronoun']
  possessive?: boolean
  owner?: Reader
}

function single(words: Word[], index: number): Found | null {
  const word = words[index]
  if (!word) return null
  // "her family", "his wife": a possessive before a relation, not an object pronoun.
  const beforeRelation = relationAt(words, index + 1) !== null
  if (PRONOUNS[word.lower] && !beforeRelation) {
    const pronoun = PRONOUNS[word.lower]
    return {
      end: index + 1,
      pronoun,
      reader: {
        group: pronoun === 'plural',
        register: 'casual',
        mentions: [],
        ...(pronoun === 'female' || pronoun === 'male' ? { gender: pronoun } : {}),
      },
    }
  }
  // "all of my tenants", "all the parents": the group the words after name.
  if (word.lower === 'all') {
    const skip = words[index + 1]?.lower === 'of' ? 2 : 1
    if (DETERMINERS.has(words[index + skip]?.lower ?? '')) {
      const group = single(words, index + skip)
      if (group && !group.pronoun) return { ...group, reader: { ...group.reader, group: true } }
    }
  }
  // "ask IT to reset my VPN token": the department, written in capitals.
  if (word.text === 'IT') {
    return {
      end: index + 1,
      reader: { group: true, register: 'professional', mentions: ['it'], relation: 'IT' },
    }
  }
  if (GROUP_WORDS.has(word.lower)) {
    return {
      end: locativeEnd(words, index + 1),
      reader: { group: true, register: 'casual', mentions: [word.lower], relation: word.lower },
    }
  }
  let at = index
  const determiner = DETERMINERS.has(word.lower) ? word : undefined
  if (determiner) at++
  // "my ex" is a relation, "my ex boss" a modifier and a relation.
  while (
    words[at] &&
    MODIFIERS.has(words[at]?.lower ?? '') &&
    !(RELATIONS[words[at]?.lower ?? ''] && !relationAt(words, at + 1))
  )
    at++
  // "my friend Sam", "the hiking group", "my boss": a relation within three words.
  for (let lookahead = at; lookahead < Math.min(at + 3, words.length); lookahead++) {
    let relation = relationAt(words, lookahead)
    // "bank holiday monday": a day, not the bank.
    if (relation?.phrase === 'bank' && words[lookahead + 1]?.lower === 'holiday') return null
    if (!relation) {
      if (STOPS.has(words[lookahead]?.lower ?? '') || !determiner) break
      continue
    }
    let end = lookahead + relation.length
    let owner: Reader | undefined
    // "my daughter's teacher", "the office manager": the last relation is the reader.
    // "mum dentist appt": a family word is never a modifier of the relation after it.
    const chains = !(relation.relation.gender && !/['’]s$/.test(words[end - 1]?.text ?? ''))
    for (let next = chains ? relationAt(words, end) : null; next; next = relationAt(words, end)) {
      // "my coworker's mum died": in a story, the coworker is whom the message is for.
      if (/['’]s$/.test(words[end - 1]?.text ?? '') && !relation.relation.group)
        owner = {
          group: false,
          register: relation.relation.register,
          relation: relation.phrase,
          mentions: [relation.phrase],
          ...(relation.relation.gender ? { gender: relation.relation.gender } : {}),
        }
      relation = next.relation.group && !relation.relation.group ? relation : next
      end += next.length
    }
    // "the cousins group", "my hiking group chat": the last noun names the group.
    while (
      words[end] &&
      /^(?:group|chat|gc|club|team|crew|squad|thread|channel|whatsapp)$/.test(words[end]?.lower ?? '')
    ) {
      relation = {
        ...relation,
        phrase: `${relation.phrase} ${words[end]?.lower}`,
        relation: { ...relation.relation, group: true },
      }
      end++
    }
    const mentions = [relation.phrase]
    // "chloe's mum": the reader is the mum, and Chloe a third party.
    // "auntie rose", "uncle will": after a kin title, an ordinary word is a name.
    // "Gran, Nell's engaged": a comma ends the phrase before the name.
    const commaAfter = /^\s*[,;:—–-]/.test(
      currentText.slice(words[end - 1]?.end ?? 0, words[end]?.start ?? 0),
    )
    const kinTitle = KIN_TITLES.has(relation.phrase)
    const afterRelation = words[end]
    // "uncle bob", "tita baby", "my friend joy for …": after a family title, or before "for"/"on",
    // the ordinary word is a name.
    const bareName =
      afterRelation !== undefined &&
      !STOPS.has(afterRelation.lower) &&
      /^\p{L}+$/u.test(afterRelation.text) &&
      (kinTitle || /^(?:for|on)$/.test(words[end + 1]?.lower ?? '')) &&
      !MEDIUM_WORDS.has(afterRelation.lower) &&
      !RELATIONS[afterRelation.lower] &&
      // "invite my neighbour over for coffee": a particle, not a name.
      !PARTICLES.has(afterRelation.lower)
    const named =
      /['’]s?$/.test(words[end - 1]?.text ?? '') || commaAfter
        ? null
        : (nameAt(words, end, kinTitle && afterRelation?.tags.has('Noun') !== false) ??
          (bareName ? { name: capitalise(afterRelation.text), length: 1 } : null))

    const reader: Reader = {
      group: Boolean(relation.relation.group),
      register: relation.relation.register,
      relation: relation.phrase,
      mentions,
      ...(relation.relation.gender ? { gender: relation.relation.gender } : {}),
    }
    // "our neighbours Wojciech and Agata": the group, by name.
    if (relation.relation.group && named && words[end + named.length]?.lower === 'and') {
      const other = nameAt(words, end + named.length + 1)
      if (other) {
        reader.name = `${named.name} and ${other.name}`
        const both = `${named.name} and ${other.name}`.toLowerCase()
        mentions.unshift(`${relation.phrase} ${both}`)
        mentions.push(both, named.name.toLowerCase(), other.name.toLowerCase())
        end += named.length + 1 + other.length
      }
    }
    if (named && !relation.relation.group) {
      end += named.length
      // "my prof Adeyemi", "coach Sandra": the title belongs to the name.
      reader.name =
        (NAME_TITLES.has(relation.phrase) ||
          (KIN_TITLES.has(relation.phrase) && relation.phrase !== 'cousin')) &&
        !/^(?:mr|mrs|ms|miss|dr|prof|professor|coach)\b/i.test(named.name)
          ? `${capitalise(relation.phrase)} ${named.name}`
          : named.name
      const lowerName = named.name.toLowerCase()
      mentions.unshift(`${relation.phrase} ${lowerName}`)
      mentions.push(lowerName, lowerName.split(' ').at(-1) ?? '')
    }
    return { end, reader, ...(owner ? { owner } : {}) }
  }
  if (determiner) {
    // "the gym guy", "the buyer": an unknown noun after a determiner is taken as the reader.
    const noun = words[at]
    if (
      !noun ||
      STOPS.has(noun.lower) ||
      noun.tags.has('Verb') ||
      noun.tags.has('Adjective') ||
      MEDIUM_WORDS.has(noun.lower) ||
      MESSAGE_KINDS.test(noun.lower)
    )
      return null
    // "the photographer Keisha": the name after the noun is the reader's.
    const nameAfter = nameAt(words, at + 1)
    if (nameAfter && !nameAfter.possessive && /^\p{Lu}/u.test(words[at + 1]?.text ?? '')) {
      const lowerName = nameAfter.name.toLowerCase()
      return {
        end: at + 1 + nameAfter.length,
        reader: {
          name: nameAfter.name,
          group: false,
          register: 'casual',
          relation: noun.lower,
          mentions: [`${noun.lower} ${lowerName}`, noun.lower, lowerName, lowerName.split(' ').at(-1) ?? ''],
        },
      }
    }
    // "chloe's mum": a name with 's before a relation is whose the relation is.
    // "the guy from my seminar": where they are from stays with them.
    return {
      end: words[at + 1]?.lower === 'from' ? locativeEnd(words, at + 1) : at + 1,
      reader: {
        group: noun.tags.has('Plural'),
        register: 'casual',
        relation: noun.lower,
        mentions: [noun.lower],
      },
    }
  }
  const named = nameAt(words, index, true)
  if (!named) return null
  if (named.possessive) {
    const owned = relationAt(words, index + named.length)
    if (owned) {
      const phrase = `${words[index]?.lower} ${owned.phrase}`
      const ownerName = named.name.toLowerCase()
      return {
        owner: { name: named.name, group: false, register: 'casual', mentions: [ownerName] },
        end: index + named.length + owned.length,
        reader: {
          group: Boolean(owned.relation.group),
          register: owned.relation.register,
          relation: owned.phrase,
          mentions: [phrase, `${withoutPossessive(words[index]?.lower ?? '')} ${owned.phrase}`],
          ...(owned.relation.gender ? { gender: owned.relation.gender } : {}),
        },
      }
    }
  }
  const lowerName = named.name.toLowerCase()
  // "Tina our supplier", "Mike the fruit guy": who the named person is, said after the name.
  const apposition = named.possessive ? null : appositionAt(words, index + named.length)
  if (apposition) {
    return {
      end: apposition.end,
      reader: {
        name: named.name,
        group: false,
        register: apposition.register,
        relation: apposition.phrase,
        mentions: [...new Set([lowerName, lowerName.split(' ')[0] ?? '', apposition.phrase])],
      },
    }
  }
  // "Georgia from work", "Dev from accounts": where the named person is from stays with them.
  const afterName = index + named.length
  const from =
    !named.possessive && words[afterName]?.lower === 'from' ? locativeEnd(words, afterName) : afterName
  return {
    ...(named.possessive ? { possessive: true } : {}),
    end: from,
    reader: {
      name: named.name,
      group: false,
      register: 'casual',
      mentions: [
        ...new Set([lowerName, lowerName.split(' ').at(-1) ?? lowerName, lowerName.split(' ')[0] ?? '']),
      ],
      // A name's gender is a guess (compromise knows English names): only "Mrs", "Mr" and pronouns decide.
      ...(named.gender && /^(?:mrs|ms|miss|mr)\b/i.test(named.name) ? { gender: named.gender } : {}),
    },
  }
}

/** "in accounts", "from the warehouse", "next door", "on ebay": kept with the reader. */
function locativeEnd(words: Word[], index: number): number {
  const first = words[index]
  if (!first || !LOCATIVE_PREPOSITIONS.has(first.lower)) return index
  // "the seller at $420": a price, not where the seller is ("in 4B" is where).
  if (first.lower === 'at' && /^[$£€]?\d/.test(words[index + 1]?.text ?? '')) return index
  if (first.lower === 'in' && /^\d+[a-z]?$/i.test(words[index + 1]?.text ?? '')) return index + 2
  // "on slack", "in teams chat": where the message goes, not who.
  if (
    /^(?:on|in|via|over)$/.test(first.lower) &&
    /^(?:slack|teams|whatsapp|email|linkedin|insta|instagram|facebook|fb|messenger|text|sms|signal|telegram|discord)$/.test(
      words[index + 1]?.lower ?? '',
    )
  ) {
    return words[index + 2]?.lower === 'chat' ? index + 3 : index + 2
  }
  // "the nurses on ward 7", "the seller on ebay"; but "Olusegun on the promo" is what the message is about.
  if (
    first.lower === 'on' &&
    !/^(?:ward|floor|site|reception|committee|board|team|desk|shift|call|ebay|vinted|depop|gumtree|craigslist|marketplace|etsy|airbnb|the)$/.test(
      words[index + 1]?.lower ?? '',
    )
  )
    return index
  if (
    first.lower === 'on' &&
    words[index + 1]?.lower === 'the' &&
    !/^(?:ward|floor|site|reception|committee|board|team|desk|night|day|front|phone|call|ground|pta)$/.test(
      words[index + 2]?.lower ?? '',
    )
  )
    return index
  // "Aisha on her promotion", "Sam at his party": someone's own thing, not where they are.
  if (/^(?:her|his|their|your|my|our)$/.test(words[index + 1]?.lower ?? '')) return index
  if (first.lower === 'next' && words[index + 1]?.lower === 'door') return index + 2
  if (first.lower === 'in' && words[index + 1]?.text.startsWith('#')) return index + 2
  // "through the portal", "via the app".
  if (
    /^(?:via|through|thru)$/.test(first.lower) &&
    /^(?:the|their|your)$/.test(words[index + 1]?.lower ?? '') &&
    /^(?:portal|app|website|site|chat|form|inbox)$/.test(words[index + 2]?.lower ?? '')
  )
    return index + 3
  for (let end = index + 2; end < Math.min(index + 8, words.length); end++) {
    const after = words[end]
    // "Svetlana from work, her mother …": a comma closes the phrase.
    if (currentText.slice(words[end - 1]?.end ?? 0, after?.start ?? 0).includes(',')) return end
    if (
      after &&
      [
        'to',
        'that',
        'if',
        'whether',
        'about',
        'for',
        'on',
        'know',
        'asking',
        'saying',
        'what',
        'when',
        'where',
        'who',
        'how',
        'which',
        'why',
        // A new clause: "the wholesaler we're closed…", "Henderson Packaging what's the lead time…".
        'i',
        'we',
        "i'm",
        "we're",
        "we've",
        "what's",
        "it's",
        "there's",
        'is',
        'are',
        'can',
        'could',
        'will',
        'would',
        'please',
        // "everyone in the team channel a good long weekend": the wish starts.
        'a',
        'an',
        'happy',
        'good',
      ].includes(after.lower.replaceAll('’', "'"))
    ) {
      // "everyone in the wedding party fittings are sat at 11": the verb's subject is not the place.
      if (/^(?:is|are)$/.test(after.lower)) {
        const determiner = words
          .slice(index + 2, end)
          .findLastIndex((word) => /^(?:the|a|an|my|our|your|his|her|their)$/.test(word.lower))
        if (determiner >= 0) return index + 2 + determiner
        if (end - 1 > index + 2) return end - 1
      }
      return end
    }
  }
  return index
}

/** Words that end like a person's ("-er", "-or", "-ent") but are things. */
const NOT_PEOPLE = new Set(
  `number order letter paper dinner answer water weather matter computer poster flyer folder voucher
  charger printer trailer power center centre corner summer winter border cover offer transfer
  reminder sticker calendar other rest event agreement payment document statement appointment
  comment moment plan color colour error mirror door floor favor favour rumor rumour
  invitation question location vacation reservation situation station decision information
  percent rent amount account discount deposit plant restaurant elephant assignment apartment
  department shipment equipment treatment invoice weekend together later either neither whether
  better`
    .trim()
    .split(/\s+/),
)

/**
 * "our supplier", "the fruit guy", "my old flatmate" right after a name, ending where the phrase
 * ends (a preposition, "to", "that", a comma or the end).
 */
function appositionAt(
  words: Word[],
  index: number,
): { end: number; phrase: string; register: Reader['register'] } | null {
  if (!/^(?:our|my|the)$/.test(words[index]?.lower ?? '')) return null
  if (currentText.slice(words[index - 1]?.end ?? 0, words[index]?.start ?? 0).trim() !== '') return null
  for (let end = index + 2; end <= Math.min(index + 4, words.length); end++) {
    const last = words[end - 1]
    const next = words[end]
    if (!last || STOPS.has(last.lower) || last.tags.has('Verb') || last.tags.has('Pronoun')) return null
    const closes =
      !next ||
      /^(?:on|to|for|about|that|if|and|at|in|with|who|a|an|happy|good|all|best)$/.test(next.lower) ||
      /^[,.;:!?]/.test(currentText.slice(last.end).trimStart())
    if (!closes) continue
    const phrase = words
      .slice(index + 1, end)
      .map((word) => word.lower)
      .join(' ')
    const known = relationAt(words, end - 1)
    // "tell Sam the address for Saturday": only a word for a person is an apposition.
    const person =
      known !== null ||
      (/(?:guy|lady|man|woman|girl|boy|er|or|ist|ian|ant|ent)$/.test(last.lower) &&
        !NOT_PEOPLE.has(last.lower))
    if (!person) return null
    return { end, phrase, register: known?.relation.register ?? 'casual' }
  }
  return null
}

/** The reader phrase starting at character `from`, or null when what follows names nobody. */
/** Whether a name is only a guess: a lower-case ordinary word the tagger does not call a name ("haha", "freelance"). */
export function isWeakName(name: string, source: Source): boolean {
  const first = name.split(' ')[0]?.toLowerCase() ?? ''
  const word = source.words.find((candidate) => withoutPossessive(candidate.lower) === first)
  if (!word) return false
  return (
    !/^\p{Lu}/u.test(word.text) &&
    !isPersonName(word) &&
    (inEnglishLexicon(first) || !/[aeiou]/.test(first) || /^(?:ha)+h?$|^(?:he)+$|^lo+l$/.test(first))
  )
}

let currentText = ''
/** The text before a word of the phrase being read (set by readReaderPhrase). */
const sourceTextBefore = (word: Word) => currentText.slice(Math.max(0, word.start - 3), word.start)

export function readReaderPhrase(source: Source, from: number): ReaderPhrase | null {
  currentText = source.text
  const words = source.words
  const index = words.findIndex((word) => word.start >= from)
  if (index < 0) return null
  const first = single(words, index)
  if (!first) return null
  let end = first.end
  let reader = first.reader
  // "Oliver and Mei", "my brother and his wife": two people make a group.
  if (words[end]?.lower === 'and' && !first.pronoun) {
    const second = single(words, end + 1)
    if (second && !second.pronoun && (second.reader.name || second.reader.relation)) {
      reader = {
        ...(reader.name && !second.reader.name ? { name: reader.name } : {}),
        group: true,
        register:
          reader.register === 'professional' || second.reader.register === 'professional'
            ? 'professional'
            : 'casual',
        mentions: [...reader.mentions, ...second.reader.mentions],
        ...(reader.name && second.reader.name ? { name: `${reader.name} and ${second.reader.name}` } : {}),
        ...(reader.relation ? { relation: reader.relation } : {}),
      }
      end = second.end
    }
  }
  end = locativeEnd(words, end)
  // "our neighbours the hassans": a family named after a group is the same readers.
  const family = words[end + 1]
  if (
    reader.group &&
    !reader.name &&
    words[end]?.lower === 'the' &&
    family &&
    /^\p{L}{3,}s$/u.test(family.text) &&
    /^\s*(?:[,.;!?]|$)/.test(source.text.slice(family.end))
  )
    end += 2
  // "the guy from bumble, Mateo, …": a name in apposition.
  if (
    !reader.name &&
    !first.pronoun &&
    source.text.slice(words[end - 1]?.end ?? 0, words[end]?.start ?? 0).trim() === ','
  ) {
    const apposed = nameAt(words, end)
    const after = words[end + (apposed?.length ?? 0)]
    if (
      apposed &&
      (!after || source.text.slice(words[end + apposed.length - 1]?.end ?? 0, after.start).includes(','))
    ) {
      reader = { ...reader, name: apposed.name, mentions: [...reader.mentions, apposed.name.toLowerCase()] }
      end += apposed.length
    }
  }
  const last = words[end - 1] as Word
  const span = { start: (words[index] as Word).start, end: last.end }
  return {
    span,
    reader: { ...reader, mentions: reader.mentions.filter(Boolean) },
    ...(first.pronoun ? { pronoun: first.pronoun } : {}),
    ...(first.possessive ? { possessive: true } : {}),
    ...(first.owner ? { owner: first.owner } : {}),
  }
}

export const readerPhraseText = (source: Source, phrase: ReaderPhrase) => spanText(source, phrase.span)
