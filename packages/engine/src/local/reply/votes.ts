import { escapeRegExp } from '../text/escape-regexp'
import { execAll } from '../text/exec-all'

/**
 * A group vote: "Options: 1) biryani 2) Toit 3) order in", "option 1 is the emerald aso-oke,
 * option 2 is the gold lace", "ur vote is the tiebreaker. choose wisely". The reply casts a vote
 * for one of the options by name; a "sure, I'll choose wisely" answers nothing.
 */

const VOTE_CUE =
  /\b(?:vote|votes|voting|tie ?breaker|deciding vote|casting vote|choose wisely|pick one|react or reply|options? (?:are|is)|options?:|poll)\b|🗳/iu

/** "A) 12-15 June  B) 26-29 June", "1) Meghana Foods biryani 2) Toit 3) order in". */
const LABELLED = /(?:^|\s)([1-9]|[A-Da-d])\)\s+(.+?)(?=\s+(?:[1-9]|[A-Da-d])\)\s|[.!?](?:\s|$)|\n|$)/g
/** "option 1 is the emerald aso-oke, option 2 is the gold lace". */
const NUMBERED =
  /\boption (?:1|one|a) is ([^,.;!?\n]+)[,;]?\s+(?:and\s+)?option (?:2|two|b) is ([^,.;!?\n]+)/i
/** "Options are Dishoom or La Famiglia", "vote: Dune 2, Barbie rewatch, or that horror one", "we need to decide: X or Y?". */
const LISTED = /\b(?:options? (?:are|is)|options?:|vote:|decide:|decide between)\s+([^.!?\n]+)/i

const DOING =
  /^(?:get|stick|go|do|have|keep|book|order|stay|pay|make|take|try|use|hire|split|buy|move|cancel|wait|meet|push|postpone|skip)\b/i

const ASKED = /^(?:who|what|when|where|which|why|how|does|do|is|are|can|will|would)\b|\bor\b|\?/i

/** "the vote is 3-3 between Greece and Croatia for the summer trip". */
const BETWEEN =
  /\bbetween ([^,.!?\n]+?) and ([^,.!?\n]+?)(?=\s+for\b|\s*[,.!?\n]|\s+\p{Extended_Pictographic}|$)/iu

interface Option {
  name: string
  label?: string
}

function named(option: string): string {
  // "that Italian place Marco likes (La Famiglia)": the name in brackets is what a vote says.
  const bracketed = /\((\p{Lu}[^)\d£$€]*)\)\s*$/u.exec(option)?.[1]
  return (bracketed ?? option)
    .replace(/\p{Extended_Pictographic}|\uFE0F/gu, '')
    .replace(/\s+(?:lol|pls|please|now)$/i, '')
    .trim()
}

function optionsIn(text: string): Option[] {
  const labelled = execAll(text, LABELLED).map((match) => ({
    label: (match[1] ?? '').toUpperCase(),
    name: named(match[2] ?? ''),
  }))
  if (labelled.length >= 2) return labelled
  const numbered = NUMBERED.exec(text)
  if (numbered) return [{ name: named(numbered[1] ?? '') }, { name: named(numbered[2] ?? '') }]
  const between = BETWEEN.exec(text)
  if (between) return [{ name: named(between[1] ?? '') }, { name: named(between[2] ?? '') }]
  const listed = LISTED.exec(text)?.[1]
  if (!listed) return optionsSaidWithOr(text)
  return listed
    .split(/\s*,\s*(?:or\s+)?|\s+or\s+/i)
    .map((part) => ({ name: named(part) }))
    .filter((option) => /\p{L}/u.test(option.name) && option.name.split(/\s+/).length <= 8)
}

/**
 * "the airbnb in Alfama is €640 for 4 nights, or the one in Príncipe Real is €720 but has a
 * terrace": two options said in full, each named by what comes before its details.
 */
function optionsSaidWithOr(text: string): Option[] {
  const sentence = text.split(/(?<=[.!?])\s+|\n+/).find((each) => /,\s+or\s+/i.test(each))
  if (!sentence) return []
  return sentence
    .split(/,\s+or\s+/i)
    .map((part) => ({
      name: named(
        part
          .replace(/^(?:ok(?:ay)?|so|right)\b[\s,]*(?:so\s+)?/i, '')
          .split(/\s+(?:is|are|was|costs|has|for)\b|[,:(—]/)[0] ?? '',
      ),
    }))
    .filter((option) => /\p{L}/u.test(option.name) && option.name.split(/\s+/).length <= 6)
}

/** The first words of an option that someone else's vote would name: "gold" for "the gold lace". */
function keyWord(option: Option): string | undefined {
  return option.name
    .split(/\s+/)
    .find((word) => word.length >= 3 && !/^(?:the|that|this|some|just|and|one|with|from|for)$/i.test(word))
}

export function readVote(message: string): { first: string; second: string } | undefined {
  const options = optionsIn(message)
  // A list labelled "A) … B) …" is a poll by itself.
  if (!VOTE_CUE.test(message) && !options.some((option) => option.label)) return undefined
  // "get a cleaner or stick with the rota": ways to act, which "let's …" answers better than a vote.
  // Questions in a list ("1) who's driving 2) …") are asked, not voted on; "yes or no" is asked too.
  if (options.length < 2 || options.some((option) => ASKED.test(option.name))) return undefined
  const mentions = (word: string) =>
    message.match(new RegExp(`\\b${escapeRegExp(word)}\\b`, 'gi'))?.length ?? 0
  // Going with what the group already leans to ("B for me", "I'm for gold") is a vote nobody minds.
  const favourite =
    options.find(
      (option) => option.label && new RegExp(`(?:^|\\s)${option.label}\\s+for me\\b`, 'i').test(message),
    ) ??
    options.find((option) => {
      const word = keyWord(option)
      return word !== undefined && mentions(word) >= 2
    }) ??
    options[0]
  const other = options.find((option) => option !== favourite)
  // "move bowling to sunday or karaoke on sat": ways to act, which "let's …" answers better.
  if (!favourite || !other || DOING.test(favourite.name) || DOING.test(other.name)) return undefined
  return { first: favourite.name, second: other.name }
}
