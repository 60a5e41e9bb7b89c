import { actRule, anyOf, type Match, type RuleContext, sentenceAt } from './rule'

/**
 * Scams: a request for what unlocks the reader's money or accounts — passwords, one-time codes,
 * recovery phrases, card and bank details, remote access — or for a payment by a route that
 * cannot be reversed (gift cards, crypto, a "release fee", a "new account"), nearly always with a
 * clock running ("within 1 hour", "before 3pm today") or an authority borrowed ("Bank alert",
 * "IT Helpdesk", "your landlord's new agent"). The request is found by its object; the urgency,
 * the borrowed authority or the "new number" decides it is a scam and not a family favour.
 */

const SECRETS = String.raw`(?:password|passcode|pin|login|log-in|sign-in\s+details|verification\s+code|security\s+code|(?:\d|six|four)-digit\s+code|one-time\s+(?:code|password|passcode)|otp|the\s+code|that\s+code|a\s+code|recovery\s+phrase|seed\s+phrase|\d+-word\s+(?:recovery\s+)?phrase|ssn|social\s+security(?:\s+number)?|card\s+(?:number|details)|cvv|cvc|expiry|bank\s+(?:details|login|info|information)|banking\s+(?:details|pin|login)|online\s+banking|account\s+(?:number|details)|sort\s+code|routing\s+number|access\s+code|passport|anydesk|teamviewer|remote\s+access|payment\s+(?:information|info|details|method)|billing\s+(?:information|info|details)|identity|details)`
const ASK = String.raw`(?:verify|confirm|update|enter|provide|send|reply\s+with|forward|give|share|submit|re-?enter|validate|need|read\s+(?:me|out)|tell\s+me|install)`

const SECRET_REQUESTS = anyOf([
  String.raw`${ASK}\s+(?:us\s+|me\s+|him\s+|her\s+|our\s+\w+\s+)?(?:with\s+)?(?:your|ur|the|a|that|this)?\s*(?:[a-z\d-]+\s+){0,3}?${SECRETS}\b[^.!?\n]*`,
  String.raw`(?:i['’]ll|we['’]ll)\s+(?:just\s+)?need\s+(?:your|the)\s+(?:[a-z\d-]+\s+){0,3}?${SECRETS}\b[^.!?\n]*`,
  String.raw`(?:send|forward|give)\s+(?:me|us|him|her)\s+the\s+code\b[^.!?\n]*`,
  String.raw`(?:sent|texted)\s+a\s+code\s+to\s+your\b[^.!?\n]*`,
  String.raw`(?:scratch|send)\s+(?:off\s+)?the\s+codes\b[^.!?\n]*`,
])

const PAYMENT_TRAPS = anyOf([
  String.raw`pay\s+[$£€]\d[\d.,]*\s+(?:at|on|via|through)\s+[a-z0-9-]+\.[a-z]{2,}\b[^.!?\n]*`,
  String.raw`(?:log\s*in|sign\s*in|click)\s+(?:here|on\s+the\s+link|the\s+link|below|now)\b[^.!?\n]*`,
  String.raw`(?:need|send|pay)\s+(?:me\s+)?(?:[$£€]?\d[\d,.]*\s+)?(?:in|via|with|on)\s+(?:gift\s*cards?|itunes|steam\s+cards?|bitcoin|crypto)\b[^.!?\n]*`,
  String.raw`(?:enter|confirm|provide)\s+your\s+card\s+details\b[^.!?\n]*`,
  String.raw`(?:buy|get|purchase|pick\s+up)\s+(?:[a-z\d$£€]+\s+){0,4}?(?:gift\s*cards?|itunes\s+cards?|steam\s+cards?|vouchers)\b[^.!?\n]*`,
  String.raw`(?:pay|send|transfer|deposit)\s+(?:the\s+)?(?:\$|£|€)?[\d.,]+\s*(?:p|k)?\s*(?:in\s+)?(?:bitcoin|btc|crypto|usdt|eth)\b[^.!?\n]*`,
  String.raw`(?:send|pay|transfer)\s+[\d.,]+\s*(?:btc|eth|usdt|bitcoin)\b[^.!?\n]*`,
  String.raw`(?:pay|send|settle|cover)\s+(?:the|a|our|this|your)\s+(?:(?:\$|£|€)?[\d.,]+p?\s+)?(?:[a-z-]+\s+)?(?:[a-z-]+\s+)?fee\b[^.!?\n]*`,
  String.raw`(?:pay|re-?pay|send|transfer)\b[^.!?\n]{0,40}\b(?:to\s+)?(?:the\s+)?(?:new\s+account|details\s+below|account\s+below|this\s+account|the\s+link\s+below|via\s+the\s+link)\b[^.!?\n]*`,
  String.raw`(?:pay|renew|claim|appeal|reschedule)\s+(?:now|here|within|immediately)\b(?!\s+or\s+later)[^.!?\n]*`,
  String.raw`(?:(?:can|could)\s+you|need\s+(?:you|u)\s+to)\s+(?:pay|send|transfer|cover)\s+(?:a\s+bill|\$|£|€|[\d]+|some\s+money|money)\b[^.!?\n]*`,
  String.raw`(?:bank|account)\s+details\s+have\s+changed\b[^.!?\n]*`,
  String.raw`returns?\s+guaranteed\b[^.!?\n]*|guaranteed\s+(?:\d+x|returns?|profit)\b[^.!?\n]*`,
])

/** What makes a request for money or a code a scam rather than a favour. */
const PRESSURE_OR_PRETEXT =
  /\b(?:now|immediately|urgent(?:ly)?|today|tonight|asap|within\s+\d+|in\s+the\s+next\s+\d+|before\s+(?:\d|end\s+of|midnight|it|the)|by\s+(?:\d|end\s+of|tomorrow|tonight|midnight)|\d+\s*h(?:ours?|rs?)?\b|final\s+notice|last\s+chance|to\s+avoid|or\s+(?:lose|it\s+will|your)|will\s+be\s+(?:deleted|suspended|closed|disabled|released|returned|cancelled|locked)|suspended|locked|flagged|lapse|expire[sd]?|overdue|new\s+number|dropped\s+my\s+phone|phone\s+(?:died|broke)|locked\s+out|bank|fraud|security|helpdesk|support|verify|refund|prize|won|winner|lottery|selected|congratulations|customs|parcel|delivery|warrant|arrest|police|hmrc|irs|tax|crypto|bitcoin|wallet|mission|army|captain|recruiter|agent|mistake|by\s+mistake|real\s+quick|can['’]t\s+take\s+calls|in\s+a\s+meeting)\b/i
/** Money flowing to the reader, or a warning about scams: "send me your sort code, I owe you", "IT will never ask for your password". */
const SAFE =
  /\b(?:pay\s+you\s+back\s+(?:tonight|today|now)|i\s+owe\s+you|to\s+pay\s+you|send\s+you\s+(?:the|my|your)|will\s+never\s+ask|never\s+(?:share|give|send)|don['’]t\s+(?:share|give|send)|forward\s+it\s+to\s+security|report\s+it)\b/i

const isLookAlike = (match: Match, context: RuleContext) =>
  SAFE.test(context.text) || !PRESSURE_OR_PRETEXT.test(context.text) || isVague(match, context)

/** "send the details" alone is a plan, not a credential: only with a pretext in the same sentence. */
function isVague(match: Match, context: RuleContext): boolean {
  if (
    !/\b(?:details|identity)\b/i.test(match.text) ||
    /\b(?:password|passcode|pin|login|log-in|code|phrase|ssn|social|card|cvv|cvc|bank|banking|account|sort|routing|passport|anydesk|teamviewer|access|payment|billing)\b/i.test(
      match.text,
    )
  )
    return false
  return !/\b(?:verify|confirm|update|suspend|locked|link)\b/i.test(sentenceAt(context, match.start).text)
}

export const scams = actRule({
  type: 'scam',
  severity: { default: 'high' },
  patterns: [SECRET_REQUESTS, PAYMENT_TRAPS],
  harm: 'has the shape of a scam: a request for codes, passwords, card or bank details or an untraceable payment, with a clock running; banks, couriers and employers do not ask this way',
  suggestion:
    'Do not send this. If you are the real sender, point the reader to a channel they can check themselves: “Please log in through the app you already use, or call the number on your card.”',
  isLookAlike,
})
