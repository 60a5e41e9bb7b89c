import { actRule, anyOf, sentenceAt } from './rule'

/**
 * Threats, said outright or veiled: harm to the reader, their people, pets or things ("would be a
 * shame if something happened to it", "you'll be looking over your shoulder"), exposure ("those
 * pictures go to everyone in your contacts", "I'll make sure everyone at church hears"), and
 * damage to a career ("we'll see how your probation review goes", "no agency in this city will
 * touch your portfolio"). A veiled threat names no harm; what gives it away is its shape: a
 * misfortune wished on "you" in a conditional, a noticed vulnerability, a reminder of power.
 */

const OWNER = '(?:your|ur|his|her|their)'
const PERSONAL_FILES =
  '(?:pictures|pics|photos|videos|vids|screenshots|messages|texts|dms|nudes|chats|emails|recordings?)'
const SOCIAL_CIRCLE =
  '(?:everyone|everybody|all your|your (?:boss|wife|husband|partner|girlfriend|boyfriend|parents|mum|mom|dad|family|kids|friends|followers|contacts|manager|employer|church|congregation|school|colleagues)|the whole (?:office|school|town|street|church|internet|team))'

/**
 * "It would be a shame if…": the rules below read this frame in full (a misfortune wished on
 * "you" or yours is a threat; "if you missed the party", "if the rain ruined the picnic" are not),
 * so the learned reader does not judge it again as a threat.
 */
export const SHAME_IF_FRAME = /\b(?:shame|pity)\s+if\b/i

/** The writer's own future: "I'll", "I will", "I'm going to", "im gonna", "ima". */
const I_WILL = String.raw`(?:i['’]ll|i\s+will|i\s+shall|i['’]m\s+(?:going\s+to|gonna)|im\s+(?:going\s+to|gonna)|i\s+am\s+(?:going\s+to|gonna)|i['’]?ma)`

const HARM_TO_THE_READER = anyOf([
  String.raw`i\s+know\s+people\s+who\b[^.!?\n]*`,
  String.raw`one\s+(?:word|call|email|message)\s+to\s+(?:your|ur)\s+[a-z]+\s+and\s+you\b[^.!?\n]*`,
  String.raw`you['’]ll\s+regret\s+(?!not\b)[a-z]+ing\s+me\b[^.!?\n]*`,
  String.raw`see\s+what\s+happens\s+(?:to\s+you|next|then|after)\b[^.!?\n]*`,
  String.raw`(?:shame|pity)\s+if\s+it\s+(?:caught|got|went|ended|burned|burnt|broke)\b[^.!?\n]*`,
  String.raw`(?:you\s+(?:should|need\s+to|want\s+to)\s+)?be\s+(?:very\s+|really\s+)?careful\s+(?:walking|going|driving|leaving|coming)\b[^.!?\n]*\b(?:at\s+night|alone|late|after\s+dark)\b[^.!?\n]*`,
  String.raw`if\s+i\s+were\s+you,?\s+i\s+(?:wouldn['’]t|would\s+not)\s+(?:leave|park|walk|go)\b[^.!?\n]*`,
  String.raw`(?:your|ur)\s+secrets?\s+(?:won['’]t|will\s+not)\s+stay\s+(?:secret|hidden|buried|safe)\b[^.!?\n]*`,
  String.raw`(?:you['’]ll|you\s+will|you['’]re\s+gonna)\s+find\s+out\s+what\s+i['’]m\s+capable\s+of`,
  String.raw`(?:you\s+)?better\s+hope\s+i\s+(?:never|don['’]t)\b[^.!?\n]*`,
  String.raw`don['’]t\s+expect\s+a\s+(?:good\s+|glowing\s+)?reference\b[^.!?\n]*`,
  String.raw`i['’]d\s+hate\s+for\s+(?:your|anyone|someone|people)\b[^.!?\n]*`,
  String.raw`(?:tend\s+to\s+)?have\s+(?:bad|terrible)\s+luck\b[^.!?\n]*`,
  // "would be a shame if…", "be a pity if your followers saw…"
  String.raw`(?:(?:it |that )?(?:would|['’]d|will|might)\s+)?(?:be\s+)?(?:a\s+)?(?:real\s+|such\s+a\s+)?(?:shame|pity)\s+if\s+(?:something|anything|someone|somebody|anyone|people|everyone|word|your|ur|those|these|they|he|she|it\s+(?:got|went|ended)|you(?!\s+(?:miss|missed|couldn['’]t|can['’]t|didn['’]t|weren['’]t|don['’]t)\b))\b[^.!?\n]*`,
  String.raw`(?:something|anything)\s+(?:bad\s+)?(?:happen(?:ed|s)?|(?:might|could|would|will)\s+happen)\s+to\b[^.!?\n]*`,
  String.raw`(?:i\s+)?can['’]?t\s+(?:promise|guarantee|say)\s+what\s+(?:happens|will happen|might happen)\b[^.!?\n]*`,
  String.raw`(?:can['’]?t|won['’]t)\s+guarantee\s+${OWNER}\s+safety`,
  String.raw`who\s+knows\s+what\s+(?:might|could|will)\s+happen`,
  String.raw`accidents\s+happen`,
  String.raw`(?:you['’]ll|you\s+will|you['’]re\s+going\s+to|you\s+better|you['’]d\s+better)\s+(?:be\s+)?(?:looking|watching|look|watch)\s+over\s+your\s+shoulder[^.!?\n]*`,
  String.raw`watch\s+your\s+(?:back|step)(?=\s*(?:[.!,]|$|[^\x00-\x7f]))`,
  String.raw`sleep\s+with\s+one\s+eye\s+open`,
  String.raw`(?:check|lock)\s+your\s+(?:locks|doors)\b[^.!?\n]*`,
  String.raw`you['’]?re\s+lucky\s+(?:there\s+were|i\s+(?:didn['’]t|don['’]t|was|am)|i['’]m|that\s+i|nobody|no\s+one)\b[^.!?\n]*`,
  String.raw`you\s+won['’]t\s+(?:be\s+so\s+\w+|know\s+what\s+hit\s+you|see\s+it\s+coming|feel\s+so\s+\w+)\b[^.!?\n]*`,
  String.raw`you['’]ll\s+(?:pay\s+for|be\s+sorry\s+(?:for|about))\s+(?:this|that|it)`,
  String.raw`consider\s+(?:it|this|that)\s+(?:a|your)\s+(?:first\s+|final\s+|last\s+|friendly\s+)?warning`,
  String.raw`this\s+is\s+(?:a|your)\s+(?:friendly\s+|first\s+)?warning`,
  String.raw`don['’]?t\s+get\s+too\s+comfortable\b[^.!?\n]*`,
  String.raw`i\s+know\s+where\s+(?:you|your\s+\w+)\s+(?:live|lives|work|works|sleep|park|go\s+to\s+school)`,
  String.raw`when\s+you\s+least\s+expect\s+it`,
  String.raw`(?:somebody|someone|people)['’]?s?\s+(?:is\s+)?(?:going\s+to|gonna|will|could|might)\s+get\s+(?:hurt|killed)\b[^.!?\n]*`,
  String.raw`you['’]ll\s+get\s+(?:hurt|what['’]s\s+coming)`,
  String.raw`i['’]ll\s+(?:hurt|kill|end|ruin|destroy|bury|break)\s+(?:you|your)\b(?!\s+at\b)[^.!?\n]*`,
  // "I will kill you", "I'm going to hurt you", "I'll make you pay": harm the writer says they will do.
  // "I'll shoot you a text", "I'm gonna beat you to it", "hurt your feelings" and "kill you for making
  // me watch that" (blame for a small thing, said big) are no harm.
  String.raw`${I_WILL}\s+(?:(?:fucking|literally|actually|personally|seriously|really)\s+)?(?:kill|hurt|murder|stab|shoot|strangle|choke|beat|punch|smack|slap|end|ruin|destroy|bury|batter)\s+(?:you|u)\b(?!\s+(?:a|an|the|some|my|our|this|that|back|up|with|to|at|there|home|in|on|over|through|later)\b)(?!\s+for\s+(?:not\s+)?\w+ing\b)[^.!?\n]*`,
  String.raw`${I_WILL}\s+(?:smash|break|kick|punch|ruin|destroy|wreck|key|slash|burn)\s+(?:your|ur)\s+(?:face|head|teeth|legs?|arms?|ass|car|tyres|tires|house|life|career|reputation)\b[^.!?\n]*`,
  String.raw`${I_WILL}\s+make\s+(?:you|u)\s+(?:pay|regret|suffer|bleed|sorry)\b[^.!?\n]*`,
  String.raw`${I_WILL}\s+(?:hunt|track)\s+(?:you|u)\s+down\b[^.!?\n]*`,
  String.raw`(?:you['’]?re|ur|you\s+are)\s+(?:so\s+)?dead(?:\s+meat)?(?=\s*(?:[.!]|$))`,
  String.raw`(?:you['’]?re|ur|you\s+are)\s+a\s+dead\s+(?:man|woman)\b`,
  String.raw`(?:long|it['’]s\s+a\s+long)\s+way\s+down`,
  // a noticed vulnerability: "walks home from school alone, right?", "walk to your car alone at night, do you?"
  String.raw`(?:walks?|walking|goes|going|drives?|driving|gets?\s+home|home)\b[^.!?\n]{0,40}\balone\b[^.!?\n]{0,25}(?:right|do\s+you|don['’]t\s+you|huh|eh|yeah)\?`,
  String.raw`(?:maybe|might\s+want\s+to|better)\s+start\s+(?:bringing|taking)\s+someone\b[^.!?\n]*`,
  String.raw`(?:your|ur)\s+(?:tyres|tires|windows|windscreen|car|paintwork)\s+(?:are|is|were|was|get|got)\s+(?:flat|slashed|smashed|scratched|keyed|broken)\b[^.!?\n]*`,
  String.raw`(?:that|the)\s+scratch\b[^.!?\n]{0,40}\byour\s+car\b`,
])

const EXPOSURE = anyOf([
  String.raw`(?:those|the|your|my|our|these)\s+${PERSONAL_FILES}\s+(?:go|goes|get\s+sent|gets\s+sent|will\s+go|end\s+up|are\s+going|might\s+end\s+up)\s+(?:straight\s+|right\s+|directly\s+)?(?:to|on|online|public)\b[^.!?\n]*`,
  String.raw`(?:(?:your|ur)\s+(?:followers|boss|wife|husband|partner|family|parents|mum|mom|dad)\s+saw\b[^.!?\n]*)`,
  String.raw`(?:your|ur)\s+(?:boss|wife|husband|partner|manager|mum|mom|dad|parents)\s+(?:is|are)\s+in\s+my\s+(?:group\s+chat|contacts|phone)\b[^.!?\n]*`,
  String.raw`(?:your|ur)\s+(?:wife|husband|partner|boss|manager|girlfriend|boyfriend|parents|mum|mom|dad)\s+(?:gets|will\s+get|is\s+getting)\s+(?:a|an|the|some)\b[^.!?\n]*`,
  String.raw`screenshots\s+(?:last|are)\s+forever`,
  String.raw`(?:i['’]ll|i\s+will)\s+make\s+sure\s+(?:${SOCIAL_CIRCLE}|(?:every|each)\s+(?:single\s+)?(?:person|one|member)\b[^.!?\n]{0,30}?)\s+(?:hears?|knows?|sees?|finds?\s+out|reads?|learns?)\b[^.!?\n]*`,
  String.raw`(?:i['’]ll|i\s+will|i['’]m\s+going\s+to|gonna)\s+(?:tell|show|send\s+(?:it|this|them)\s+to|post\s+(?:it|this|them)\s+(?:to|on|for))\s+${SOCIAL_CIRCLE}\b[^.!?\n]*`,
  String.raw`one\s+(?:post|call|word|email|phone\s+call|message)\s+from\s+me\b[^.!?\n]*`,
  String.raw`nobody\s+will\s+(?:let|want|hire|trust|touch|believe)\b[^.!?\n]*\bagain\b`,
])

const CAREER_THREATS = anyOf([
  String.raw`remember\s+(?:that\s+)?i\s+(?:decide|sign|write|approve|control|choose|pick)\b[^.!?\n]*`,
  String.raw`think\s+about\s+(?:your|ur)\s+next\s+(?:email|move|words|message|step)\s+(?:very\s+|really\s+)?carefully\b`,
  String.raw`(?:we['’]ll|let['’]s|we\s+will|i['’]ll)\s+see\s+how\s+(?:your|ur)\s+[a-z ]{0,25}?(?:review|probation|appraisal|bonus|promotion|reference|contract|visa|tenancy|application|career|grade|place)\b[^.!?\n]*`,
  String.raw`(?:your|ur)\s+(?:name|reputation|career)\s+(?:is\s+going\s+to|will|['’]ll|is\s+gonna)\s+be\s+(?:mud|over|finished|ruined|dead|worthless)\b[^.!?\n]*`,
  String.raw`(?:you['’]ll|you\s+will)\s+never\s+(?:work|get\s+hired|teach|play|eat\s+lunch)\s+in\s+(?:this|that)\s+\w+\s+again`,
  String.raw`(?:no|not\s+one|not\s+a\s+single)\s+(?:one|agency|company|firm|employer|school|club|landlord|bank|studio|gallery|client)\s+(?:in\s+(?:this|the)\s+[a-z ]{1,20}?\s+)?will\s+(?:ever\s+)?(?:touch|hire|work\s+with|rent\s+to|sign|take|book|trust)\s+(?:you|your)\b[^.!?\n]*`,
  String.raw`(?:every|any|all)\s+(?:reference|reference\s+check|recommendation|promotion|review)\b[^.!?\n]{0,40}\b(?:goes|go|come|comes|passes)\s+through\s+me`,
  String.raw`i['’]m\s+(?:the\s+one\s+)?writing\s+(?:your|ur)\s+(?:performance\s+)?(?:review|reference|appraisal|report)`,
  String.raw`(?:you\s+(?:may|might)\s+want\s+to|i['’]d|i\s+would|better)\s+think\s+(?:very\s+|really\s+)?(?:carefully|twice|hard)\s+(?:before|about)\b[^.!?\n]*`,
  String.raw`remember\s+who\s+(?:signs|writes|decides|approves|pays)\b[^.!?\n]*`,
  String.raw`mark\s+my\s+words\b[^.!?\n]*`,
  String.raw`by\s+the\s+time\s+i['’]m\s+(?:done|finished|through)\b[^.!?\n]*`,
  String.raw`your\s+landlord\s+and\s+i\b[^.!?\n]*`,
])

/**
 * "If you tell anyone …, those photos…" / "Tell anyone … and your husband gets…": a condition the
 * reader must not meet. "Don't tell anyone but I got the job!" shares a secret, and threatens no one.
 */
const CONDITIONAL_EXPOSURE = anyOf([
  String.raw`(?<!\b(?:don['’]?t|do\s+not|never)\s+)(?:if\s+you\s+|you\s+)?(?:tell\s+(?:anyone|anybody|the\s+police|the\s+cops)|report\s+me|block\s+me(?:\s+again)?|go\s+to\s+the\s+(?:police|cops))\b[^.!?\n]{0,60}?,?\s+(?:and\s+)?(?:your|those|the|i['’]ll|i\s+will|everyone|everybody)\b[^.!?\n]*`,
])

/**
 * "You're going to regret not coming to this gig" is a friend's warmth, not a threat; nor is "I
 * know where you live now 😄 thanks for the housewarming invite". (Emoji sit outside the word
 * boundaries: `\b` never matches beside one.)
 */
const WARM_CONTEXT =
  /\b(?:regret\s+not|no\s+worries|lol|haha|at\s+mario\s+kart|on\s+the\s+stairs|housewarming|for\s+the\s+(?:invite|invitation|address|directions))\b|[😂🤣😄😆]/iu

export const threats = actRule({
  type: 'threat',
  severity: { default: 'high' },
  patterns: [HARM_TO_THE_READER, EXPOSURE, CAREER_THREATS, CONDITIONAL_EXPOSURE],
  harm: 'reads as a threat: it tells the reader something bad will happen to them or theirs, and it can frighten them or be reported',
  suggestion:
    'Delete the threat. If something needs to change, say what and why, without a consequence: “I’m upset about what happened and I want to talk it through.”',
  isLookAlike: (match, context) => WARM_CONTEXT.test(sentenceAt(context, match.start).text),
})
