import { actRule, anyOf } from './rule'

/**
 * Defensiveness (Gottman): answering a complaint with an excuse or a counter-complaint instead of
 * hearing it — "in my defence you'd been nagging me", "don't make me out to be the villain, you
 * were…", "what about the time you…", "you're one to talk", "it's not my fault your phone died",
 * "what more do you want from me?". The reader's point is turned back on them.
 */

const COUNTER_BLAME = anyOf([
  String.raw`you['’]re\s+not\s+exactly\b[^.!?\n]*`,
  String.raw`(?:so\s+)?(?:now\s+)?it['’]s\s+my\s+fault\b[^.!?\n]{0,60}\?`,
  String.raw`you\s+were\s+the\s+one\s+who\b[^.!?\n]*`,
  String.raw`i\s+(?:didn['’]t|did\s+not|never)\s+do\s+anything\s+wrong\b[^.!?\n]*`,
  String.raw`(?:it['’]s|its)\s+not\s+like\s+you['’]re\s+(?:perfect|innocent|a\s+saint|blameless)\b[^.!?\n]*`,
  String.raw`(?:this|that|it)\s+(?:isn['’]t|is\s+not|['’]s\s+not)\s+on\s+(?:me|us)\b`,
  String.raw`(?:nobody|no\s+one)\s+told\s+(?:me|us)\b[^.!?\n]*`,
  String.raw`(?:maybe\s+)?if\s+you['’]?d\s+(?:told|asked|said|reminded|called|been)\b[^.!?\n]{0,40}\bi\s+(?:wouldn['’]t|would)\s+have\b[^.!?\n]*`,
  String.raw`don['’]t\s+act\s+like\s+i\b[^.!?\n]*`,
  String.raw`i\s+was\s+only\s+trying\s+to\s+help\b[^.!?\n]*`,
  String.raw`you['’]re\s+the\s+one\s+who\b[^.!?\n]*`,
  String.raw`in\s+my\s+defen[cs]e\b[^.!?\n]*`,
  String.raw`(?:don['’]t|do\s+not|stop)\s+(?:make|making|paint|painting|try\s+to\s+make)\s+me\s+(?:out\s+)?(?:to\s+be\s+|as\s+|look\s+like\s+)?the\s+(?:villain|bad\s+guy|problem|bad\s+one)\b[^.!?\n]*`,
  String.raw`(?:don['’]t|do\s+not)\s+(?:blame|pin\s+(?:this|it|that)\s+on|put\s+(?:this|it|that)\s+on)\s+(?:me|us)\b[^.!?\n]*`,
  String.raw`(?:it['’]s|it\s+is|that['’]s|that\s+is|its)\s+not\s+(?:my|our)\s+fault\b(?=[^.!?\n]*\b(?:you|your|u|ur)\b)[^.!?\n]*`,
  String.raw`why\s+is\s+it\s+always\s+(?:me|my\s+fault)\b[^.!?\n]*`,
  String.raw`what\s+(?:more|else)\s+do\s+you\s+want\s+from\s+me\b[^.!?\n]*`,
  String.raw`what\s+did\s+you\s+expect\b[^.!?\n]*`,
  String.raw`you['’]re\s+one\s+to\s+talk\b[^.!?\n]*`,
  String.raw`(?:look|speak)\s+who['’]s\s+talking\b`,
  String.raw`(?:you|you['’]ve)\s+(?:have\s+)?(?:said|done)\s+(?:way\s+|much\s+|far\s+)?worse\b[^.!?\n]*`,
  String.raw`even\s+if\s+i\s+did\b[^.!?\n]*`,
  String.raw`we['’]re\s+even(?:\s+now)?\b`,
  String.raw`what\s+about\s+(?:the\s+time|when)\s+you\b[^.!?\n]*`,
  String.raw`(?:you|u)\s+could(?:['’]ve|\s+have|a)\s+(?:messaged|texted|called|asked|told|said|reminded)\b[^.!?\n]{0,30}\b(?:too|either|first|yourself)\b[^.!?\n]*`,
  String.raw`(?:you|u)\s+didn['’]t\s+exactly\b[^.!?\n]*`,
  String.raw`(?:it['’]s|its|it\s+is)\s+not\s+like\s+you(?:['’]ve|\s+have)?\s+never\b[^.!?\n]*`,
  String.raw`you\s+can['’]t\s+expect\s+me\s+to\b[^.!?\n]*`,
  String.raw`i\s+can\s+only\s+work\s+with\s+what\b[^.!?\n]*`,
  String.raw`(?:this|that|it)\s+was\s+never\s+(?:flagged|raised|mentioned|communicated|made\s+clear)\s+to\s+(?:me|us)\b[^.!?\n]*`,
  String.raw`excuse\s+me\s+for\s+(?:having|being|wanting|not)\b[^.!?\n]*`,
  String.raw`how\s+was\s+i\s+supposed\s+to\s+know\b[^.!?\n]*`,
  String.raw`only\s+(?:[a-z'’]+\s+){0,4}?(?:because|cause|cos)\s+you\b[^.!?\n]*`,
  String.raw`(?:because|cause|cos)\s+you\s+(?:kept|started|pushed|provoked|wound\s+me\s+up|wouldn['’]t\s+stop)\b[^.!?\n]*`,
  String.raw`you\s+started\s+it\b`,
  String.raw`before\s+we\s+talk\s+about\s+my\b[^.!?\n]*`,
  String.raw`(?:i['’]m|i\s+am)\s+not\s+(?:going\s+to\s+)?apologi[sz](?:e|ing)\s+for\b[^.!?\n]*`,
  String.raw`(?:isn['’]t|is\s+not)\s+a\s+crime\b[^.!?\n]*`,
  String.raw`cut\s+me\s+some\s+slack\b[^.!?\n]*`,
  String.raw`did\s+you\s+even\s+(?:check|ask|think|try|bother)\b[^.!?\n]*`,
  String.raw`if\s+(?:you|your\s+\w+)\s+had\b[^.!?\n]{0,60},?\s+(?:we|i)\s+wouldn['’]t\b[^.!?\n]*`,
  String.raw`i\s+didn['’]t\s+make\s+a\s+(?:big\s+)?(?:deal|fuss)\b[^.!?\n]*`,
  String.raw`(?:lol\s+)?relax,?\s+i\s+didn['’]t\b[^.!?\n]*`,
  String.raw`you\s+(?:forgot|missed|did\s+the\s+same|do\s+it\s+too)\s+(?:mine|it\s+too|the\s+same)\b[^.!?\n]*`,
  String.raw`if\s+you\s+can['’]t\s+(?:handle|take)\s+it,?\s+that['’]s\s+on\s+you\b`,
  String.raw`that['’]s\s+on\s+you,?\s+not\s+me\b`,
  String.raw`i\s+had\s+a\s+(?:rough|long|bad|hard)\s+day,?\s+ok(?:ay)?\s*\?`,
])

export const defensiveness = actRule({
  type: 'defensiveness',
  severity: { default: 'medium' },
  patterns: [COUNTER_BLAME],
  harm: 'defends or counter-blames instead of hearing the complaint; the reader feels unheard and the argument starts again',
  suggestion:
    'Take the part that is fair first, then add your side: “You’re right that I snapped, and I’m sorry. I was also tired — can we both try again?”',
})
