import { contentWords } from '../text/content-words'
import { splitFrame } from '../text/message-frame'
import { choose } from './choice'
import { mapBody } from './framing'
import type { MessageReading } from './reading'
import { sentencesIn } from './repair/stretches'
import type { RewriteStep } from './rewrite-step'
import type { Situation } from './situation'

/**
 * The empathetic rewrite acknowledges what this message is about, from the reader's side: the
 * weight of a loss, the size of a favour, the hassle of a change of plans. One sentence, placed
 * where it answers what it acknowledges, and only where the message's own words name the thing
 * acknowledged: a situation guessed from the shape of a message (a question, news, a complaint, an
 * apology for nothing in particular) got lines that did not follow ("Thanks in advance for any
 * help." after "why did you stop replying?", "I can only imagine how that felt." after "sorry that
 * came out weird"), so those get none.
 */
type Bank = readonly string[]

const PRACTICAL_APOLOGY: Bank = [
  'Thanks for your patience.',
  'Thanks for bearing with me.',
  'I know that made things harder for you.',
]
const PERSONAL_APOLOGY: Bank = [
  'I know that must have hurt.',
  "I understand if you're still upset.",
  'You deserved better from me.',
]
/** An apology for something done or left undone ("sorry I forgot your birthday"), not "sorry to bother you". */
const APOLOGY_FOR_A_WRONG =
  /\b(?:sorry|apologi[sz]e|apologies)\b[^.!?]{0,60}?\b(?:forgot|forgetting|missed|missing|cancel\w*|bailed|ghosted|stood you up|let you down|yelled|snapped|lied|ignored|said|delay\w*|late|broke|lost|didn['’]t|did not|couldn['’]t)\b/i
const CONDOLENCE: Bank = [
  "I can't imagine how hard this is.",
  'There are no right words for something like this.',
  'Please take all the time you need.',
  "I'm holding you in my thoughts.",
]
const CONGRATULATION: Bank = [
  'You really deserve this.',
  "I'm so happy for you.",
  'This is such wonderful news.',
  "You've worked so hard for this.",
]
const BIRTHDAY: Bank = [
  "I hope it's a wonderful day.",
  'I hope your day is full of good things.',
  'I hope the year ahead is a great one.',
]
const CHANGE_OF_PLANS: Bank = [
  'Sorry for the change of plans.',
  'Thanks for being flexible.',
  'I know changing plans is a hassle.',
  'I appreciate your patience with this.',
]
const RUNNING_LATE: Bank = [
  'Sorry to keep you waiting.',
  'Thanks for your patience.',
  'I know waiting is no fun.',
]
const OFFER: Bank = [
  'I appreciate you considering it.',
  "I know there's a lot to weigh on your side too.",
  'I hope we can find something that works for both of us.',
  'I understand this needs some thought on your end.',
  'Thanks for being open to the conversation.',
]
const SHORT_NOTICE: Bank = [
  'I know this is short notice.',
  'I know this is last minute.',
  'Sorry for the short notice.',
]
const BIG_FAVOUR: Bank = [
  'I know this is a big ask.',
  'I know this is a lot to ask.',
  'I know this is asking a lot.',
  "No worries at all if it doesn't work for you.",
]
/** "What happened to you at the game? Hope everything's ok": worry, not a question to answer. */
const CONCERN: Bank = [
  "I just want to know you're okay.",
  "No need to explain, I just want to make sure you're alright.",
]
const CONCERN_CUE =
  /\b(?:what happened|hope (?:everything|all)(?:['’]s| is) (?:ok|okay|alright|fine)|are you (?:ok|okay|alright)|is everything (?:ok|okay|alright))\b/i
/** "Want me to look over your cover letter?": the writer offering help. */
const OFFER_OF_HELP: Bank = ["Only if it's useful to you.", 'No pressure either way.']
const OFFER_OF_HELP_CUE = /\b(?:want me to|should i|shall i|happy to help|can i help|i can help)\b/i
/** "Are we still on for tacos?": checking plans, not asking a favour. */
const PLAN_CHECK: Bank = ['No worries if plans have changed.', 'Totally fine if something came up.']
const PLAN_CHECK_CUE =
  /\b(?:still (?:on|coming|good|up for|ok|okay)|are (?:you|u) (?:coming|around|free)|you free)\b/i
const WORK_THANKS: Bank = ['We really appreciate it.', "It's a pleasure working with you."]
const THANKS: Bank = [
  'It really meant a lot to me.',
  "I don't take it for granted.",
  'It made a real difference.',
]

const SHORT_NOTICE_CUE =
  /\b(?:last[- ]minute|short notice|(?:by|for|before|until) (?:tonight|today|tomorrow|this (?:evening|afternoon)|end of (?:the )?day|eod))\b/i
const BIG_FAVOUR_CUE =
  /\b(?:crash|stay (?:with|at)|borrow|lend|cover (?:for me|the \w+ shift|my)|help (?:me )?(?:mov|with the move)|favou?r|pick (?:me|her|him|them|us) up|drive me|give me a (?:lift|ride)|look over|proofread|watch (?:my|the)|feed (?:my|the)|stay later)\b/i
const LATE_CUE = /\b(?:running late|late to|late for|omw|on my way|\d+ ?(?:min|mins|minutes) late|be late)\b/i
const BIRTHDAY_CUE = /\b(?:birthday|bday|b-day)\b/i
const CONGRATULATION_CUE = /\b(?:congrat\w*|proud of|well done|you did it|engaged)\b/i

/** Where each situation's acknowledgement sits: after the sentence it answers, or at the start or end. */
const ANCHOR: Partial<Record<Situation, RegExp>> = {
  apology: /\b(?:sorry|apologi[sz]e|apologies|my (?:bad|mistake|fault))\b/i,
  condolence: /\b(?:passed|died|funeral|sorry|loss|your (?:dad|mum|mom|father|mother))\b/i,
  celebration: /\b(?:congrat\w*|happy|proud|engaged|benign|news)\b/i,
  change_of_plans: /\b(?:late|push|reschedul\w*|move|instead|cancel|double|omw)\b/i,
  thanks: /\b(?:thank|thanks|appreciate)\b/i,
  request: /\?|\b(?:please|could you|can you|would you|need you|borrow|help)\b/i,
  offer: /\?|[$£€]\s?\d|\b\d+\s?(?:k|%)\b|\b(?:offer|price|rate|salary)\b/i,
  question: /\?/,
}

const NONE: Bank = []

function bankFor(reading: MessageReading): Bank {
  const { message } = reading
  switch (reading.situation) {
    case 'condolence':
      return CONDOLENCE
    case 'celebration':
      if (CONGRATULATION_CUE.test(message)) return CONGRATULATION
      return BIRTHDAY_CUE.test(message) ? BIRTHDAY : NONE
    case 'change_of_plans':
      return LATE_CUE.test(message) ? RUNNING_LATE : CHANGE_OF_PLANS
    case 'offer':
      return OFFER
    case 'request':
      if (PLAN_CHECK_CUE.test(message) && !BIG_FAVOUR_CUE.test(message)) return PLAN_CHECK
      if (SHORT_NOTICE_CUE.test(message)) return SHORT_NOTICE
      return BIG_FAVOUR_CUE.test(message) ? BIG_FAVOUR : NONE
    case 'question':
      if (CONCERN_CUE.test(message)) return CONCERN
      if (OFFER_OF_HELP_CUE.test(message)) return OFFER_OF_HELP
      return PLAN_CHECK_CUE.test(message) ? PLAN_CHECK : NONE
    case 'thanks':
      return reading.useCase === 'work_email' || reading.useCase === 'negotiation' ? WORK_THANKS : THANKS
    case 'apology':
      if (!APOLOGY_FOR_A_WRONG.test(message)) return NONE
      return reading.personal ? PERSONAL_APOLOGY : PRACTICAL_APOLOGY
    case 'complaint':
    case 'news':
      return NONE
  }
}

/** The acknowledgement inserted after the sentence that `anchor` finds (after the last when none). */
function insertAfter(body: string, line: string, anchor: RegExp | undefined, atStart: boolean): string {
  if (atStart) return `${line} ${body}`
  const sentences = sentencesIn(body)
  const target =
    (anchor && sentences.find((sentence) => anchor.test(body.slice(sentence.start, sentence.end)))) ||
    sentences.at(-1)
  if (!target) return `${body} ${line}`
  const head = body.slice(0, target.end)
  const closed = /[.!?…]$|\p{Extended_Pictographic}\uFE0F?$/u.test(head) ? head : `${head}.`
  return `${closed} ${line}${body.slice(target.end)}`
}

/** A line says nothing new when the message already has all its content words ("last minute"). */
export function alreadySaid(text: string, line: string): boolean {
  const words = new Set(contentWords(text))
  const own = contentWords(line)
  return own.length > 0 && own.every((word) => words.has(word))
}

export const acknowledge: RewriteStep = (text, reading) => {
  const options = bankFor(reading).filter((line) => !alreadySaid(text, line))
  if (options.length === 0 || splitFrame(text).body === '') return { text, change: null }
  const line = choose(reading, 'acknowledgement', options)
  // A complaint is acknowledged once it has been said, at the end; the rest after what they answer.
  const anchor =
    reading.situation === 'news' || reading.situation === 'complaint' ? undefined : ANCHOR[reading.situation]
  const acknowledged = mapBody(text, (body) => insertAfter(body, line, anchor, false))
  return { text: acknowledged, change: `Acknowledged what this is about: '${line}'` }
}
