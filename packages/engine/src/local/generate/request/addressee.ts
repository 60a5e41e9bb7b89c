import { RELATIONS } from '../../lexicon/relations'
import type { Reader } from './reader'
import { readReaderPhrase } from './reader-phrase'
import { readSource } from './source'

/**
 * Requests often name the reader outside any instruction: first as a vocative ("Yusuf — veggie
 * or not?", "mum and dad — we bought a house!!"), last as a label ("… message for my writing
 * group", "… that's a text to my husband", "… tell dad"), or in a sentence of its own ("Tomasz is
 * my manager", "landlord is Mr Haddad", "her name's Anaïs"). Those words are taken out and the
 * rest is read as the content; the reader they name is returned beside it.
 */
export interface Addressee {
  text: string
  reader: Reader | null
}

const LABEL_TAIL =
  /(?:^|[,.;:!?—–-]+\s*|\s+)(?:(?:that'?s|this is|it'?s|it'll be)\s+)?(?:(?:a|the|my)\s+)?(?:(?:short|quick|nice|card|text|whatsapp|slack|teams|linkedin|email|group|birthday|bday)\s+)?(?:msg|message|text|note|card|email|dm|post)\s*(?:for|to)\s+(.+?)\s*[.!]*$/i
const FOR_TAIL = /[,.;:!?—–-]+\s*(?:for|to)\s+(.+?)\s*[.!]*$/i
const TELL_TAIL =
  /[,.;:!?—–-]+\s*(?:tell|text|message|msg|dm|email|send (?:it|this) to|share (?:it |this )?with|for)\s+(.+?)\s*[.!]*$/i
const VOCATIVE_HEAD = /^(.{2,40}?)\s*(?:—|–|\s-\s|:)\s*(?=\S)/
/** "… her mum", "… other PTA mums", "… flatmates need to know": a trailing fragment naming the reader. */
const TRAILING_READER =
  /[.,;!?]\s*(?:(?:her|his|their|my|our|the|other|all the)\s+)?([\p{L}' -]{2,30}?)(?:\s+(?:need|needs|should|must) to (?:know|hear))?\s*[.!]*$/u
const NAMING = [
  /(?:^|[.;,]\s*)([\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)?)\s+(?:is|was)\s+(my|our|the)\s+([\p{L} -]{2,30}?)(?=[.;,]|$)/u,
  /(?:^|[.;,]\s*)(?:the\s+|my\s+|our\s+)?([\p{L} -]{2,30}?)\s+(?:is|was)\s+((?:mr|mrs|ms|dr|prof)\.?\s+[\p{L}'’-]+|[\p{Lu}][\p{L}'’-]+(?:\s[\p{Lu}][\p{L}'’-]+)?)(?=[.;,]|$)/iu,
]

/** "her name's Anaïs", "name on the note was Yusuf", "he's called Tariq": the reader's name, said aside. */
const NAME_ASIDE =
  /(?:^|[^\p{L}\s]\s*|\s+)(?:(?:[Hh]is|[Hh]er|[Tt]heir|[Tt]he)\s+)?(?:[Nn]ame(?:\s+on\s+(?:the\s+|his\s+|her\s+)?\p{L}+)?(?:'s|\s+is|\s+was)|[Nn]ames|(?:[Hh]e|[Ss]he)(?:'s|\s+is)\s+called|goes by)\s+(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+(?=\s*(?:[.,;!?]|$)))?|\p{Ll}[\p{L}'’-]+(?=\s*(?:[.,;!?]|$)|\s+(?:and|but)\b))/u

/** "recruiter is Hannah", "the contact is James Whitfield": a relation's name, said aside. */
const RELATION_NAMED =
  /(?:^|[.;,]\s*)(?:[Tt]he |[Mm]y |[Oo]ur |[Tt]heir |[Hh]is |[Hh]er )?(\p{L}[\p{Ll} -]{1,25}?)(?:'s name)? (?:is|was|'s) ((?:(?:mr|mrs|ms|dr|prof)\.? )?\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)(?=\s*(?:[.,;!?]|$))/u

export function extractNameAside(text: string): {
  text: string
  name: string | null
  relation?: string
} {
  const related = RELATION_NAMED.exec(text)
  const relation = related?.[1]?.trim().toLowerCase()
  if (related?.[2] && relation && (RELATIONS[relation] || relation === 'contact')) {
    const rest = `${text.slice(0, related.index)}${/^[.;,]/.test(related[0]) ? '.' : ''}${text.slice(related.index + related[0].length)}`
    return { text: rest.replace(/^[\s.,;]+|[\s,;]+$/g, ''), name: related[2], relation }
  }
  // "guy from tinder (Felipe) wants to come over": a name in brackets after who they are.
  const bracketed = /\s*\((\p{Lu}[\p{L}'’-]+)\)/u.exec(text)
  if (bracketed?.[1] && !/\b(?:i|me|my)\s*$/i.test(text.slice(0, bracketed.index))) {
    const rest = `${text.slice(0, bracketed.index)}${text.slice(bracketed.index + bracketed[0].length)}`
    return { text: rest.replace(/\s{2,}/g, ' ').trim(), name: bracketed[1] }
  }
  const match = NAME_ASIDE.exec(text.replace(/\s+i think\b/i, ''))
  if (!match?.[1]) return { text, name: null }
  const name = match[1].charAt(0).toUpperCase() + match[1].slice(1)
  const said = text.replace(/\s+i think\b/i, '')
  // "his name is Rafa and he just started grad school": what follows is a sentence of its own.
  const after = said.slice(match.index + match[0].length).replace(/^\s+(?:and|but)\s+/i, '. ')
  const rest = `${said.slice(0, match.index)}${/^[.;]/.test(match[0]) ? '.' : ''}${after}`
  return { text: rest.replace(/^[\s.,;]+|[\s,;]+$/g, ''), name }
}

function readerFrom(phrase: string): Reader | null {
  const source = readSource(phrase.trim())
  const found = readReaderPhrase(source, 0)
  if (!found || found.pronoun) return null
  // The label must be the whole phrase: "for the dinner on the 9th" is not a reader.
  const rest = source.text.slice(found.span.end).trim()
  if (rest && !/^(?:from|at|in|on|who|whose)\b/i.test(rest)) return null
  const { reader } = found
  return reader.name || (reader.relation && RELATIONS[reader.relation]) ? reader : null
}

export function extractAddressee(text: string): Addressee {
  for (const pattern of NAMING) {
    const match = pattern.exec(text)
    if (!match) continue
    const [whole, first = '', second = '', third = ''] = match
    const phrase = pattern === NAMING[0] ? `${second} ${third} ${first}` : `${first} ${second}`
    const reader = readerFrom(phrase)
    if (reader) {
      const rest = `${text.slice(0, match.index)}${whole.startsWith('.') || whole.startsWith(',') || whole.startsWith(';') ? '.' : ''}${text.slice(match.index + whole.length)}`
      return { text: rest.replace(/^[\s.,;]+|[\s,;]+$/g, ''), reader }
    }
  }
  const vocative = VOCATIVE_HEAD.exec(text)
  // "pta email: …" is a label; "email to the client: …" is an instruction, read elsewhere.
  if (
    vocative?.[1] &&
    !/\b(?:tell|text|ask|remind|invite|thank|reply)\b|\b(?:email|text|message|msg|note)\s+(?:to|for)\b/i.test(
      vocative[1],
    )
  ) {
    const reader = readerFrom(vocative[1])
    if (reader) return { text: text.slice(vocative[0].length), reader }
    // "landlord reminder: …", "team update: …": the reader, then what kind of message it is.
    const labelled =
      /^(.+?)\s+((?:reminder|update|msg|message|text|note|invite|invitation|news|question|q|heads up|thank you|thanks|apology|email|e-mail|dm))$/i.exec(
        vocative[1].trim(),
      )
    const labelledReader = labelled?.[1] ? readerFrom(labelled[1]) : null
    if (labelled && labelledReader) {
      // "client email — …" names only the reader; "landlord reminder: …" also what kind of message.
      const kind = /^(?:msg|message|text|note|email|e-mail|dm)$/i.test(labelled[2] ?? '')
        ? ''
        : `${labelled[2]}: `
      return { text: `${kind}${text.slice(vocative[0].length)}`, reader: labelledReader }
    }
  }
  const trailing = TRAILING_READER.exec(text)
  if (trailing?.[0] && trailing.index > 0) {
    const phrase = trailing[0]
      .replace(/^[.,;!?]\s*/, '')
      .replace(/\s+(?:need|needs|should|must) to (?:know|hear)\s*[.!]*$/i, '')
    const reader = readerFrom(phrase)
    if (reader && (reader.relation || /^(?:her|his|their)\b/i.test(phrase)))
      return { text: text.slice(0, trailing.index).trim(), reader }
  }
  for (const pattern of [TELL_TAIL, LABEL_TAIL, FOR_TAIL]) {
    const match = pattern.exec(text)
    if (!match?.[1] || match.index === 0) continue
    const reader = readerFrom(match[1])
    if (reader) return { text: text.slice(0, match.index).trim(), reader }
  }
  return { text, reader: null }
}
