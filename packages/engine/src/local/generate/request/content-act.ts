import { expandContractions } from '../../text/contractions'
import type { Act, Part } from './reading'

/**
 * When the instruction only says "tell" or "let … know", the content says what the message
 * does: "I can't make it Saturday" declines, "I got into Oxford" shares news, "to stop …" or "I
 * won't be answering after 7" sets a boundary. Patterns are written against the content with its
 * contractions spelled out ("I am", "cannot"), checked in this order; anything else informs.
 */
const STATEMENT_ACTS: [RegExp, Act][] = [
  [/^(?:i am (?:so |really |very )?sorry|sorry|i apologi[sz]e|my apologies)\b/i, 'apologise'],
  [/^(?:thanks|thank you|i appreciate|i am (?:so )?grateful)\b/i, 'thank'],
  [
    /^(?:happy|merry|good luck|best of luck|get well|safe travels|have a (?:great|good|safe|fun|nice|lovely)|all the best|enjoy)\b/i,
    'wish',
  ],
  [/^(?:congrats|congratulations|well done)\b/i, 'congratulate'],
  [
    /^(?:guess what[,!.]* )?(?:i|we|me and \w+|\w+ and i)(?: both| all)?(?: am| are| have)?(?: just| finally| officially| now)? (?:opened|stepping down|going part[- ]time|going freelance|going back to (?:work|uni|school)|got (?:into|in|engaged|married|the job|a job|a new job|promoted|accepted|my|our|a)|been (?:picked|selected|chosen|accepted|offered|promoted|shortlisted|made)|had (?:a|our) (?:baby|little)|gotten|passed|graduated|finished|won|bought|(?<!(?:am|are) )closed|launched|adopted|quit|quitting|engaged|pregnant|expecting|having a baby|moving|retiring|started|starting my own|going on (?:parental|maternity|paternity)|hit|made it|landed|signed|sold|get the job|get a (?:new )?job|(?:running|doing) (?:the|a|my first)\b(?! late)|breaking up|getting (?:married|engaged|divorced|a dog|a puppy)|having a (?:baby|boy|girl))\b/i,
    'share_news',
  ],
  [
    /^(?:i|we|me and \w+|\w+ and i) (?:just )?(?:failed|lost my job|got (?:fired|laid off|rejected|dumped)|did not get|have to move out|crashed|broke up)\b/i,
    'share_news',
  ],
  [
    /\b(?:keeps?|kept) (?:on )?\w+ing\b|\b(?:i|we) (?:cannot|can not) (?:keep|be your|continue|do this any ?more|carry on)|\b(?:i|we) (?:will not|am not going to|are not going to) (?:be )?(?:answering|replying|responding|checking|available|picking up|lending|covering|doing|reply|answer|respond|lend|cover|tolerate|accept)|\b(?:i|we) (?:am|are) not (?:okay|ok|comfortable|lending|going to keep|doing (?:this|that|it)|happy with)\b|\bi need (?:some )?space\b|\bi need you to stop\b|\bi am muting\b|\b(?:i|we) do not want (?:you|him|her|them) (?:to\b|\w+ing\b)|(?:^|\bthat )(?:you|he|she|they) (?:cannot|can not|need to stop|have to stop|must stop|should not) |\bhas to stop\b|\bnot (?:okay|ok|acceptable) (?:to|for you)\b|\bwithout (?:asking|calling|checking|permission)\b|\bone more time\b|^no more\b|\bi mean it\b|^no [\w-]+ (?:at|in|during|after|before|on|around)\b|\b(?:i|we) (?:do not|never) (?:answer|reply to|respond to|take|check|read|do) (?:\w+ )?(?:\w+ )?(?:after|before|on weekends|at night)\b/i,
    'boundary',
  ],
  [
    /^(?:no,? )?(?:i|we) (?:cannot|will not be able to|am not able to|are not able to|am unable to|will not (?:be )?(?:make|making|come|coming|go|going|join|joining|attend|attending)|have to pass|will have to pass|need to pass|will pass|have to (?:skip|miss|bail|cancel)|am going to have to (?:pass|skip|miss|cancel)|am not (?:going to|gonna) (?:make|come|go|be able))\b|^(?:no,? )?(?:cannot|will not be able to|not able to|unable to) (?:make|come|join|go|attend|do|host|help|take|be)\b|^(?:i am|i'm|we are) not interested\b|^(?:i|we) (?:want|need|have) to skip\b|^no to\b|^(?:i|we) (?:am|are) not (?:doing|coming|joining|attending|making)\b|\bsit (?:this|that|it|the \w+|this \w+) out\b|\b(?:i|we) would (?:prefer|rather) not\b|\b(?:going|gone|went) with (?:another|a different|someone else)\b/i,
    'decline',
  ],
  [/\b(?:is|are) (?:due|overdue)\b|^do not forget\b|^remember (?:to|that)\b/i, 'remind'],
  [
    /^(?:i|we) (?:still )?(?:have not|never) (?:heard|received|gotten|got)\b|\bstill waiting\b|\bstill (?:has|have) not\b/i,
    'follow_up',
  ],
  [
    /\b(?:i will|we will|i can|we can)\b.*\bif (?:you|u|we)\b|\bget (?:them|him|her|it|you) down to\b|\bsplit (?:\S+ ){0,6}?(?:50\/50|evenly|equally|in half|three ways|by room)|\bpay (?:\S+ ){0,5}?in (?:monthly |weekly )?instal+ments\b|\bif (?:you|u)\b.*\b(?:i will|we will|i can)\b|\b(?:i|we) can (?:pay|do|offer|go to|go up to|go as high as|meet you at)\b.*\d|\b(?:i|we) (?:will|would) (?:do|pay|take|offer|give you) [$£€]?\d|[$£€]\d[^.]*\s(?:not|instead of|rather than)\s+[$£€]?\d|\bmeet (?:at|in the middle|halfway)\b|\b(?:would|could|can|will) (?:you|they) do [$£€]?\d|\b(?:can|could|would|will) (?:you|we|i|they)\b[^.?]*\d+ ?% off\b|\d+ ?% off\b[^.]*\?/i,
    'negotiate',
  ],
]

const expanded = (text: string) => expandContractions(text).text

export function actOfContent(parts: readonly Part[]): Act {
  const first = parts.find((part) => part.kind !== 'reason')
  if (!first) return 'inform'
  if (first.kind === 'action') {
    // "don't come next week" is a one-off request; "don't come in without knocking" a rule.
    const oneOff =
      /^(?:not|don't|do not)\b/i.test(first.text) &&
      /\b(?:today|tonight|tomorrow|this (?:week|weekend|morning|afternoon|evening|time)|next (?:week|time|\w+day)|on (?:\w+day|the \d+\w*))\b/i.test(
        first.text,
      )
    if (!oneOff && /^(?:stop|quit|not|never|only|back off|leave me|respect|don't|do not)\b/i.test(first.text))
      return 'boundary'
    return /^(?:come|join)\b/i.test(first.text) ? 'invite' : 'request'
  }
  if (first.kind === 'permission') return 'request'
  if (first.kind === 'question') {
    // "can you cover my shift", "can I take Friday off": asking for something, not about it.
    return /^(?:can|could|would|will|may) (?:you|someone|somebody|anyone|anybody|I)\b/i.test(
      first.direct ?? '',
    )
      ? 'request'
      : 'ask'
  }
  const text = expanded(first.text)
  for (const [pattern, act] of STATEMENT_ACTS) if (pattern.test(text)) return act
  return 'inform'
}

/** Repeated behaviour in the background ("he keeps borrowing my car") turns a request into a boundary. */
export function describesHabit(parts: readonly Part[]): boolean {
  return parts.some(
    (part) =>
      'text' in part &&
      /\b(?:keeps?|kept) (?:on )?\w+ing\b|\b(?:every|each) (?:time|night|day|weekend)\b|\balways\b/i.test(
        part.text,
      ),
  )
}

/** A position to bargain against in the background ("he offered 220", "they want £45/month"). */
export function namesAPosition(parts: readonly Part[]): boolean {
  return parts.some(
    (part) =>
      'text' in part &&
      /\b(?:want(?:s|ed)?|offer(?:s|ed)?|charg(?:e|es|ed|ing)|asking|listed|going up|raise[sd]?|increas\w*|price|rate|rent)\b/i.test(
        part.text,
      ),
  )
}

/** Losses, illness, break-ups, complaints and boundaries: no jokes, emoji or breezy closers. */
const SERIOUS =
  /\b(?:died|dies|dead|death|passed away|passing|put down|funeral|condolence|cancer|diagnos\w*|hospital|surgery|sick|ill|illness|miscarriage|lost (?:his|her|their|your|my|a|the) (?:dad|mum|mom|mother|father|husband|wife|son|daughter|baby|brother|sister|job|dog|cat|grandma|grandpa|friend)|laid off|layoff|redundan\w*|fired|let go|broke up|break up|breakup|divorce|split up|rejected|failed|burgl\w*|robbed|flood\w*|accident|injur\w*|grief|grieving|leak\w*|mould|mold|broken|overdue|refund|complain\w*|noise|harass\w*|stop|boundar\w*|not okay|not comfortable|unacceptable)\b/i

export function isSerious(act: Act, text: string): boolean {
  return act === 'console' || act === 'boundary' || SERIOUS.test(text)
}
