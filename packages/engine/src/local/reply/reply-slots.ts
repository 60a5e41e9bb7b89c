import { scoreSentiment } from '../analyze/sentiment'
import { pastOf, verbPhraseToGerund } from '../generate/request/verb-forms'
import { escapeRegExp } from '../text/escape-regexp'
import { REQUEST_START } from './message-text'
import { GOOD_TIME, movedIn, type TheirMessage } from './their-message'
import type { ThreadContext } from './thread-context'
import { objectIn } from './topics'
import { turnAround } from './turn-around'
import { namesClock, onWhen } from './when'

/** The words a way can place, all from the writer's side. */
export type Slots = Partial<Record<string, string>>

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const sentenceCount = (text: string) => text.split(/[.!?]+\s+(?=\S)/).length

/** "can't do the school run tomorrow. could you take them instead?": the ask points back at the sentence before it. */
function whenJustBefore(text: string, focus: string, when: string): boolean {
  if (!/\b(?:instead|then|that day|that time|for it|for that)\b/i.test(focus)) return false
  const sentences = text.split(/(?<=[.!?])\s+/)
  const index = sentences.findIndex((sentence) => sentence.toLowerCase().includes(focus.toLowerCase()))
  return index > 0 && (sentences[index - 1] ?? '').toLowerCase().includes(when.toLowerCase())
}

/** "drinks" + "saturday" → "drinks on saturday". */
function planOf(what: string | undefined, when: string | undefined): string | undefined {
  if (what && when) return `${what} ${onWhen(when)}`
  return what ?? when
}

/** "dinner to 8" → moved: "dinner", to: "8". */
function readMove(focus: string): { moved?: string; to?: string } {
  const match =
    /\b(?:push|move|change|switch|reschedule|postpone|do)\s+(.+?)\s+(?:to|till|until)\s+(.+)$/i.exec(focus)
  if (!match) return {}
  return { moved: (match[1] ?? '').replace(/^(?:it|this|that)$/i, '').trim() || undefined, to: match[2] } as {
    moved?: string
    to?: string
  }
}

/** "drinks" take "sound", "dinner at Mario's" takes "sounds". */
function singularish(what: string): 'is' | 'are' {
  return /(?:^|\s)\S+s$/.test(what.split(/\s+(?:at|in|on|with)\s+/)[0] ?? '') && !/ss$/.test(what)
    ? 'are'
    : 'is'
}

const ARTICLE_TURNED: Record<string, string> = {
  the: 'the',
  our: 'our',
  my: 'your',
  your: 'my',
  his: 'his',
  her: 'her',
  their: 'their',
  // "a meeting with Diane" is "the meeting" when a reply refers back to it (a topic, not a plan).
  a: 'the',
  an: 'the',
}

/**
 * "works for client workshop": a noun phrase taken out of their message keeps the article it had
 * there ("the client workshop"), said from the writer's side ("my talk" → "your talk").
 */
export function withArticle(phrase: string | undefined, text: string, referring = false): string | undefined {
  if (!phrase || /^(?:the|a|an|my|your|our|his|her|their|this|that|these|those|some|any)\s/i.test(phrase))
    return phrase
  if (!/^\p{L}/u.test(phrase) || /^\p{Lu}/u.test(phrase)) return phrase
  const escaped = escapeRegExp(phrase)
  const article = new RegExp(
    `(?<![\\p{L}'’])(the|our|my|your|his|her|their|a|an)\\s+${escaped}(?![\\p{L}])`,
    'iu',
  ).exec(text)?.[1]
  if (article && /^an?$/i.test(article) && !referring) return phrase
  return article ? `${ARTICLE_TURNED[article.toLowerCase()] ?? article.toLowerCase()} ${phrase}` : phrase
}

/** A clock time anywhere in the text ("from 6", "at 7:30", "8pm"): the time is already given. */
const CLOCK_IN_TEXT =
  /\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\b(?:at|from|around|for|by)\s+\d{1,2}(?:[:.]\d{2})?(?!\s*(?:mins?|minutes|hours?|hrs?|people|of us|each|quid|pounds|%|th|st|nd|rd))\b|\b\d{1,2}[:.]\d{2}\b/i
/** A place already named ("at the Fox", "at Dishoom", "at mine", "in our garden", "come over"). */
const PLACE_IN_TEXT =
  /\b(?:at|in)\s+(?:the\s+)?\p{Lu}[\p{L}'’&]+|\baddress is\b|\b(?:by|near|next to|outside|opposite) the \p{Ll}+\b(?<!\bthe (?:end|start|time|weekend|way))/u
/** Their own place: a guest there offers to bring something. */
const HOME_IN_TEXT =
  /\b(?:at|in)\s+(?:mine|ours|my (?:place|house|flat|garden)|our (?:place|house|flat|garden))\b|\bcome (?:over|round|around)\b/i

/** "text me after", "eat without me", "pick something": a small ask that needs no checking first. */
const TRIVIAL =
  /^(?:text|call|ring|message|ping|phone|facetime|let|tell|send (?:you )?(?:a |some )?(?:pic|photo|text|message|selfie)|pick(?! up)|check|fill|look|have a look|choose|decide|order|grab|save|venmo|pay|eat|start|go ahead|wait|remind|say hi)\b/i

export function slotsFor(message: TheirMessage, context: ThreadContext): Slots {
  const slots: Slots = {}
  const set = (name: string, value: string | undefined) => {
    if (value?.trim()) slots[name] = value.trim()
  }
  // "what time?" on its own is about what the thread was planning.
  // A bare "what time?" or "still on?" leans on the plan made earlier; a fuller question names its own.
  const bare = message.focus.split(/\s+/).length <= 4
  const leans =
    message.kind === 'wh_question' ||
    message.kind === 'plan_change' ||
    (message.kind === 'invitation' && bare)
  const what = withArticle(message.what ?? (leans ? context.earlierWhat : undefined), message.text)
  const when = message.when ?? (message.kind === 'wh_question' ? context.earlierWhen : undefined)
  set('what', what)
  if (what) set('What', capital(what))
  if (what) set('whatSound', `${what} ${singularish(what) === 'are' ? 'sound' : 'sounds'}`)
  if (slots.whatSound) set('WhatSound', capital(slots.whatSound))
  set('when', when)
  if (when) set('When', capital(when))
  if (when) set('onWhen', onWhen(when))
  set('plan', planOf(what, when))
  if (slots.plan) set('Plan', capital(slots.plan))
  set('doing', message.doing)
  if (message.doing && message.what && message.what === verbPhraseToGerund(message.doing))
    set('gerundPlan', 'yes')
  // Placed straight after a verb: empty when there is no day ("I'd love to meet").
  slots.onWhenTail = when ? ` ${onWhen(when)}` : ''
  // A day or time goes with the ask only when it is said in the ask itself: "who's driving" after
  // "booked for sat 3pm" is not "drive on sat 3pm".
  const ownWhen =
    message.when !== undefined &&
    (message.focus.toLowerCase().includes(message.when.toLowerCase()) ||
      sentenceCount(message.text) <= 1 ||
      whenJustBefore(message.text, message.focus, message.when))
  const action =
    message.action && message.when && ownWhen && !message.action.includes(message.when)
      ? `${message.action} ${/\b(?:something|somewhere|a place|a time|a date)$/i.test(message.action) ? `for ${message.when}` : onWhen(message.when)}`
      : message.action
  // "could you send the quote? we'd need it by Thursday EOD": the deadline is part of the ask.
  const deadline =
    message.kind === 'request'
      ? /\bneed(?:ed)? (?:it|this|them|that|these|those)\s+(by\s+[\p{L}\d: ]+?)(?=\s+(?:to|so|for|as|and|at the latest)\b|[.,!?]|$)/iu.exec(
          message.text,
        )?.[1]
      : undefined
  set('deadline', deadline)
  const asked = deadline && action && !action.includes(deadline) ? `${action} ${deadline}` : action
  set(
    'action',
    // "Start dinner without us": a request's verb is said mid-sentence in a reply.
    (asked && REQUEST_START.test(asked.toLowerCase())
      ? asked.charAt(0).toLowerCase() + asked.slice(1)
      : asked
    )
      ?.replace(/\s+(?:too|as well|also)(?=\s|$)/i, '')
      .replace(/^(?:ever|actually|even)\s+(?=\p{L})/iu, ''),
  )
  if (slots.action) set('actionIng', verbPhraseToGerund(slots.action))
  // "did u see what Léa posted?", "did you finish Severance?": something enjoyed, not a task with a deadline.
  const leisure = /^(?:see|watch|hear|read|finish|listen to|catch|check out|try)\s+(\S.*)$/i.exec(
    slots.action ?? '',
  )
  if (
    message.kind === 'status' &&
    leisure &&
    !/\b(?:report|email|doc|deck|slides|form|contract|invoice|review|task|ticket)\b/i.test(slots.action ?? '')
  ) {
    set('leisure', 'yes')
    set('actionPast', `${pastOf((slots.action ?? '').split(/\s+/)[0] ?? '')} ${leisure[1]}`)
  }
  set('refusal', message.refusal)
  set('together', message.together)
  if (/\bhome\b/i.test(message.action ?? '')) set('home', 'yes')
  if (/\bbed angry\b/i.test(message.text)) set('bed', 'yes')
  const preference =
    /^(?:what|where) (?:do|would) (?:you|u) (?:want|fancy|feel like|prefer|like)(?: to (?:eat|do|get|have))?(?: for (.+))?$|^what are (?:you|u) in the mood for(?: for (.+))?$|^what should we (?:eat|get|have|do)(?: for (.+))?$/i.exec(
      message.focus,
    )
  if (preference) {
    set('preference', 'yes')
    set('topic', preference[1] ?? preference[2] ?? preference[3] ?? slots.topic)
  }
  if (
    message.kind === 'thanks' &&
    /\b(?:for coming|for being there|for celebrating|for having)\b/i.test(message.text)
  )
    set('hosted', 'yes')
  set('blame', message.blame)
  set('options', message.options)
  set('verdict', message.verdict)
  if (/\b(?:deposit|hold it)\b/i.test(message.text)) set('deposit', 'yes')
  if (
    context.setting === 'dating' ||
    /\b(?:love you|babe|baby|mum|mom|dad|xx+|honey|sweetie|darling|hun)\b|❤️|😘/iu.test(message.text)
  )
    set('close', 'yes')
  if (/\b(?:another day|another time|reschedule|rain ?check)\b/i.test(message.focus)) set('another', 'yes')
  if (
    /\b(?:bins?|table|chair|sofa|desk|leg|broken|wobbly|stain|damage|leak|noise|music|rubbish|parking|fence|tree|van|car)\b/i.test(
      message.text,
    )
  )
    set('thing', 'yes')
  // "your Corsa's ready for collection … open till 5:30": a notice to act on, not chat.
  const ready =
    /\bready (?:for (?:collection|pick ?up)|to (?:collect|pick up|be collected))\b/i.test(message.text) ||
    // "I've got a parcel for you, Amazon left it with me": the neighbour has it.
    /\b(?:got|have|took in|taken in) (?:a|your|the) (?:parcel|package|delivery)\b|\b(?:left|dropped) (?:it|your (?:parcel|package)) (?:with|at) (?:me|ours|mine|us)\b/i.test(
      message.text,
    )
  if (ready) {
    set('ready', 'yes')
    set('until', /\bopen (?:till|until|til) (\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?)/i.exec(message.text)?.[1])
  }
  if (
    message.kind === 'statement' &&
    !ready &&
    context.register !== 'professional' &&
    !/\b(?:fyi|heads up|just (?:so you know|to let you know)|reminder|please note|update|please|pls)\b/i.test(
      message.text,
    )
  ) {
    set('chat', 'yes')
    const score = scoreSentiment(message.text).score
    const down =
      /\b(?:ugh|again|annoying|can'?t believe|charged|broke|broken|threw up|rubbish|worst|hate)\b|[🙄😤😩😡😭]/iu.test(
        message.text,
      ) || score < 0
    // "my mum cried lmaooo 💀": tears of laughter.
    const laughing = /\b(?:lmao+|haha+)\b|💀|😂|🤣/iu.test(message.text)
    // A neutral message is news to take in, not something to cheer or commiserate.
    if (down && !laughing) set('downbeat', 'yes')
    else if (laughing || score > 0 || /\b(?:lol|haha|omg)\b|[😂🤣😍🥰😊]/iu.test(message.text))
      set('upbeat', 'yes')
    else delete slots.chat
  }
  if (/\b(?:opportunity|starter kit|be your own boss|passive income|side hustle)\b/i.test(message.text))
    set('mlm', 'yes')
  if (/\b(?:codes?\b|gift ?cards?|new number|it'?s me|this is your|mum|mom|dad)\b/i.test(message.text))
    set('impersonation', 'yes')
  if (/\b(?:https?:\/\/|www\.|\.com\/|\.co\.uk)/i.test(message.text)) set('link', 'yes')
  if (
    /\bpaypal (?:friends (?:and|&) family|f&f|f and f)\b|\b(?:my|a) (?:courier|driver|agent) (?:will )?(?:collect|pick)/i.test(
      message.text,
    )
  )
    set('courierScam', 'yes')
  if (/\b(?:bank|hsbc|barclays|lloyds|natwest|santander|chase|paypal|card)\b/i.test(message.text))
    set('bank', 'yes')
  if (/\b(?:new number|new phone|lost my phone)\b/i.test(message.text)) set('newNumber', 'yes')
  // "what do you do for work?", "which character do you play?": about the writer, not a plan to settle.
  const logistics =
    /^(?:what time|when|what day|how long(?! have (?:you|u) been)|how much|where (?:are|is|do|should|shall) we)\b/i.test(
      message.focus,
    )
  if (logistics) set('logistics', 'yes')
  if (
    message.kind === 'wh_question' &&
    !slots.preference &&
    !/^(?:(?:do|does) )?(?:you|u) know\b|^any idea\b/i.test(message.focus) &&
    /\b(?:you|your|u|ur)\b/i.test(message.focus) &&
    !/\b(?:we|us|our)\b/i.test(message.focus) &&
    !logistics
  )
    set('personal', 'yes')
  if (context.setting === 'dating') set('dating', 'yes')
  if (
    slots.personal &&
    /\b(?:for (?:work|a living)|(?:your|ur) job|do (?:you|u) (?:actually )?do)\b/i.test(message.focus)
  )
    set('work', 'yes')
  if (message.kind === 'yes_no') {
    // "does you have" is their "does anyone have" after shorthand is read: asked of everyone, not the writer.
    if (
      /^I\s/.test(message.answer ?? '') &&
      !/^(?:does|has|is) (?:you|u)\b/i.test(message.focus) &&
      !/^have (?:you|u) been \p{L}+ing\b/iu.test(message.focus)
    )
      set('writerFact', 'yes')
    // "do you think we're making the right choice?": an opinion to share, not a fact to confirm.
    if (/^did (?:your|ur)\s/i.test(message.focus)) set('ownDid', 'yes')
    else if (
      /^(?:do|does) (?:you|u) (?:really |honestly )?think\b|\b(?:right (?:choice|call|decision|thing)|good idea)\b/i.test(
        message.focus,
      )
    )
      set('opinion', 'yes')
    else if (
      /^(?:have|has) (?:you|u) (?:actually |ever |actually ever |ever actually )*(?:been (?:to|in|on)|tried|seen|watched|read|eaten|visited|played|heard of|met)\b/i.test(
        message.focus,
      )
    )
      set('experience', 'yes')
    else if (
      /^has (?:you|u)\s+(?:heard from|spoken to|talked to|seen)\b|\b(?:has|have|did) (?:anyone|anybody|any of you)\s+(?:heard from|spoken to|talked to|seen)\b/i.test(
        message.text,
      )
    )
      set('anyone', 'yes')
    else if (
      /^(?:did|have) (?:you|u)\s+(?!think|want|like|enjoy|mean|know|been\s+\p{L}+ing\b)/iu.test(message.focus)
    )
      set('writerTask', 'yes')
  }
  set('clause', message.clause)
  if (message.clause) set('Clause', capital(message.clause))
  set('answer', message.answer)
  if (message.answer) set('Answer', capital(message.answer))
  set('first', message.first)
  if (message.first) set('First', capital(message.first))
  set('second', message.second)
  if (message.second) set('Second', capital(message.second))
  set('doubt', message.doubt)
  set('cold', message.cold)
  if (message.kind === 'compliment' && GOOD_TIME.test(message.text)) set('goodTime', 'yes')
  set('eitherWay', message.eitherWay)
  if (
    message.kind === 'worried' &&
    /\b(?:worried|scared|panicking|not (?:picking up|answering)|are you (?:ok|okay|safe|alright))\b/i.test(
      message.text,
    )
  )
    set('safety', 'yes')
  // "you have a really great laugh": said of the writer, not of something they made.
  if (
    message.kind === 'compliment' &&
    /\byou (?:have a|look|looked)\b|\byour (?:laugh|smile|eyes|voice|hair|style)\b/i.test(message.text)
  )
    set('trait', 'yes')
  set('code1', message.codes?.[0])
  set('code2', message.codes?.[1])
  set('job1', message.jobs?.[0])
  set('job2', message.jobs?.[1])
  // "is that something you'd be into": the writer's own taste, which they can turn back to them.
  if (/^I\b|\bI'd\b/.test(message.first ?? '')) set('ownTaste', 'yes')
  set('embedded', message.embedded)
  // "what time my flight gets in": the writer's own details, never "what do you think?".
  if (/\b(?:I|my|me|I'm)\b/.test(message.embedded ?? '')) set('mine', 'yes')
  // "and don't say 'anything'": the easy answer is ruled out.
  if (
    slots.preference &&
    /\bdon'?t (?:just )?say ['‘"]?(?:anything|whatever|idk|i don'?t mind)/i.test(message.text)
  )
    set('noAnything', 'yes')
  const named = withArticle(
    message.topic ??
      what ??
      (['bad_news', 'good_news', 'statement'].includes(message.kind) ? context.earlierWhat : undefined),
    message.text,
    true,
  )
  // "the video of": a topic cut short before its object says nothing.
  const topic =
    named &&
    (/\s(?:of|to|for|with|from|at|in|on|about|and|or|the|a|my|your)$/i.test(named) || /\[/.test(named))
      ? undefined
      : named
  set('topic', topic)
  if (topic) set('Topic', capital(topic))
  set('demand', message.demand)
  // Codes and details are shared; money is sent.
  if (message.demand && message.demand !== 'money' && message.demand !== 'gift cards') set('private', 'yes')
  set('name', context.name)
  // The follow-up a yes can ask without inventing anything: the time if they gave none, else the place.
  if (!namesClock(when) && !CLOCK_IN_TEXT.test(message.text)) set('askTime', 'What time were you thinking?')
  else if (HOME_IN_TEXT.test(message.text)) set('placeHome', 'yes')
  else if (!PLACE_IN_TEXT.test(message.text)) set('askPlace', 'Where are we meeting?')
  else set('placeGiven', 'yes')
  // "did u want to do something sunday?": the plan is still open, so "what did you have in mind?" fits.
  if (/\b(?:something|anything|smth|sth|stuff)\b/i.test(message.text)) set('vague', 'yes')
  // "who's in?", "we need 2 more", "farewell lunch for Bernadette": more people than the two of them.
  if (
    /\b(?:who'?s (?:in|down|coming)|who (?:is )?(?:in|down|coming)|everyone|every1|all|team|guys|we need|people|numbers|farewell|party|for \p{Lu}\p{L}+)\b/iu.test(
      message.text,
    )
  )
    set('group', 'yes')
  const move = readMove(message.focus).to ? readMove(message.focus) : (movedIn(message.text) ?? {})
  set('moved', withArticle(move.moved ?? context.earlierWhat, message.text))
  set('to', move.to ?? message.proposed)
  if (slots.to) set('To', capital(slots.to))
  const focus = message.focus.toLowerCase()
  const whole = message.text.toLowerCase()
  if (/\b(?:late|on my way|omw|running behind|stuck in traffic)\b/.test(whole)) set('late', 'yes')
  set(
    'delay',
    /\b(\d+\s*(?:min(?:ute)?s?|hours?|hrs?))\b/i.exec(message.text)?.[1]?.replace(/mins?$/, 'minutes'),
  )
  if (/\b(?:cancel|can'?t make it|rain ?check|something came up|postpone|won'?t make it)\b/.test(whole))
    set('cancel', 'yes')
  if (
    /^everything (?:ok|okay|alright|good)|^all good|^you alright|^how (?:are|r) (?:you|u)|^how(?:'s|’s| is) it going|^how have you been|^you (?:good|ok|okay|alright)|^are you (?:ok|okay|alright)|^what'?s up|^how(?:'s|’s) (?:life|things|everything)/.test(
      focus,
    )
  )
    set('howAreYou', 'yes')
  else if (/^(?:what(?:'s|’s| is| are) (?:you|u) (?:up to|doing)|wyd)/.test(focus)) set('upTo', 'yes')
  else if (/^(?:how (?:was|did)|did you (?:have|enjoy))\b/.test(focus)) set('past', 'yes')
  else if (/^how(?:'s|’s| is| are)\b/.test(focus)) set('present', 'yes')
  if (
    /\b(?:normal|all clear|cyst|benign|nothing serious|relief|negative)\b/.test(whole) &&
    message.kind === 'good_news'
  )
    set('relief', 'yes')
  if (/\b(?:feeling|felt|feel)\b/.test(whole) && message.kind === 'bad_news') set('feeling', 'yes')
  if (
    /\b(?:died|passed away|put down|funeral|lost (?:my|our|his|her))\b|\b(?:since|after) [A-Z][a-z]+ passed\b/.test(
      whole,
    )
  )
    set('loss', 'yes')
  set('fix', message.fix)
  set('owed', message.owed)
  set('amount', message.amount)
  set('slow', message.slow)
  set('busy', message.busy)
  set('arrived', message.arrived)
  set('place', message.place)
  set('weather', message.weather)
  if (message.weather) set('Weather', capital(message.weather))
  set('treat', message.treat)
  // "who's driving, I need a lift from Fallowfield": the pick-up belongs to the same ask.
  if (message.kind === 'request' && /^drive\b/i.test(message.action ?? ''))
    set(
      'liftFrom',
      /\blift (?:from|at)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*)/u.exec(message.text)?.[1],
    )
  // "did you get home safe?": a state to confirm, not a task to do later.
  if (
    message.kind === 'status' &&
    /\b(?:get|got|make it|made it|arrive|arrived)\b.*\b(?:home|back|there|in|ok|okay|safe)\b/i.test(
      message.focus,
    )
  ) {
    set('arrival', 'yes')
    set('answerBare', message.answer?.replace(/^I\s+/, ''))
  }
  // A key they mention: where it is, when they say; otherwise worth asking.
  if (message.kind === 'request' && /\bkeys?\b/i.test(message.text)) {
    set('key', 'yes')
    set(
      'keyWhere',
      /\bkeys?(?:'s|’s| is| are)?\s+((?:under|in|behind|on|with|at|inside|next to)\s+[^.,!?]+?)(?=\s+(?:and|but|so)\b|[.,!?]|$)/i.exec(
        message.text,
      )?.[1],
    )
    if (slots.keyWhere) set('keyWhere', turnAround(slots.keyWhere))
  }
  // A request that already says when needs no "when do you need it by?".
  if (
    message.kind === 'request' &&
    !ownWhen &&
    objectIn(slots.action ?? '') !== undefined &&
    /^(?:send|bring|get|fix|review|check|look|finish|write|make|return|forward|email|share|print|pick up|drop off|order|book|sort|update|fill|sign)\b/i.test(
      slots.action ?? '',
    ) &&
    !/\b(?:a friend|someone|somebody|people|the kids|them)\b/i.test(slots.action ?? '') &&
    !message.when &&
    !/\b(?:by|before|deadline|eod|asap|urgent)\b/i.test(message.text) &&
    !/\d|\bwhile\b|\b(?:today|tonight|tomorrow|weekend|asap|now|by|later)\b/i.test(slots.action ?? '')
  )
    set('untimed', 'yes')
  // Their whole news said back is an echo; only a short clause can be said back.
  if (ownWhen) set('ownWhen', 'yes')
  // "venmo me by friday": a deadline, not a time to agree on.
  const deadlineWhen =
    message.when !== undefined &&
    new RegExp(`\\b(?:by|before|until|till)\\s+${escapeRegExp(message.when)}`, 'i').test(message.text)
  if (ownWhen && slots.askTime && !deadlineWhen) set('checkTime', 'yes')
  if (message.kind === 'request' && TRIVIAL.test(slots.action ?? '')) set('trivial', 'yes')
  // "eat without me?": they are telling the writer not to wait for them.
  if (message.kind === 'request' && /\bwithout (?:you|me)\b/i.test(slots.action ?? '')) {
    set('without', 'yes')
    set('actionBare', slots.action?.replace(/\s+without (?:you|me)\b/i, ''))
  }
  // "whoever took my charger pls return it": asked of everyone, answered for the writer.
  if (/\bwhoever\b/i.test(message.text) || message.whoever) set('whoever', 'yes')
  // "FYI … please take laptops home tonight": what a notice asks, said back as done.
  if (message.kind === 'statement') {
    const asked =
      /\b(?:please|pls)\s+((?:take|bring|remember|make sure|send|check|book|save|note|leave|keep)\b[^.!?]*)/i.exec(
        message.text,
      )?.[1]
    set(
      'will',
      asked
        ? turnAround(asked)
            .replace(/^make sure (?:to |you )?/i, '')
            .replace(/\s+(?:thanks|thx|ta)$/i, '')
        : undefined,
    )
  }
  // Said back only when it reads as a clause: "you got the job", not "THE JOB", "not good" or
  // "since Harold passed the house feels so quiet".
  if (
    message.clause &&
    message.clause.split(/\s+/).length <= 10 &&
    message.clause.split(/\s+/).length >= 3 &&
    message.clause !== message.clause.toUpperCase() &&
    !/^(?:ever since|since|after|because|when|if|not|no)\b/i.test(message.clause) &&
    // "kind of rough": a bare description, not a clause, reads broken after "sorry".
    !/^(?:kind of|kinda|sort of|sorta|pretty|so|very|really|a bit|bit|quite|super|honestly|a little|feeling|being|getting|having)\b/i.test(
      message.clause,
    ) &&
    !/\p{Extended_Pictographic}/u.test(message.clause)
  )
    set('shortClause', message.clause)
  if (slots.shortClause) set('ShortClause', capital(slots.shortClause))
  if (slots.shortClause && /^you (?!and\b)\S+(?: \S+){0,5}$/i.test(slots.shortClause)) set('youNews', 'yes')
  if (
    slots.shortClause &&
    !/^(?:I|I'm|I've|I'd|I'll|my|you|you're|you've|you'd|your|we|we're|our)\b/i.test(slots.shortClause) &&
    // Praise in a complaint is sarcasm ("love coming home to a sink full of your pans"): never said back.
    !(
      message.kind === 'complaint' &&
      /^(?:love|loving|great|nice|thanks|so glad|wonderful|brilliant|fantastic)\b/i.test(slots.shortClause)
    )
  )
    set('echoable', 'yes')
  set('pushed', message.pushed)
  if (message.pushed) set('pushedIng', verbPhraseToGerund(message.pushed))
  if (move.to) set('atTo', /^\d/.test(move.to) ? `at ${move.to}` : onWhen(move.to))
  return slots
}
