import { actRule, anyOf } from './rule'

/**
 * Guilt-tripping: the writer's sacrifice, suffering or disappointment is laid on the reader so
 * that they give in — "after everything I've done for you", "this is the thanks I get", "I cleared
 * my whole weekend for you and…", "don't worry about me", "it'll be on your conscience". The ask
 * is never said; the reader is made to owe it.
 */

/** Favours that are a debt by themselves: "I vouched for you", "I went out on a limb". */
const SACRIFICES = String.raw`(?:sacrificed|vouched\s+for\s+you|went\s+out\s+on\s+a\s+limb|bent\s+over\s+backwards|stuck\s+my\s+neck\s+out|put\s+my\s+\w+\s+on\s+the\s+line|dropped\s+everything|gave\s+up\s+(?:my|a|the|so\s+much|everything)\b[^.!?\n]{0,30}?\bfor\s+you)`
/** Favours that become a debt once the reader is said to have failed them: "I drove 40 minutes to meet you and you left". */
const FAVOURS = String.raw`(?:cleared|cancell?ed|rearranged|turned\s+down|skipped|drove|flew|travell?ed|bought|made|cooked|baked|paid\s+for|covered|took\s+(?:time|a\s+day|the\s+day)\s+off|waited|opened\s+up)`

const DEBTS = anyOf([
  String.raw`after\s+i\s+(?:drove|picked|helped|lent|paid|cooked|covered|took|flew|waited)\s+(?:you|for\s+you)\b[^.!?\n]*`,
  String.raw`(?:would\s+be|is|must\s+be)\s+(?:so\s+)?(?:disappointed|ashamed)\s+(?:in|of)\s+you\b`,
  String.raw`i(?:['’]ve|\s+have)\s+done\s+(?:so\s+much|everything|a\s+lot|all\s+this)\s+for\s+you\b[^.!?\n]*`,
  String.raw`and\s+you\s+can['’]t\s+even\b[^.!?\n]*`,
  String.raw`i\s+hope\s+you['’]re\s+(?:happy|proud|satisfied)(?=\s*[,.!]|\s+now)[^.!?\n]*`,
  String.raw`you['’]ve\s+(?:ruined|wrecked|spoiled|spoilt)\s+my\s+(?:whole\s+)?(?:day|birthday|night|weekend|week|christmas|holiday|evening)\b`,
  String.raw`(?:i|we)\s+gave\s+up\s+(?:my|our|a|the)\s+[a-z]+\s+(?:to|for)\b[^.!?\n]*`,
  String.raw`(?:this\s+is|is\s+this)\s+how\s+you\s+(?:treat|repay|thank)\s+(?:me|us)\b[^.!?\n]*`,
  String.raw`after\s+(?:everything|all)\s+(?:i['’]ve|i\s+have|i|we['’]ve|we\s+have|we)\s+(?:done|did|sacrificed|given|been\s+through|gave)\b[^.!?\n]*`,
  String.raw`after\s+everything\s*\?`,
  String.raw`after\s+all\s+(?:the|these|those|that|this)\s+(?:[a-z'’-]+\s+){0,4}?(?:i['’]ve|i\s+have|i|we['’]ve|we)\s+(?:done|did|gave|given|sacrificed|forgave|forgiven|sent|paid|covered|put\s+up\s+with|been\s+through|helped|spent|lent|bought|made|looked\s+after|carried|cooked|drove)\b[^.!?\n]*`,
  String.raw`(?:this|that)\s+is\s+the\s+thanks\s+i\s+get\b[^.!?\n]*`,
  String.raw`is\s+this\s+how\s+you\s+(?:repay|thank|treat)\b[^.!?\n]*`,
  String.raw`(?:i|we)(?:['’]ve|\s+have)?\s+(?:just\s+|already\s+)?${SACRIFICES}\b[^.!?\n]*`,
  String.raw`(?:i|we)(?:['’]ve|\s+have)?\s+(?:just\s+|already\s+)?${FAVOURS}\b[^.!?\n]{0,60}?\b(?:for|to\s+(?:meet|see|help)|with)\s+you\b[^.!?\n]{0,20}?(?:\s+and\s+(?:you|now|then\s+you)\b|\s+but\s+you\b|\s*\?)[^.!?\n]*`,
  String.raw`i(?:['’]ve|\s+have)\s+(?:covered|done|paid\s+for|sacrificed|given\s+up)\b[^.!?\n]{0,40}\b(?:without\s+complaining|for\s+this\s+(?:project|family|team))\b`,
  String.raw`i\s+do\s+everything\s+for\s+you\b`,
  String.raw`(?:i\s+)?gave\s+you\s+(?:everything|the\s+best\s+years)\b[^.!?\n]*`,
  String.raw`the\s+least\s+you\s+(?:could|can)\s+do\b[^.!?\n]*`,
  String.raw`is\s+it\s+(?:really\s+)?too\s+much\s+to\s+ask\b[^.!?\n]*`,
  String.raw`i['’]?d\s+have\s+thought\s+you\s+(?:could|would)\b[^.!?\n]*`,
  String.raw`i\s+thought\s+you['’]?d\s+(?:give|do|be|at\s+least)\b[^.!?\n]*`,
  String.raw`(?:i['’]d|i\s+would)\s+expect\s+(?:a\s+(?:bit|little)\s+of\s+)?(?:loyalty|gratitude|some\s+thanks)\b[^.!?\n]*`,
  String.raw`(?:one|this\s+one|the\s+one)\s+(?:little\s+)?thing\s+for\s+me\b`,
])

const SUFFERING_ON_DISPLAY = anyOf([
  String.raw`(?:i\s+)?guess\s+(?:it|that|i|this)\s+(?:doesn['’]t|don['’]t)\s+matter\b[^.!?\n]*`,
  // "I guess that's what I'm worth to you people", "so that's all I am to you".
  String.raw`(?:that['’]s|that\s+is|this\s+is)\s+(?:what|all|how\s+much)\s+i(?:['’]m|\s+am)\s+(?:worth\s+)?to\s+(?:you|this\s+(?:company|team|family))\b[^.!?\n]*`,
  String.raw`don['’]t\s+(?:you\s+)?worry\s+about\s+me(?=\s*[.!,)]|$)`,
  String.raw`i['’]ll\s+(?:just\s+)?(?:sit|be|stay|eat|spend|celebrate|go)\b[^.!?\n]{0,40}\b(?:alone|by\s+myself|on\s+my\s+own)\b[^.!?\n]*`,
  String.raw`(?:clearly|obviously|apparently)\s+(?:that|i|this|it|my\s+\w+)\s+(?:means?|matters?)\s+nothing\s+to\s+you`,
  String.raw`(?:do|did)\s+you\s+(?:even\s+)?(?:know|care|realise|realize)\s+how\s+(?:that|it|this|i|bad|hard|much|awful)\b[^.!?\n]*`,
  String.raw`(?:it['’]ll|it\s+will|that['’]ll|that\s+will|it['’]s|that['’]s)\s+(?:be\s+)?on\s+your\s+conscience\b[^.!?\n]*`,
  String.raw`(?:please\s+)?don['’]t\s+make\s+me\s+regret\b[^.!?\n]*`,
  String.raw`(?:would|it['’]d)\s+be\s+(?:really\s+|so\s+|very\s+)?disappointing\s+if\s+you\b[^.!?\n]*`,
  String.raw`(?:let|letting)\s+me\s+down\s+(?:now|again|like\s+this)\b`,
  String.raw`${'you'}(?:['’]re|\s+are)\s+the\s+only\s+one\s+i\s+(?:talk\s+to|have|trust)\b[^.!?\n]*`,
  String.raw`(?:it|that|this)\s+(?:wrecks|ruins|breaks|destroys)\s+my\s+(?:whole\s+)?(?:day|week|heart|night)`,
  String.raw`my\s+heart\s+can['’]?t\s+take\b[^.!?\n]*`,
  // "I'm used to being everyone's last priority", "apparently I'm the only one who actually cares",
  // "you're basically telling Kyle he doesn't matter", "how long are you going to keep punishing me".
  String.raw`i['’]m\s+used\s+to\s+being\s+(?:everyone['’]s|your|the)\s+(?:last\s+priority|afterthought|second\s+choice|last\s+choice|backup)\b[^.!?\n,]*`,
  String.raw`i['’]m\s+the\s+only\s+one\s+(?:in\s+this\s+\w+\s+|here\s+)?who\s+(?:actually\s+|even\s+|really\s+)?(?:cares|bothers|tries|does\s+anything)\b[^.!?\n,]*`,
  String.raw`(?:you['’]re|you\s+are)\s+(?:basically\s+|just\s+|literally\s+)?telling\s+\w+\s+(?:he|she|they|that\s+\w+)\s+(?:doesn['’]t|don['’]t|does\s+not|do\s+not)\s+matter\b`,
  String.raw`(?:how\s+long\s+are\s+you\s+going\s+to|are\s+you\s+going\s+to)\s+keep\s+punishing\s+me\b[^.!?\n,]*`,
  String.raw`(?:one\s+day\s+)?you['’]ll\s+(?:wish|regret|be\s+sorry)\s+(?:you['’]d|you\s+didn['’]t|you\s+never|that)\b[^.!?\n,]*`,
  String.raw`(?:not|isn['’]t|aren['’]t)\s+getting\s+any\s+younger`,
  String.raw`i\s+hope\s+you\s+(?:feel|are)\s+(?:good|happy|proud)\s+(?:about|with)\b[^.!?\n,]*`,
  String.raw`(?:making|made|make)\s+me\s+feel\s+(?:this|so)\s+(?:small|bad|terrible|worthless|awful)\b`,
  String.raw`you\s+don['’]t\s+need\s+to\s+make\s+it\s+worse`,
  String.raw`(?:please\s+)?stop\s+punishing\s+me\b`,
  String.raw`i\s+(?:haven['’]t|have\s+not|can['’]t|couldn['’]t)\s+(?:slept|eaten|sleep|eat)\b[^.!?\n]{0,30}\b(?:because\s+of\s+(?:this|you)|since)\b[^.!?\n,]*`,
  String.raw`have\s+a\s+heart\b`,
  String.raw`i['’]m\s+(?:honestly\s+|really\s+|so\s+|just\s+)?hurt\s+(?:that\s+)?you['’]?d\b[^.!?\n,]*`,
  String.raw`(?:kinda|kind\s+of|really|it)\s+hurts\s+(?:ngl|tbh|not\s+gonna\s+lie|honestly)`,
  String.raw`(?:i\s+)?feel\s+like\s+such\s+an?\s+(?:idiot|fool)\b[^.!?\n,]*`,
  String.raw`now\s+i\s+have\s+to\s+tell\s+(?:them|everyone|my\s+\w+)\b[^.!?\n,]*`,
  String.raw`why\s+you\s+don['’]t\s+love\s+(?:her|him|me|them|us)\b[^.!?\n,]*`,
  String.raw`i\s+only\s+(?:nag|ask|worry|do\s+it)\s+because\s+i\s+(?:love|care)\b[^.!?\n,]*`,
  String.raw`(?:your|ur)\s+(?:sister|brother|cousin|friends?)\s+(?:always\s+|still\s+)?(?:calls?|visits?|texts?|rings?|remembers?|comes?)\s+(?:me\s+)?every\b[^.!?\n,]*`,
  String.raw`how\s+could\s+you\s+(?:do\s+this|do\s+that|leave|forget)\s+(?:to\s+)?me\b[^.!?\n,]*`,
  String.raw`(?:i\s+)?(?:bought|got)\s+a\s+new\s+(?:dress|outfit|shirt)\s+for\b[^.!?\n]*\band\s+everything\b[^.!?\n,]*`,
  String.raw`i\s+(?:was|had\s+been)\s+(?:literally\s+|really\s+|so\s+)?looking\s+forward\s+to\s+(?:this|it|tonight|seeing\s+you)\s+all\s+(?:week|day|month)`,
  String.raw`if\s+you\b[^.!?\n]{0,40}?\b(?:i['’]m\s+going\s+to|i['’]ll)\s+be\s+so\s+(?:sad|hurt|upset|disappointed|heartbroken)\b[^.!?\n,]*`,
])

const SELF_BLAME = /\bfeel\s+like\s+such\s+an?\s+(?:idiot|fool)\b/i

export const guiltTrips = actRule({
  type: 'guilt_trip',
  severity: { default: 'medium' },
  patterns: [DEBTS, SUFFERING_ON_DISPLAY],
  // "I locked myself out again, I feel like such an idiot" blames no one but the writer.
  isLookAlike: (match, context) => SELF_BLAME.test(match.text) && !/\b(?:you|u|ur)\b/i.test(context.text),
  harm: 'is a guilt trip: it makes the reader owe you instead of asking them, which breeds resentment even when it works',
  suggestion:
    'Ask for what you want directly and own the feeling: “I was really looking forward to this — can we find another night this week?”',
})
