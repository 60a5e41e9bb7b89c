import { actRule, anyOf, type Match, type RuleContext } from './rule'

/**
 * Sexual pressure: a "no" or "not yet" not taken as an answer ("stop saying no", "your 'no'
 * sounded like a maybe", "I'll just keep asking til you say yes"), sex presented as owed ("I've
 * earned", "I have needs", "I shouldn't have to beg"), shaming a refusal ("don't be such a
 * prude", "waiting is for kids"), and asking for intimate images ("one little selfie in the bath
 * won't kill you", "send something you wouldn't send your mum").
 */

const REFUSAL_OVERRIDDEN = anyOf([
  String.raw`(?:come\s+on|just\s+once)\b[^.!?\n]{0,30}\byou['’]ll\s+(?:love|like|enjoy)\s+it\b`,
  String.raw`what\s+did\s+you\s+(?:think|expect)\s+(?:was\s+going\s+to|would)\s+happen\b`,
  String.raw`(?:can['’]t|won['’]t|cannot)\s+(?:keep\s+)?say(?:ing)?\s+no\s+(?:forever|all\s+the\s+time|every\s+time)\b`,
  String.raw`(?:just|only)\s+one\s+(?:pic|photo|picture|selfie|vid|video)\b[^.!?\n]*`,
  String.raw`i\s+sent\s+you\s+one\b`,
  String.raw`(?:such|a\s+real|a\s+total)\s+(?:a\s+)?tease\b`,
  String.raw`stop\s+playing\s+(?:games|hard\s+to\s+get)\b[^.!?\n]*`,
  String.raw`(?:everyone|everybody)\s+(?:else\s+)?(?:is\s+doing|does)\s+it\b[^.!?\n]*`,
  String.raw`the\s+least\s+you\s+(?:can|could)\s+do\s+is\s+(?:come|stay|kiss|sleep|send)\b[^.!?\n]*`,
  String.raw`(?:stop|quit)\s+saying\s+no\b[^.!?\n]*`,
  String.raw`don['’]t\s+say\s+no\s+(?:again|this\s+time|to\s+me)\b[^.!?\n]*`,
  String.raw`(?:your|ur)\s+['‘"“]?no['’"”]?\s+(?:sounded|sounds|looked|means|meant)\s+like\b[^.!?\n]*`,
  String.raw`(?:you|u)\s+said\s+no\b[^.!?\n]{0,30}\b(?:but|that['’]?s|thats)\b[^.!?\n]*`,
  String.raw`i\s+know\s+you\s+don['’]t\s+(?:really\s+)?mean\s+(?:it|no|that)\b`,
  String.raw`you['’]ll\s+(?:enjoy|like|love)\s+it\s+(?:once|when)\b[^.!?\n]*`,
  String.raw`(?:keep|keeps)\s+asking\s+(?:til|till|until)\s+you\s+say\s+yes\b[^.!?\n]*`,
  String.raw`i['’]ll\s+stop\s+asking\s+if\s+you\b[^.!?\n]*`,
  String.raw`(?:don['’]t\s+be|stop\s+being)\s+(?:such\s+)?(?:a\s+)?(?:prude|frigid|tease|boring|shy\s+with\s+me|a\s+baby\s+about\s+it)\b[^.!?\n]*`,
  String.raw`(?:everyone|everybody)\s+does\s+(?:this|it|that)\s+(?:on|after|by)\s+(?:the\s+)?(?:first|second|third|\d+(?:st|nd|rd|th))\b[^.!?\n]*`,
  String.raw`waiting\s+is\s+for\s+(?:kids|children|virgins)`,
  String.raw`i\s+have\s+needs\b[^.!?\n]*`,
  String.raw`i\s+can['’]t\s+wait\s+forever\b[^.!?\n]*`,
  String.raw`i\s+shouldn['’]t\s+have\s+to\s+(?:beg|ask)\b[^.!?\n]*`,
  String.raw`i(?:['’]ve|\s+have)?\s+(?:earned|paid\s+for)\s+(?:at\s+least\s+)?(?:a\s+kiss|coming\s+up|it|this|a\s+night|something)\b[^.!?\n]*`,
  String.raw`(?:don['’]t\s+)?i\s+deserve\s+(?:a\s+reward|it|this|something)\b[^.!?\n]*`,
  String.raw`if\s+you\s+(?:really\s+)?(?:liked|loved|cared\s+about|wanted)\s+me\s+you['’]?d\b[^.!?\n]*`,
  String.raw`(?:making|make)\s+me\s+wait\s+for\s+it\b`,
  String.raw`at\s+least\s+a\s+kiss\b[^.!?\n]*`,
  String.raw`(?:why\s+do\s+you\s+keep|stop)\s+pulling\s+away\b[^.!?\n]*`,
  String.raw`it['’]s\s+just\s+friendly\b[^.!?\n]*`,
  String.raw`what['’]s\s+the\s+harm\b[^.!?\n]*`,
  String.raw`nobody\s+at\s+(?:the\s+)?(?:office|work|school|party)\s+(?:needs|has)\s+to\s+know\b`,
  String.raw`come\s+(?:and\s+)?sit\s+on\s+my\s+lap\b[^.!?\n]*`,
  String.raw`(?:prove|show)\s+it\s+tonight\b[^.!?\n]*`,
  String.raw`(?:my|your)\s+place\s+or\s+(?:yours|mine)\b`,
  String.raw`(?:down|up)\s+for\s+more\s+than\s+(?:coffee|a\s+drink|drinks|dinner|cuddling)\b[^.!?\n]*`,
  String.raw`(?:maybe\s+)?(?:a\s+little\s+)?more\s+than\s+(?:cuddling|kissing|a\s+kiss)\b[^.!?\n]*`,
  String.raw`not\s+driving\s+(?:an\s+hour|all\s+this\s+way|\d+\s+\w+)\s+(?:just\s+)?for\s+(?:coffee|a\s+drink|nothing)\b[^.!?\n]*`,
  String.raw`(?:i\s+)?drove\s+\d+\s+\w+\s+for\s+this\b`,
  String.raw`(?:come|get)\s+up\s+to\s+(?:the|my)\s+(?:hotel|room|flat|apartment)\b[^.!?\n]*`,
  String.raw`we\s+both\s+know\s+why\s+you\b[^.!?\n]*`,
  String.raw`(?:want|need|have)\s+you\s+in\s+my\s+bed\b[^.!?\n]*`,
  String.raw`finish\s+what\s+we\s+started\b`,
])

const INTIMATE_IMAGES = anyOf([
  String.raw`(?:one|a)\s+(?:little\s+|quick\s+)?(?:selfie|pic|photo|picture|video|vid)\s+(?:in\s+(?:the\s+)?(?:bath|shower|bed|your\s+underwear)|won['’]t\s+kill\s+you)\b[^.!?\n]*`,
  String.raw`(?:just\s+)?(?:a|one)\s+(?:quick|little)\s+(?:video|vid|pic|photo|selfie)\b[^.!?\n]{0,40}\bnobody\s+(?:will\s+)?(?:ever\s+)?(?:see|know)\b[^.!?\n]*`,
  String.raw`(?:a|one)\s+(?:topless|nude|naked|sexy|spicy|dirty|naughty)\s+(?:one|pic|photo|selfie|picture|video)\b[^.!?\n]*`,
  // "send me a pic of you in the shower" (not "send pics of the puppy")
  String.raw`(?:send|show)\s+(?:me\s+)?(?:a\s+)?(?:pic|photo|picture|selfie|vid|video)s?\s+of\s+(?:you|u|yourself)\s+(?:in\s+(?:the\s+)?(?:shower|bath|bed|your\s+(?:underwear|bra|pants|knickers|boxers|bikini|lingerie))|naked|topless|nude|with\s+nothing\s+on|without\s+(?:clothes|anything\s+on))\b[^.!?\n]*`,
  String.raw`send\s+(?:me\s+)?(?:nudes|something\s+you\s+wouldn['’]t\s+send|something\s+(?:sexy|spicy|naughty|dirty)|more\s+(?:of\s+you|skin))\b[^.!?\n]*`,
  String.raw`i['’]ll\s+stop\s+asking\s+if\s+you\s+(?:just\s+)?send\b[^.!?\n]*`,
  String.raw`(?:without|in\s+nothing\s+but)\s+(?:the|that|your|my)\s+(?:dress|clothes|shirt|top|towel|underwear)\b[^.!?\n]*`,
  String.raw`(?:this|the)\s+view\b[^.!?\n]{0,10}\byour\s+turn\b`,
  String.raw`here['’]s\s+what\s+you\s+do\s+to\s+me\b[^.!?\n]*`,
  String.raw`what\s+are\s+you\s+wearing(?:\s+right\s+now)?\s*\?`,
  String.raw`(?:don['’]t\s+tell\s+me\.\s*)?show\s+me(?=\s*[.?!]|$)`,
])

/** "What are you wearing to the wedding?", "Show me the way": ordinary questions use the same words. */
const isLookAlike = (match: Match, context: RuleContext) => {
  const said = match.text.toLowerCase()
  if (/^show me/.test(said) || /wearing/.test(said))
    return !/\b(?:picturing|wearing|bed|nothing|naked|sexy|😏|😈|🍆|😘)\b|[😏😈🍆]/iu.test(
      context.text.replace(match.text, ''),
    )
  return false
}

export const sexualPressure = actRule({
  type: 'sexual_pressure',
  severity: { default: 'high' },
  patterns: [REFUSAL_OVERRIDDEN, INTIMATE_IMAGES],
  harm: 'pressures the reader sexually (pushing past a no, making sex owed, or asking for intimate images); consent that is pushed for is not consent',
  suggestion:
    'Take the no or the hesitation as the answer, and say so: “No pressure at all — I’m happy to go at your pace.”',
  isLookAlike,
})
