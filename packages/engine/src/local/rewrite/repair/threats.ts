import nlp from 'compromise'
import { baseForm } from '../../generate/request/verb-forms'
import { clauseDeletion, type Edit, type Stretch, sentenceAround, spanDeletion } from './stretches'

/**
 * Ultimatums become the request inside them: "If you don't call me back in the next hour I'm
 * driving over there" → "Please call me back in the next hour". A consequence that is a fair
 * business step (cancelling an order, walking away from a deal) is kept as a plain fact —
 * "Otherwise, we will have to cancel the entire order" — and any threat is dropped.
 */

const CONSEQUENCE_START = String.raw`(?:then\s+)?(?:i['’]ll|i will|i['’]m going to|i am going to|i['’]m|i am|we['’]ll|we will|we['’]re going to|we are going to|we['’]re|we are|don['’]t bother|you can forget|you['’]ll regret|it['’]s over)\b`

const CONDITION = new RegExp(
  String.raw`^if\s+(you|this|it|(?:(?:the|your|our|my) )?[\p{L}\d'’-]+(?: [\p{L}\d'’-]+)?)(?:\s+|(?=['’]s not\b))(don['’]t|do not|won['’]t|will not|can['’]t|cannot|refuse to|keep|ever|isn['’]t|is not|['’]s not|aren['’]t|are not|doesn['’]t|does not|is still not|are still not|still (?:isn['’]t|aren['’]t|hasn['’]t|haven['’]t))\s+(.+?)(?:,\s*|\s+)(${CONSEQUENCE_START}.*)$`,
  'iu',
)
const AGAIN = new RegExp(
  String.raw`^if you ((?:[\p{L}'’]+ ){1,4}?)(?:one more time|again)\b,?\s*(${CONSEQUENCE_START}.*)$`,
  'iu',
)

/** A step a business may fairly take, stated as a fact; anything else after "I'll / we'll" is a threat. */
const FAIR_CONSEQUENCE =
  /^(?:go (?:straight )?to (?:hr|human resources|(?:my|your|our|the) (?:manager|boss|supervisor|landlord))\b|cancel\w*|terminat\w*|withhold\w*|end (?:the|our|this) (?:contract|agreement|order|deal|lease|subscription)|find (?:someone|somebody|another|a different)|look elsewhere|go elsewhere|take (?:our|my) business elsewhere|move to another|switch (?:to|provider|suppliers?)|walk away|pass on|not renew|refer (?:it|this|the \w+) to|escalate|charge (?:a |the )?late fee)/i

const SUBJECT_AND_AUXILIARY =
  /^(?:then\s+)?(i|we)(?:['’]ll| will| are going to|['’]re going to| am going to|['’]m going to|['’]m|['’]re| am| are| have to| need to)?\s+(?:have to |need to |be forced to )?/i

/** "we will cancel the entire order and make sure…" → "Otherwise, we will have to cancel the entire order". */
function fairConsequence(consequence: string): string | null {
  const subject = SUBJECT_AND_AUXILIARY.exec(consequence)
  if (!subject?.[1]) return null
  const action =
    consequence
      .slice(subject[0].length)
      .split(/\s*,\s*|\s+and\s+/)[0]
      ?.trim() ?? ''
  const [verb = '', ...rest] = action.split(/\s+/)
  // "going straight to HR" is a fair step; "straight" is the heat in it.
  const base = [baseForm(verb), ...rest].join(' ').replace(/^go straight to\b/i, 'go to')
  if (!FAIR_CONSEQUENCE.test(base)) return null
  return `Otherwise, ${subject[1].toLowerCase() === 'i' ? 'I' : 'we'} will have to ${base}`
}

function thirdPerson(verbPhrase: string): string {
  const [first = '', ...rest] = verbPhrase.split(' ')
  const present = (nlp(`it ${first}`).verbs().toPresentTense().text() as string).replace(/^it\s+/, '')
  return [present || first, ...rest].join(' ')
}

/** "if you post that video, I swear I'll make your life hell": what they must not do, then the threat. */
const IF_YOU_DO = new RegExp(
  String.raw`^if you (?!(?:don['’]t|do not|won['’]t|will not|can['’]t|cannot|refuse to|keep|ever)\b)(.+?)(?:,\s*|\s+)(?:i swear(?: to god)?,?\s+|i promise(?: you)?,?\s+)?${CONSEQUENCE_START}`,
  'iu',
)

const PLURAL_SUBJECT = /^(?:(?:the|your|our|my) )?[\p{L}'’-]+s$/iu

/** The request an "if …, I'll …" threat contains, or null when it cannot be read. */
function requestFromCondition(condition: string): string | null {
  const again = AGAIN.exec(condition)
  if (again?.[1]) return `please don't ${again[1].trim()} again`
  const ifYouDo = IF_YOU_DO.exec(condition)
  if (ifYouDo?.[1]) return `please don't ${ifYouDo[1].trim()}`
  const match = CONDITION.exec(condition)
  if (!match) return null
  const [, subject = '', negation = '', rest = '', consequence = ''] = match
  const negated = negation.toLowerCase().replace(/’/g, "'")
  let request: string
  if (subject.toLowerCase() === 'you') {
    if (negated === 'keep') request = `please stop ${rest}`
    else if (negated === 'ever') request = `please don't ${rest.replace(/\s+again$/i, '')} again`
    // "Could you call me back in the next hour?": asked, not chased.
    else request = `could you ${rest}?`
  } else {
    const plural = PLURAL_SUBJECT.test(subject) && !/^(?:this|it)$/i.test(subject)
    const subjectText = /^(?:this|it)$/i.test(subject) ? subject.toLowerCase() : subject
    if (/^(?:isn't|is not|'s not|is still not|still isn't)$/.test(negated))
      request = `please make sure ${subjectText} is ${rest}`
    else if (/^(?:aren't|are not|are still not|still aren't)$/.test(negated))
      request = `please make sure ${subjectText} are ${rest}`
    else if (/^(?:still hasn't|still haven't)$/.test(negated))
      request = `please make sure ${subjectText} ${plural ? 'have' : 'has'} ${rest}`
    else request = `please make sure ${subjectText} ${plural ? rest : thirdPerson(rest)}`
  }
  const fair = fairConsequence(consequence)
  if (!fair) return request
  return `${request.endsWith('?') ? request : `${request}.`} ${fair}`
}

/**
 * The edit for a threat flag that is an "if you …, I'll …" (a rule's or the learned reader's):
 * what the reader is asked to do or not do stays, the threat goes — "If you post that video I'll
 * make your life hell." → "please don't post that video." Null for any other threat.
 */
export function repairConditionalThreat(text: string, span: Stretch): Edit | null {
  const flagged = text.slice(span.start, span.end)
  if (!/^if\b/i.test(flagged)) return null
  const request = requestFromCondition(flagged.replace(/[.!?…]+\s*$/, ''))
  if (!request) return null
  const closing = /[.!?…]+\s*$/.exec(flagged)?.[0] ?? ''
  return { ...span, text: request.endsWith('?') ? request : `${request}${closing}` }
}

const OR_CONSEQUENCE = /^or\s+(?:else\b)?\s*/i
/** What a stated ultimatum leaves dangling: "…or don't bother coming. Your choice." */
const DANGLING = /^\s*(?:(?:it['’]s )?your (?:choice|call)|up to you|simple as that|end of story)\s*[.!]*/i

/**
 * The edit for an ultimatum flag: its request kept as a request, its threat removed. Returns
 * the edits to make (the ultimatum itself and any "Your choice." after it).
 */
export function repairUltimatum(text: string, span: Stretch): Edit[] {
  const flagged = text.slice(span.start, span.end)
  const edits: Edit[] = []
  const sentence = sentenceAround(text, span.start)
  const next = text.slice(sentence.end).match(/^\s*/)?.[0].length ?? 0
  const dangling = DANGLING.exec(text.slice(sentence.end + next))
  if (dangling) edits.push({ start: sentence.end, end: sentence.end + next + dangling[0].length, text: '' })
  if (/^if\b/i.test(flagged)) {
    const request = requestFromCondition(flagged)
    edits.push(request ? { ...span, text: request } : clauseDeletion(text, span))
    return edits
  }
  if (OR_CONSEQUENCE.test(flagged)) {
    const fair = fairConsequence(flagged.replace(OR_CONSEQUENCE, ''))
    const before = text.slice(sentence.start, span.start)
    // "Either you send it…" → "Please send it…"; "Priya, either the invoices are…" → "Priya, please
    // make sure the invoices are…".
    const either = /^(\p{Lu}\p{Ll}+,\s*)?(either\s+)(you\s+)?/iu.exec(before)
    if (either) {
      const at = sentence.start + (either[1]?.length ?? 0)
      const words = (either[2]?.length ?? 0) + (either[3]?.length ?? 0)
      edits.push({ start: at, end: at + words, text: either[3] ? 'please ' : 'please make sure ' })
    }
    const cut = /[\s,]*$/.exec(text.slice(0, span.start))?.[0].length ?? 0
    edits.push({ start: span.start - cut, end: span.end, text: fair ? `. ${fair}` : '' })
    return edits
  }
  // "Our final offer is $35k" → "Our offer is $35k": the number stays, the door stays open.
  const finalOffer = /^((?:this is )?(?:our|my) )final offer$/i.exec(flagged)
  if (finalOffer) {
    edits.push({ ...span, text: `${finalOffer[1] ?? ''}offer` })
    return edits
  }
  edits.push(spanDeletion(text, span))
  return edits
}
