import { actRule, anyOf, YOU_ARE } from './rule'

/**
 * Gaslighting and dismissal: the reader's memory, perception or feelings are declared wrong —
 * "that never happened", "you're remembering it wrong", "you must have dreamt that call", "it's
 * all in your head" — or their hurt is ruled out of order: "you're being paranoid", "you're
 * overreacting", "it's not that deep", "if you can't take a joke, that's on you". Said about
 * oneself ("I think I'm remembering it wrong") it is honesty, and is not matched.
 */

const MEMORY_AND_PERCEPTION = anyOf([
  String.raw`(?:that|this|it)\s+(?:never|didn['’]t)\s+happen(?:ed)?\b[^.!?\n]*`,
  String.raw`that['’]s\s+not\s+(?:what|how)\s+(?:happened|it\s+happened|it\s+went)\b[^.!?\n]*`,
  String.raw`(?:we|i)\s+never\s+(?:had|said|agreed\s+to|promised|discussed)\s+(?:that|this|any\s+such)\b[^.!?\n]*`,
  String.raw`(?:${YOU_ARE}|you\s+(?:might|may|must|could)\s+be)\s+(?:mis)?remembering\s+(?:it|that|this|things|wrong|your|the)\b[^.!?\n]*`,
  String.raw`you\s+(?:mis)?remember(?:ed)?\s+(?:it\s+)?wrong`,
  String.raw`(?:your|ur)\s+memory\s+(?:is|has|['’]s|isn['’]t|keeps|must|again)\b[^.!?\n]*`,
  String.raw`you\s+(?:must|must['’]ve|must\s+have|probably|clearly|obviously)\s+(?:have\s+)?(?:dreamt|dreamed|imagined|made\s+(?:it|that|this)\s+up|misheard|misread|misunderstood|forgotten|forgot|spent\s+it|lost\s+it)\b[^.!?\n]*`,
  String.raw`(?:maybe|probably|perhaps)\s+you\s+(?:spent|lost|moved|misplaced|forgot|dreamt|imagined)\b[^.!?\n]*`,
  String.raw`${YOU_ARE}\s+(?:just\s+|clearly\s+|obviously\s+)?(?:imagining|inventing|making\s+(?:it|this|that|things|stuff)\s+up|hearing\s+things|seeing\s+things|losing\s+it|losing\s+your\s+mind|confused|crazy|delusional|hysterical)\b(?!\s+(?:about|at|with|for|busy|good|fun)\b)[^.!?\n]*`,
  String.raw`(?:it['’]s|that['’]s|this\s+is|is)\s+(?:all\s+)?in\s+your\s+head`,
  String.raw`you\s+(?:just\s+)?(?:don['’]t|do\s+not|can['’]t|cannot)\s+remember\s+(?:because|cos|cause|properly|right|anything|things)\b[^.!?\n]*`,
  String.raw`you\s+need\s+(?:to\s+start\s+writing\s+things\s+down|glasses|your\s+eyes\s+checked|to\s+get\s+your\s+memory|help|to\s+see\s+(?:someone|a\s+doctor))\b[^.!?\n]*`,
  String.raw`(?:maybe\s+)?(?:go\s+)?see\s+a\s+(?:doctor|shrink|therapist)\s+before\b[^.!?\n]*`,
  String.raw`you\s+(?:only\s+)?(?:hear|see|remember)\s+what\s+you\s+want\s+to\b[^.!?\n]*`,
  String.raw`(?:stop|quit)\s+twisting\b[^.!?\n]*`,
  String.raw`you\s+(?:always\s+)?twist(?:ing)?\s+(?:everything|things|my\s+words)`,
  String.raw`must['’]?(?:ve|\s+have)\s+been\s+(?:someone|somebody)\s+(?:else|who\s+looks)\b[^.!?\n]*`,
  String.raw`you\s+(?:just\s+)?zone\s+out\b[^.!?\n]*`,
  String.raw`(?:and\s+)?then\s+(?:you\s+)?blame\s+me\b`,
  String.raw`invent(?:ing|s)?\s+(?:a\s+)?problems?\b[^.!?\n]*`,
  String.raw`(?:so\s+you\s+(?:get\s+to|can)\s+(?:be|play)|playing)\s+the\s+victim`,
  String.raw`${YOU_ARE}\s+the\s+only\s+one\s+(?:on\s+this\s+\w+\s+|here\s+|who\s+)?(?:who\s+)?(?:ever\s+)?(?:feels|thinks|has\s+a\s+problem|complains|sees\s+it|remembers)\b[^.!?\n]*`,
  String.raw`i\s+(?:didn['’]t|did\s+not|never)\s+(?:push|hit|touch|grab|shove|take|say|do)\s+(?:you|that|it|anything)[.!]\s+you\s+(?:tripped|fell|slipped|misheard|imagined|misunderstood|lost|forgot|dropped)\b`,
  String.raw`(?:the\s+idea|the\s+notion|the\s+claim)\s+that\s+you\b[^.!?\n]{0,60}\bin\s+your\s+head`,
])

const FEELINGS_DISMISSED = anyOf([
  String.raw`${YOU_ARE}\s+(?:too|so|way\s+too|far\s+too)\s+(?:emotional|sensitive|upset|angry|hormonal|worked\s+up)\s+to\s+(?:see|think|understand|be\s+rational)\b[^.!?\n]*`,
  String.raw`you['’]?re\s+reading\s+(?:way\s+|far\s+|a\s+bit\s+)?too\s+much\s+into\b[^.!?\n]*`,
  String.raw`(?:maybe|so)\s+the\s+problem\s+is\s+you\b`,
  String.raw`(?:no\s+one|nobody)\s+else\s+(?:has\s+a\s+problem|is\s+upset|minds|complained)\b[^.!?\n]*`,
  String.raw`stop\s+being\s+so\s+(?:emotional|sensitive|dramatic|touchy|paranoid)\b[^.!?\n]*`,
  String.raw`putting\s+words\s+in\s+my\s+mouth\b`,
  String.raw`${YOU_ARE}\s+(?:being\s+)?(?:so\s+|way\s+|far\s+|a\s+bit\s+|too\s+|just\s+|really\s+)*(?:paranoid|overreacting|over-reacting|oversensitive|over-sensitive|too\s+sensitive|so\s+sensitive|sensitive|dramatic|overly\s+dramatic|irrational|hysterical|insecure|ridiculous|reading\s+(?:too\s+much\s+)?into)\b[^.!?\n]*`,
  String.raw`why\s+are\s+you\s+(?:being\s+)?(?:so\s+)?(?:sensitive|dramatic|paranoid|emotional|touchy|insecure)\b[^.!?\n]*`,
  String.raw`(?:it['’]s|its|that['’]s|this\s+is)\s+not\s+that\s+(?:deep|serious|big\s+(?:of\s+)?a\s+deal)`,
  String.raw`(?:it|this|that)\s+(?:isn['’]t|is\s+not)\s+(?:that\s+)?(?:deep|a\s+big\s+deal)(?=[.!,]|$)`,
  String.raw`can['’]?t\s+take\s+a\s+joke\b[^.!?\n]*`,
  String.raw`you\s+know\s+(?:i\s+was|i['’]m|i\s+am)\s+(?:only\s+|just\s+)?(?:kidding|joking)\b[^.!?\n]*`,
  String.raw`(?:feeling|being|getting)\s+(?:hurt|upset|angry|sad|jealous)\s+(?:about|over|by)\s+(?:that|this|it)\s+is\s+(?:honestly\s+|just\s+|frankly\s+)?(?:irrational|ridiculous|crazy|silly|stupid|absurd)\b[^.!?\n]*`,
  String.raw`(?:a|such\s+a)\s+(?:very\s+|pretty\s+|bit\s+)?(?:dramatic|hysterical|emotional)\s+(?:way|reaction|take)\b[^.!?\n]*`,
  String.raw`(?:calm\s+down|relax),?\s+(?:it\s+was|it['’]s|that\s+was)\s+(?:just|only)\b[^.!?\n]*`,
  String.raw`anyone\s+normal\s+would\b[^.!?\n]*`,
  String.raw`you['’]?re\s+crying\s+again\b[^.!?\n]*`,
])

export const gaslighting = actRule({
  type: 'gaslighting',
  severity: { default: 'high' },
  patterns: [MEMORY_AND_PERCEPTION, FEELINGS_DISMISSED],
  harm: 'tells the reader their memory or feelings are wrong; over time that makes people doubt themselves, and it shuts down the real disagreement',
  suggestion:
    'Say how you remember it without ruling on theirs: “I remember it differently — can we go through what each of us heard?”',
})
