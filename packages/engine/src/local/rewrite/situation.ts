import type { Analysis, UseCase } from '@tipsy/contracts'

/**
 * What a message is about, as far as a rewrite needs to know: the empathetic style acknowledges
 * it, the friendly style decides from it whether emoji and exclamation marks fit.
 */
export type Situation =
  /** The reader lost someone, is ill, was laid off…: the writer comforts them. */
  | 'condolence'
  /** The writer owns a mistake. `personal` says whether feelings were hurt or only plans. */
  | 'apology'
  /** The writer is unhappy with the reader or with what the reader did. */
  | 'complaint'
  | 'celebration'
  /** The writer is late, moves or cancels something. */
  | 'change_of_plans'
  /** A price, a salary, terms: the writer asks for a better deal or makes an offer. */
  | 'offer'
  /** The writer asks the reader to do something for them. */
  | 'request'
  | 'thanks'
  | 'question'
  | 'news'

const CONDOLENCE =
  /\b(?:passed away|(?<!\b(?:nearly|almost|basically|literally|practically|i|we|i just|i literally|i nearly|i almost) )died(?! (?:laughing|of (?:laughter|embarrassment|boredom|cringe)))|funeral|memorial(?! day)|condolences?|so sorry (?:to hear|for your loss|about your (?:dad|mum|mom|father|mother|grandma|grandpa|nan|loss|brother|sister|husband|wife|dog|cat|job))|your (?:dad|mum|mom|father|mother|grandma|grandpa|brother|sister|husband|wife)(?:'s)? (?:passing|diagnosis|surgery)|thinking of you|here for you|you (?:got|were|have been|['’]ve been) laid off|lost your job|diagnos\w*|in (?:the )?hospital)\b/i

/** The writer apologising ("Sorry I…", "I'm so sorry", "my bad"), not "tell her you're sorry". */
const APOLOGY =
  /(?:^|[.!?,]\s*|\b(?:i['’]m|i am|we['’]re|we are|really|so|very|truly)\s+)sorry\b(?! to (?:bother|ask|be a pain)| for (?:bothering|asking|the bother)| if (?:this|that)(?:['’]s| is) a)|\b(?:i|we) (?:apologi[sz]e|owe you an apology|messed up)\b|\b(?:my )?apologies\b|\bmy (?:bad|mistake|fault)\b|\bforgive me\b/i
/** Apologies about feelings rather than logistics ("I snapped at you" vs "the wrong attachment"). */
const PERSONAL_HURT =
  /\b(?:snapped|yelled|shouted|hurt|upset|forgot your|missed your|rude|mean|joke|fight|said (?:about|to)|lied|ignored|let you down|stood you up|embarrass\w*|birthday|recital|promised|broke your|acted|heated)\b/i

const CELEBRATION =
  /\b(?:congrat\w*|happy (?:birthday|bday|anniversary)|happy b-?day|proud of (?:you|u)|well done|got engaged|engaged|got the job|new job|promotion|promoted|graduat\w*|good news|great news|benign|we did it|you did it)\b/i

const CHANGE_OF_PLANS =
  /\b(?:running late|run(?:ning)? \d+ ?(?:min|minutes) late|be late|i'?m late|late to|push (?:our|the|it)|reschedul\w*|move (?:our|the|it) to|moved? to|double[- ]booked|can'?t make it|cannot make it|won'?t make it|can'?t do (?:the|it|this)|have to cancel|need to cancel|postpone\w*|omw|on my way|instead\?)\b/i

const OFFER =
  /(?:[$£€]\s?\d|\b\d[\d,.]*\s?(?:k|bucks|dollars|euros|pounds|per hour|\/hour|\/mo|\/month|%))|\b(?:price|discount|salary|raise|rate|quote|offer|deal|negotiable|budget|commission|deposit|lease|rent|terms|fee)\b/i

const REQUEST =
  /\b(?:can (?:you|u)|could (?:you|u|i)|would (?:you|u)|will (?:you|u)|any chance|would it be possible|is it possible|i need you to|please|do you mind|would you mind|(?:i was|i'm|i am) wondering if|i was hoping|let me know|need (?:help|someone|a hand)|help me|borrow|lend|cover (?:for|the|my))\b/i

const THANKS = /\b(?:thank|thanks|thx|grateful|appreciate)\b/i

/** The reader blamed: "why would you", "you couldn't even", "you've taken credit". */
const BLAME =
  /\b(?:why would you|how could you|i can(?:no|['’])t believe you|you(?:['’]ve| have)? (?:taken|took|lied|ignored|forgot|broke|cancell?ed)|you (?:couldn['’]?t|didn['’]?t|never|won['’]?t|wouldn['’]?t|keep|always)|your (?:fault|mistake)|after everything i did)\b/i

/** Loss, illness, break-ups and trouble: no emoji or exclamation marks added. */
const SERIOUS =
  /\b(?:died|passed away|funeral|condolences?|cancer|diagnos\w*|hospital|surgery|miscarriage|laid off|fired|break up|broke up|breakup|divorce|grief|accident|injur\w*|leak\w*|overdue|refund|complain\w* about|harass\w*|unacceptable|not okay|not ok|disappointed|upset|hurt|what happened|hope (?:everything|all)(?:['’]s| is) (?:ok|okay|alright|fine)|are you (?:ok|okay|alright))\b/i

const COMPLAINT_TONES = new Set(['frustrated', 'aggressive', 'passive-aggressive'])

export interface SituationReading {
  situation: Situation
  /** An apology about hurt feelings rather than logistics. */
  personal: boolean
  /** Sad or serious: no emoji, no exclamation marks or breezy lines added. */
  serious: boolean
  /** Light and positive: exclamation marks and an emoji of its own topic fit. */
  upbeat: boolean
}

/**
 * Flags of how a message asks or is sent, not of a quarrel: a money ask repaired into a plain ask
 * is a request, and "I'd really like us to sort this out." after it reads wrong.
 */
const NOT_A_QUARREL = new Set<string>([
  'money_request',
  'pressure',
  'neediness',
  'apology_overload',
  'oversharing',
  'drunk_text',
  'late_night',
  'too_casual',
  'missing_greeting',
  'all_caps',
])

function mainSituation(message: string, analysis: Analysis, useCase: UseCase): Situation {
  const tone = analysis.scores.tone.value
  const seriousFlags = analysis.red_flags.some((flag) => flag.severity !== 'low')
  const quarrel = analysis.red_flags.some((flag) => flag.severity !== 'low' && !NOT_A_QUARREL.has(flag.type))
  if (useCase === 'apology') return 'apology'
  if (CONDOLENCE.test(message) && !seriousFlags) return 'condolence'
  if (APOLOGY.test(message) && tone === 'apologetic') return 'apology'
  // Running late in traffic reads frustrated, but it is a change of plans, not a complaint; and the
  // tone reader says "frustrated" at an "again" in a happy message, so the sentiment must agree.
  const sentiment = analysis.scores.sentiment.score
  const lateOrMoved = CHANGE_OF_PLANS.test(message) && !BLAME.test(message)
  const unhappy = (COMPLAINT_TONES.has(tone) && sentiment < 0) || sentiment <= -0.6
  if (quarrel || BLAME.test(message) || (unhappy && !lateOrMoved))
    return APOLOGY.test(message) ? 'apology' : 'complaint'
  if (useCase === 'negotiation') return 'offer'
  if (CELEBRATION.test(message)) return 'celebration'
  if (CHANGE_OF_PLANS.test(message)) return 'change_of_plans'
  if (OFFER.test(message) && /\?/.test(message) && REQUEST.test(message)) return 'offer'
  if (REQUEST.test(message)) return 'request'
  if (/\?/.test(message)) return 'question'
  if (THANKS.test(message)) return 'thanks'
  return 'news'
}

const LAUGHING = /[😂🤣😅😆😁😜😝]|\b(?:lol|lmao|haha\w*|hehe\w*)\b/iu

/** Reads what the message is about from its words and the analysis of it. */
export function readSituation(message: string, analysis: Analysis, useCase: UseCase): SituationReading {
  const situation = mainSituation(message, analysis, useCase)
  const tone = analysis.scores.tone.value
  const sentiment = analysis.scores.sentiment.score
  const personal = situation === 'apology' && PERSONAL_HURT.test(message)
  const serious =
    situation === 'condolence' ||
    situation === 'complaint' ||
    personal ||
    // "nearly died on the chains 😂": a laugh says the sad words are a joke.
    (!LAUGHING.test(message) &&
      ((['sad', 'anxious', 'frustrated', 'aggressive', 'passive-aggressive'].includes(tone) &&
        sentiment < 0.3) ||
        sentiment <= -0.5 ||
        SERIOUS.test(message))) ||
    analysis.red_flags.some((flag) => flag.severity !== 'low') ||
    BLAME.test(message)
  const upbeat =
    !serious &&
    (situation === 'celebration' ||
      ['warm', 'enthusiastic', 'playful', 'flirty'].includes(tone) ||
      (sentiment >= 0.3 && situation !== 'apology'))
  return { situation, personal, serious, upbeat }
}
