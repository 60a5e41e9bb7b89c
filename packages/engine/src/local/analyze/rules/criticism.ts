import { FLAWS, NEGATIVE_TRAITS, VIRTUES } from '../../lexicon/character-traits'
import { escapePhrase } from '../../text/phrases'
import { wordValence } from '../sentiment-lexicon'
import { actRule, anyOf, type Match, type Rule, type RuleContext, sentenceAt, YOU_ARE } from './rule'

/**
 * Criticism (Gottman): a complaint about what happened becomes a verdict on who the reader is —
 * "you're so selfish", "you have zero empathy", "you lack basic professionalism", "your arrogance
 * came through". Found by its shape, second person + a word for character, so "the report was
 * late" (a complaint) and "you're tired" (a state) are left alone.
 */

const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escapePhrase)
    .join('|')

/** The reader as the one judged: "you're", "you seem", "you come across as", "you've always been". */
const JUDGED = String.raw`(?:${YOU_ARE}|you(?:['’]ve| have)?\s+(?:always\s+)?been|you\s+(?:seem|sound|look|act|come\s+(?:across|off)\s+as|can\s+be|are\s+being|['’]re\s+being)(?:\s+like)?)`
const DEGREE = String.raw`(?:so|such|really|just|honestly|clearly|kinda|kind\s+of|sort\s+of|a\s+bit|a\s+little|too|very|way\s+too|way|incredibly|completely|totally|genuinely|actually|literally|seriously|always|pretty|quite|the\s+most|a|an|such\s+a|a\s+real|a\s+total|a\s+complete|one\s+of\s+the\s+most|plain|being)`
/** The one free word before the trait may not undo it ("not lazy") or start another clause ("you mean", "team player"). */
const NOT_NEGATION = String.raw`(?!(?:not|never|n['’]t|no|you|i|it|he|she|they|we|team)\b)`
const TRAIT = `(?:${alternatives(NEGATIVE_TRAITS)})(?![a-z-])`

const TRAIT_OF_THE_READER = new RegExp(
  String.raw`\b${JUDGED}\s+(?:${DEGREE}\s+){0,3}(?:${NOT_NEGATION}[a-z-]+\s+)?${TRAIT}(?:\s+(?:person|friend|partner|man|woman|guy|girl|human|colleague|boss|parent))?`,
  'gi',
)

/** "you're so X" where X is a strongly negative word the trait list lacks ("you're so condescending"). */
const DEGREE_AND_WORD = new RegExp(
  String.raw`\b${JUDGED}\s+(?:so|such\s+an?|really|too|way\s+too|incredibly|the\s+most|a\s+(?:real|total|complete)|honestly|clearly|just\s+an?)\s+([a-z-]+)`,
  'gi',
)
/** "you look ridiculous", "you sound stupid": a verdict on how the reader comes across, with no degree word. */
const COMES_ACROSS =
  /\byou\s+(?:look|sound|seem|act)\s+([a-z-]+)(?=\s*(?:[.!?,;]|$)|\s+(?:in\s+that|when|right\s+now|today|tonight)\b)/gi
/** How someone looks when they are unwell: "you look terrible today, go home" is concern. */
const UNWELL = new Set(['terrible', 'awful', 'rough', 'pale', 'shattered', 'knackered', 'drained', 'rubbish'])

/** Negative words that say how someone feels, not what they are: "you're so tired" is care, not criticism. */
const STATES = new Set([
  'tired',
  'sick',
  'ill',
  'sad',
  'hurt',
  'scared',
  'afraid',
  'worried',
  'upset',
  'stressed',
  'sorry',
  'lonely',
  'alone',
  'bored',
  'exhausted',
  'nervous',
  'anxious',
  'depressed',
  'broke',
  'busy',
  'late',
  'lost',
  'wrong',
  'unlucky',
  'unwell',
  'injured',
  'cold',
  'hungry',
  'overwhelmed',
  'disappointed',
  'miserable',
  'frustrated',
  'mad',
  'angry',
  'annoyed',
  'confused',
  'funny',
  'bad',
  'dead',
  'killing',
  'crying',
  'fucking',
])

const LACKS = anyOf([
  String.raw`${YOU_ARE}\s+the\s+least\s+(?:reliable|trustworthy|considerate|caring|supportive|generous|organised|organized|patient|honest|mature|responsible)\s+(?:person|friend|partner|colleague|man|woman|human)\b[^.!?\n]*`,
  String.raw`you\s+(?:really\s+|clearly\s+|just\s+|completely\s+|totally\s+)?lack\s+(?:any\s+|basic\s+|the\s+)?[a-z-]+(?:\s+[a-z-]+)?`,
  String.raw`you\s+(?:have|['’]ve\s+got|got|show)\s+(?:zero|no|not\s+an\s+ounce\s+of|not\s+a\s+shred\s+of|absolutely\s+no)\s+(?:${alternatives(VIRTUES)})`,
  String.raw`you(?:['’]ve)?\s+got\s+(?:a|an|such\s+a|this|that|a\s+real)\s+(?:${alternatives(FLAWS)})(?![a-z-])`,
  String.raw`(?:your|ur)\s+(?:${alternatives(FLAWS)})\s+(?:is|was|came|comes|problem|has|needs|makes|keeps|gets|cost|costs|ruins|ruined)\b[^.!?\n]*`,
  String.raw`${YOU_ARE}\s+(?:just\s+|simply\s+)?not\s+(?:a\s+|an\s+)?(?:very\s+)?(?:reliable|good|nice|kind|decent|trustworthy|responsible|team\s+player|grown-up|adult|caring|considerate|supportive|loving|thoughtful|generous|honest|mature)(?:\s+(?:person|friend|partner|colleague|parent|player))?`,
  String.raw`${YOU_ARE}\s+(?:just\s+)?not\s+cut\s+out\s+for`,
  String.raw`(?:it['’]s|that['’]s|this\s+is)\s+a\s+character\s+(?:issue|flaw|problem|thing)`,
  String.raw`what['’]s\s+wrong\s+with\s+you`,
  // "since you clearly can't handle it", "your agents are either incompetent or lying".
  String.raw`you\s+(?:clearly|obviously|evidently)\s+(?:can['’]t|cannot|couldn['’]t)\s+(?:handle|manage|cope\s+with|be\s+trusted\s+with)\b[^.!?\n,]*`,
  String.raw`(?:either\s+)?incompetent\s+or\s+(?:lying|lazy|dishonest|both)\b(?:,\s*take\s+your\s+pick)?[^.!?\n,]*`,
  String.raw`why\s+are\s+you\s+(?:always\s+)?like\s+this`,
  String.raw`(?:someone|somebody|a\s+person)\s+who\s+only\s+cares\s+about\s+(?:him|her|them|your)sel(?:f|ves)`,
  String.raw`you\s+only\s+(?:ever\s+)?(?:care|think)\s+about\s+yourself`,
  String.raw`${YOU_ARE}\s+(?:a|an|the)\s+(?:terrible|awful|horrible|bad|lousy|rubbish|crap|shit|poor|pathetic|useless|worse|worst)\s+[a-z-]+`,
])

/** "I don't think you're lazy", "not saying you're selfish": the verdict is denied. */
const DENIED =
  /\b(?:don['’]t|do\s+not|didn['’]t|never|not)\s+(?:think|say|said|saying|mean|meant|believe|call(?:ed|ing)?)\b[^.!?\n]*$/i
const isDenied = (match: Match, context: RuleContext) => {
  const sentence = sentenceAt(context, match.start)
  return DENIED.test(context.text.slice(sentence.start, match.start))
}

const isPraiseOrState = (match: Match) => {
  const word = match.groups[0]?.toLowerCase()
  if (!word) return false
  return STATES.has(word) || (wordValence(word) ?? 0) > -2
}

const act = {
  type: 'criticism' as const,
  severity: { default: 'medium' as const },
  harm: 'judges the person instead of the behaviour; the reader hears “you are bad”, defends themselves and the actual problem gets lost',
  suggestion:
    'Name the one thing that happened and how it affected you: “When you went back to your phone while she was crying, I felt let down.”',
}

const traitRule = actRule({ ...act, patterns: [TRAIT_OF_THE_READER, LACKS], isLookAlike: isDenied })
const negativeWordRule = actRule({
  ...act,
  patterns: [DEGREE_AND_WORD, COMES_ACROSS],
  isLookAlike: (match, context) =>
    isPraiseOrState(match) || UNWELL.has(match.groups[0]?.toLowerCase() ?? '') || isDenied(match, context),
})

export const criticism: Rule = (context) => [...traitRule(context), ...negativeWordRule(context)]
