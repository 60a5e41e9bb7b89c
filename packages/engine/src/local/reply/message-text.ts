import { normalizeRequest } from '../generate/request/normalize'
import { verbPhraseToBase } from '../generate/request/verb-forms'

/** Their message as text a reply can read: speaker labels gone, shorthand spelled out, the sentence that asks found. */

// "3.4kg", "£2.50": a point between digits does not end a sentence.
const SENTENCE = /(?:[^.!?…\n]|\.(?=\d))+(?:[.!?…]+|\n|$)/g

export function sentencesOf(text: string): string[] {
  return (text.match(SENTENCE) ?? []).map((sentence) => sentence.trim()).filter((s) => /\p{L}/u.test(s))
}

export const QUESTION_START =
  /^(?:are|is|am|was|were|do|does|did|have|has|had|can|could|will|would|should|shall|may|what|when|where|who|whom|which|why|how|wanna|want|any|fancy|free|(?:you|u) (?:free|coming|around|up for|in|down))\b(?!['’])/i

/** "can I be honest for a sec?": a question that only announces what comes next. */
export const PHATIC =
  /^(?:can i (?:be honest|ask you something|tell you something|say something|vent|be real)|can we talk(?: for a (?:sec|second|minute))?$|you know what|guess what|(?:are )?(?:you|u) (?:there|awake|up)|got a (?:sec|second|minute)|you awake|random question)\b/i

/** "would be the 29th-31st", "will message again later": a statement with its subject left out. */
const SUBJECT_LEFT_OUT =
  /^(?:will|would|can|could|shall|should|might|may)\s+(?:be|message|text|call|send|collect|pick|drop|bring|come|get|let|see|need|update|check|head|leave|keep|try|ring|pop)\b/i

/** "when you left early it hurt": a clause about a time, not a question, when no "?" says otherwise. */
const WHEN_CLAUSE = /^(?:when|whenever)\s+(?:you|u|i|we|he|she|they|my|your|the)\b/i

export const isQuestion = (sentence: string) =>
  !PHATIC.test(cleanFocus(sentence)) &&
  (/\?\s*$/.test(sentence) ||
    /\byes or no\b/i.test(sentence) ||
    (QUESTION_START.test(cleanFocus(sentence)) &&
      !WHEN_CLAUSE.test(cleanFocus(sentence)) &&
      !SUBJECT_LEFT_OUT.test(cleanFocus(sentence))))

/**
 * Teasing: "not to be dramatic but you've ruined me 😭", "6am legs tmrw or u bailing again 😏". It reads
 * like a complaint or pressure in its words and is neither.
 */
export const TEASING = /\b(?:lol|lmao+|haha+|hehe+|jk|not to be dramatic)\b|[😂🤣😅😜😉😏😘😝]/iu

/** "omg", "hey", "so", "btw": what a sentence opens with that carries nothing. */
const OPENERS =
  /^(?:(?:hey|hi|hello|yo|oi|omg|oh|ok|okay|so|also|btw|anyway|and|but|well|listen|quick q(?:uestion)?|random(?: q(?:uestion)?)?(?: but)?|(?:controversial|serious|honest|important|real|genuine) (?:question|q)|hiya|ooh|ah|um|hmm|lol|haha+|guess what|ugh|argh|wow|honestly|man|dude|babe|hun|mate|sorry to bother you|just checking|just wondering|quick one|wait|real quick|quick q|please|pls|not to be dramatic but|no pressure but|ngl|not gonna lie|tbh|(?:ok |so )?(?:bad|good|big|great|some|sad) (?:news|update)(?: \p{L}+)?(?=[,.:!])|[\p{Lu}][\p{Ll}]+(?=,))[\s,!:—-]+)+/iu

/** "did you get home safe love?", "babe, you up?": a pet name or vocative is said to them, never part of the content. */
const VOCATIVE =
  '(?:love|luv|babe|baby|hun|hon|honey|mate|man|dear|darling|sweetie|sweetheart|sweetpea|bro|bruv|dude|pal|buddy|girl|chick|my love|my dear|lovely|hunny|boo)'
const TRAILING_VOCATIVE = new RegExp(
  String.raw`(?<!\b(?:I|you|u|we|they|would|'d|to|do|really|so|in|my|your|the|a|first|true|puppy|the|of)),?\s+${VOCATIVE}(?:\s+x+)?(?=[\s?!.,]*$)`,
  'iu',
)
const LEADING_VOCATIVE = new RegExp(String.raw`^${VOCATIVE}[,!]\s*`, 'iu')

/** The sentence without a vocative at its start or end ("love", "mate", "hun"). */
export function withoutVocative(sentence: string): string {
  return sentence.replace(LEADING_VOCATIVE, '').replace(TRAILING_VOCATIVE, '')
}

export function cleanFocus(sentence: string): string {
  return (
    withoutVocative(sentence.trim())
      .replace(OPENERS, '')
      .replace(/\p{Extended_Pictographic}|\uFE0F|\u200D/gu, '')
      .replace(/[\s?!.,]+$/u, '')
      .replace(/(?:\s+(?:tho|though|then|lol|lmao|haha+|x+|btw|tbh|rn|honestly|exactly|anyway))+$/i, '')
      // "does it fold small enough for a Corolla boot do you think": the tag asks nothing more.
      .replace(/,?\s+(?:do|d'?) ?(?:you|u|ya) (?:think|reckon)$|,?\s+(?:you|u) reckon$/i, '')
      .trim()
      .replace(TRAILING_VOCATIVE, '')
  )
}

/** "choose wisely", "no pressure", "just saying": said around the point, never the point. */
const TAG_SENTENCE = /^(?:choose wisely|no pressure|just saying|don'?t judge|be honest|think carefully)\b/i

/** The sentence a reply answers: their last question, else their last sentence that says something. */
export function focusOf(sentences: readonly string[]): string {
  // "@you?", "well??", "thoughts?": a nudge points back at the question before it.
  const meaningful = sentences.filter(
    (s) =>
      !TAG_SENTENCE.test(cleanFocus(s)) &&
      cleanFocus(s)
        .split(/\s+/)
        .filter((w) => /\p{L}/u.test(w)).length > 1,
  )
  const questions = meaningful.filter(isQuestion)
  // "how was the weekend? also are you free sat?": the ask is the later, more concrete question.
  const chosen = cleanFocus(questions.at(-1) ?? meaningful.at(-1) ?? sentences.at(-1) ?? '')
  // "the dog is adorable, what's his name": the ask is the clause after the comma.
  const clauses = chosen.split(/,\s+|:\s+|\s+[—–-]\s+/)
  const last = clauses.at(-1) ?? chosen
  const pick =
    QUESTION_START.test(last) ||
    REQUEST_START.test(last) ||
    /^\S+(?: \S+){0,3} or \S+(?: \S+){0,3}$/.test(last)
  if (clauses.length > 1 && pick) return last
  // "who's driving, I need a lift": the question, without what follows it.
  const first = clauses[0] ?? chosen
  // "can I stay at Tyler's after the game, his mom said it's fine": the ask, without the reason after it.
  const reasonAfter =
    /^(?:his|her|their|my|our|he|she|they|I|we|it)\b/i.test(last) && QUESTION_START.test(first)
  return clauses.length > 1 &&
    ((/^(?:who|what|when|where|which)\b/i.test(first) && !/\?$/.test(first)) || reasonAfter)
    ? first
    : chosen
}

export const REQUEST_START =
  /^(?:please |pls |can you |could you )?(?:start|eat|go ahead|send|bring|pick|grab|call|text|remind|let me know|tell|check|book|buy|get|order|choose|decide|come|meet|save|sign|fill|email|forward|share|review|look)\b/i

/** "Sarah: ok who's in?" in a group chat: the speaker's label is not part of what they said. */
const SPEAKER = /^\s*\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?:\s+/u
/** "is anyone doing it" asked of the writer is "are you doing it". */
const ANYONE_TO_YOU: Record<string, string> = { is: 'are', has: 'have', does: 'do' }
/** Asked of the whole group, a question is asked of the writer too. */
const TO_ANYONE =
  /\b(can|could|would|will|does|do|has|have|is|did)\s+(?:anyone|anybody|someone|somebody|one of you|any of you|either of you|you guys|you all|y'all|everyone|everybody|all of you)\b(?! else)/gi

const YOU_ARE_UR =
  /\bur\s+(?=(?:in|out|coming|going|gonna|free|down|up|welcome|right|not|so|too|still|always|never|being|late|early|ok|okay|sure|the best|such|a|an|literally|actually|really|invited|joking|kidding|mad|annoyed|amazing|hilarious|lucky|crazy)\b)/gi

/** "Good evening my son.", "Hello darling it's Nan.", "Love Nan xx": the frame of a message, nothing to answer. */
const GREETING =
  /^(?:(?:good )?(?:morning|afternoon|evening|day)|hi|hello|hey|hiya|dear|greetings|namaste|olá|ola|g'day)(?:\s+(?:my|dear|there|all|everyone|team|guys|\p{L}+)){0,2}(?:[,.!]*\s*(?:it'?s|it is|this is) \p{Lu}[\p{L}'’-]*(?: \([^)]*\))?)?[\s.!,]*$/iu
const SIGN_OFF =
  /^(?:love|lots of love|much love|cheers|best|regards|kind regards|many thanks|thanks)(?:,)?\s+\p{Lu}[\p{L}'’-]*(?:\s+x+)?[\s.!]*$/iu

export function withoutSalutations(sentences: readonly string[]): string[] {
  const kept = sentences.filter((sentence) => !GREETING.test(sentence) && !SIGN_OFF.test(sentence))
  return kept.length > 0 ? kept : [...sentences]
}

/** "Grandad wants to know if you're still coming", "let me know if you can still present": the question inside. */
const INDIRECT_QUESTION =
  /(?:(?:(?<=^|[.!?]\s+)[^.!?\n]{0,40}?\s)?\b(?:wants|want|wanted|would like|is asking|was asking|asked|is wondering|was wondering|were wondering|we're wondering|i'm wondering|are wondering)\s+(?:to know\s+)?|(?:can|could) (?:you|u) (?:let me know|lmk|tell me|confirm)\s+|(?:please\s+)?confirm\s+)(?:if|whether)\s+(?:you|u)(?:(?<are>'re|’re| are)|\s+(?<aux>can|could|will|would|'d like|’d like)|\s+(?<verb>(?!have\b|had\b|need\b)\p{Ll}+))\b/giu

function directQuestion(...args: unknown[]): string {
  const groups = args.at(-1) as { are?: string; aux?: string; verb?: string }
  if (groups.are) return 'are you'
  if (groups.aux) return /like$/.test(groups.aux) ? 'would you like' : `${groups.aux} you`
  return `do you ${groups.verb}`
}

export function prepared(message: string): string {
  const lines = message
    .split(/\n+/)
    .map((line) =>
      line
        .replace(SPEAKER, '')
        .replace(/(?:^|\s)@\p{L}+\b/gu, ' ')
        .trim(),
    )
    // "$75" on a line of its own is part of the message.
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
  const joined = lines
    .map((line) => (/[.!?]$/.test(line) ? line : `${line}.`))
    .join(' ')
    .replace(
      /(?<=[\p{L}\s])\s*(?:\p{Extended_Pictographic}(?:\uFE0F|\u200D|\p{Extended_Pictographic})*\s*)+(?=\p{L})/gu,
      '. ',
    )
  // "ur in too right?": before a state or a place, "ur" is "you're", not "your".
  const youAre = joined.replace(YOU_ARE_UR, "you're ")
  return (
    normalizeRequest(youAre)
      .replace(TO_ANYONE, (_, verb: string) => `${ANYONE_TO_YOU[verb.toLowerCase()] ?? verb} you`)
      // "everyone ok with that??": asked of the writer too.
      .replace(
        /(?<=^|[.!?]\s+)(?:is )?(?:everyone|everybody|you all|u all|y'all|all)\s+(?=(?:ok|okay|happy|good|fine|alright|cool)\b)/gi,
        'are you ',
      )
      .replace(/^(?:anyone|anybody)\s+/i, 'are you ')
      .replace(/\b(what|where|when|who|how|that|it|there)['’]s\b/gi, '$1 is')
      .replace(/\b(?:any chance|is there any chance)\s+you\s+(could|can)\b/gi, 'could you')
      .replace(/\b(?:any chance|is there any chance)\s+I\s+(could|can)\b/gi, 'could I')
      .replace(INDIRECT_QUESTION, directQuestion)
      .replace(
        /\bwould you mind (\p{L}+ing)\b/giu,
        (_, verb: string) => `could you ${verbPhraseToBase(verb)}`,
      )
      .replace(/\b(?:are you able to|would you be able to|would you mind)\b/gi, 'could you')
      .replace(/\bplease you can\b/gi, 'can you please')
      .replace(/(?<=\b(?:and|or)\s)like\s+/gi, '')
      .replace(/\.\s*\./g, '.')
  )
}
