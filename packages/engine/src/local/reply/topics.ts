import nlp from 'compromise'
import { turnAround } from './turn-around'
import { withoutWhen } from './when'

/** Noun-ish phrase after the verb: "send me the slides before 3" → "the slides". */
export function objectIn(phrase: string): string | undefined {
  return /\b((?:the|my|your|our|this|that|these|those|his|her|their|a|an|some)\s+[^,?.!]+?)(?=\s+(?:by|before|until|till|on|at|for|to|from|tomorrow|today|tonight|this|next|asap|when|if|so|and|or)\b|[,?.!]|$)/i.exec(
    phrase,
  )?.[1]
}

/** Words that name no topic a reply could be about: pronouns, days, fillers, a whole clause. */
const NOT_TOPICS =
  /^(?:(?:I|you|we|they|he|she|it)['’]\p{L}+|a .+|an .+|I|you|me|my|your|our|their|his|her|we|us|it|they|them|he|she|this|that|that is .+|this is .+|like|wait|good luck|quick one|each other|one another|a sec|any chance|worth|day|bit|something|anything|everything|nothing|someone|anyone|everyone|thing|things|time|today|tonight|tomorrow|this (?:morning|evening|afternoon|week|weekend)|lol|haha|ok|okay|sorry|thanks|hey|hi|heads|heads up|unwell|thank me|thank you|the way|way|sad update|update|news|sad news|the insta|insta)$/iu
const NOT_TOPICS_TOO =
  /^(?:(?:your|my|his|her|their|our) (?:husband|wife|partner|boyfriend|girlfriend|mum|mom|dad|brother|sister|friend|boss|manager|team)|nice work|great job|good job|well done|re|(?:these|those|such) (?:things|stuff)|sundays|mondays|weekends|last|first|next|the last|the first)$/i
const TRAILING = /\s+(?:start|starts|still|too|again|also|now|yet|already|today|tonight|tomorrow|lol|haha)$/i

/**
 * How much of a phrase the tagger reads for its topic. Its noun finder splits clauses at commas in
 * time that grows much faster than their number ("a, a, a, …": 150 ms for 250 characters); the
 * topic is the first noun phrase, and a phrase a topic is taken from has at most 2 commas and 113
 * characters in the reply evaluation sets.
 */
const TOPIC_WINDOW_CHARACTERS = 300
const TOPIC_WINDOW_COMMAS = 8

/** The start of the phrase, up to the window's last comma or space. */
function topicWindow(phrase: string): string {
  let end = Math.min(phrase.length, TOPIC_WINDOW_CHARACTERS)
  let commas = 0
  for (let at = 0; at < end; at++) {
    if (phrase.charAt(at) === ',' && ++commas > TOPIC_WINDOW_COMMAS) end = at
  }
  if (end === phrase.length) return phrase
  const space = phrase.lastIndexOf(' ', end)
  return phrase.slice(0, space > 0 && end === TOPIC_WINDOW_CHARACTERS ? space : end)
}

/** The main thing a sentence is about, for "about …" in a reply: its first noun phrase that is not a pronoun or a day. */
export function topicPart(phrase: string, when: string | undefined): { topic?: string } {
  // "are we doing this or not": the "or not" only presses for an answer.
  const turned = turnAround(withoutWhen(phrase, when)).replace(/,?\s+or (?:not|what|no)$/i, '')
  const nouns = nlp(topicWindow(turned)).nouns().not('#Person').out('array') as string[]
  for (const noun of nouns) {
    const cleaned = noun
      .replace(/\p{Extended_Pictographic}|\p{Regional_Indicator}|\uFE0F|\u200D/gu, ' ')
      // "Lisbon 🇵🇹 it": a noun run on into the next clause stops where the clause does.
      .replace(/\s+(?:it|is|it is|that|this|they|he|she|we|you|I)(?:\s.*)?$/iu, '')
      .replace(/\s{2,}/g, ' ')
      .replace(TRAILING, '')
      .replace(/[\s,.!?:;—–-]+$/, '')
      .replace(/^[\s,.!?:;—–-]+/, '')
      .replace(/['’]s$/, '')
      .trim()
    if (
      cleaned &&
      !NOT_TOPICS.test(cleaned) &&
      !NOT_TOPICS_TOO.test(cleaned) &&
      !/^(?:getting|doing|going)\b/i.test(cleaned)
    )
      // "sorry to hear about meeting": a bare singular noun reads as "the meeting".
      return {
        topic:
          /^\p{Ll}+$/u.test(cleaned) &&
          !/(?:s|ing)$/.test(cleaned) &&
          !/^(?:work|school|life|home|love|money|stuff|dinner|lunch|breakfast|brunch|coffee|uni|college|rent)$/.test(
            cleaned,
          )
            ? `the ${cleaned}`
            : cleaned,
      }
  }
  const found = objectIn(turned)
  return found && !NOT_TOPICS.test(found) && !NOT_TOPICS_TOO.test(found) ? { topic: found } : {}
}
