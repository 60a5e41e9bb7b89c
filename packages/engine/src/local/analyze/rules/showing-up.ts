import { actRule, anyOf, type Match, type RuleContext, sentenceAt } from './rule'

/**
 * Turning up uninvited: the writer announces they are coming to, or already at, the reader's
 * home, work, school or wherever the reader was seen — "I'm outside your building", "I'll come
 * round on Sunday", "I found your gym on your insta, might swing by", "omw to yours". A visit
 * already agreed ("I'll be at your office at 3 as planned") or asked about ("should I bring
 * dessert?") is left alone.
 */

const THEIR_PLACE = String.raw`\b(?:(?:your|ur)\s+(?:new\s+|old\s+|parents['’]?\s+|mum['’]?s\s+|mom['’]?s\s+)?(?:house|home|flat|apartment|apt|place|building|street|road|door|doorstep|work|office|job|workplace|school|uni|college|campus|gym|practice|shop|store|floor|desk|hotel|lobby|room|window|gates?|car|bus\s+stop|class|lecture|church|club|bakery|restaurant|café|cafe|salon|studio|clinic|hospital)|(?:yours|urs|your\s+parents['’]?)(?!\s+(?:truly|sincerely))|the\s+(?:\w+\s+)?(?:bar|club|gym|pub|café|cafe|party|restaurant|place|hotel)\s+you\s+(?:checked\s+in|posted|tagged|go\s+to|work|are|were)|(?:outside|near|by)\s+your\b)`

const COMING = String.raw`(?:i['’]?m|i\s+am|im|i['’]ll|i\s+will|ill|i['’]?m\s+(?:gonna|going\s+to)|im\s+(?:just\s+)?gonna|gonna|might|i\s+might|thought\s+i['’]?d|i['’]d|i\s+could|i['’]?m\s+just\s+gonna)`
const MOVE = String.raw`(?:just\s+)?(?:come|coming|drop|dropping|swing|swinging|pop|popping|stop|stopping|turn(?:ing)?\s+up|show(?:ing)?\s+up|head(?:ing)?|driv(?:e|ing)|walk(?:ing)?|be\s+waiting|wait(?:ing)?|be|come\s+find|surprise|on\s+my\s+way|omw)`

const ARRIVALS = anyOf([
  String.raw`which\s+(?:flat|house|number|apartment|door|floor|room)\s+(?:is\s+)?(?:yours|urs)\b`,
  String.raw`surprise\s+you\s+at\s+(?:work|school|home|your|ur|the\s+office|uni)\b[^.!?\n]*`,
  String.raw`${COMING}\s+${MOVE}\b[^.!?\n]{0,40}?${THEIR_PLACE}[^.!?\n]*`,
  String.raw`${COMING}\s+(?:just\s+)?(?:coming|come|gonna\s+come|going\s+to\s+come)\s+(?:over|round|around|by|to\s+you|find\s+you|see\s+you\s+at)\b[^.!?\n]*`,
  String.raw`${COMING}\s+(?:just\s+)?(?:pop|popping|drop|dropping|swing|swinging|stop|stopping)\s+(?:in|by|round|over)\b[^.!?\n]*`,
  String.raw`${COMING}\s+(?:driving|heading|coming|walking)\s+(?:over|round|up|down)\b[^.!?\n]*`,
  String.raw`(?:i['’]?m|im|i\s+am)\s+(?:just\s+|already\s+|now\s+)?(?:(?:standing|sitting|waiting|parked|here)\s+)?(?:(?:outside|at|in|by|near)\s+(?:your|ur)|in\s+the\s+lobby\s+of\s+your|at\s+the\s+(?:\w+\s+)?(?:bar|club|gym|pub|café|cafe)\s+you)\b[^.!?\n]*`,
  String.raw`(?:omw|on\s+my\s+way)\s+(?:to\s+)?(?:yours|urs|your\s+(?:place|house|flat))\b[^.!?\n]*`,
  String.raw`(?:dropped|came|stopped|swung)\s+by\s+(?:your|ur)\s+\w+\b[^.!?\n]*`,
  String.raw`look\s+out\s+(?:of\s+)?(?:your|ur|the)\s+window\b[^.!?\n]*`,
  String.raw`knock\s+knock\b`,
  String.raw`(?:heading|coming|on\s+my\s+way|omw)\s+(?:your|ur)\s+way\b[^.!?\n]*`,
  String.raw`(?:i['’]ll|i\s+will)\s+come\s+to\s+you(?=[.!,]|$)`,
  // "I drove past your flat last night, your light was on": the reader's place watched (not "I walked
  // past your old school today, so many memories")
  String.raw`i\s+(?:drove|walked|went|came|swung|cycled|ran)\s+(?:past|by)\s+(?:your|ur)\s+(?:new\s+|old\s+)?(?:house|flat|place|apartment|work|office|building|parents['’]?|gym)\b(?=[^.!?\n]*\b(?:last\s+night|at\s+night|tonight|again|every\s+(?:day|night|morning)|twice)\b|[^.!?\n]*[,;]\s*(?:your|ur)\s+(?:light|lights|car|curtains)\b)[^.!?\n]*`,
])

/** A visit the reader already agreed to, or offered: not uninvited. */
const AGREED =
  /\b(?:as\s+(?:planned|agreed|discussed|arranged)|like\s+we\s+(?:said|planned|agreed)|see\s+you\s+then|should\s+i\s+bring|if\s+(?:that['’]s|it['’]s)\s+(?:ok|okay|alright|fine)|is\s+that\s+ok|let\s+me\s+know\s+if|can\s+you\s+open|forgot\s+my\s+key|want\s+anything|(?:and|to)\s+help|if\s+you\s+(?:want|like|need|are\s+free|['’]re\s+free))\b/i

const isLookAlike = (match: Match, context: RuleContext) =>
  AGREED.test(sentenceAt(context, match.start).text) || AGREED.test(context.text)

export const showingUp = actRule({
  type: 'showing_up',
  severity: { default: 'medium' },
  patterns: [ARRIVALS],
  harm: 'turns up (or says you will) where the reader lives, works or was seen, without being asked; even meant kindly it takes the choice away from them',
  suggestion:
    'Ask first and leave room for a no: “I’d love to come by and talk — would Sunday work, or would you rather meet somewhere?”',
  isLookAlike,
})
