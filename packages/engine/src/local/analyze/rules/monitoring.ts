import { actRule, anyOf } from './rule'

/**
 * Monitoring (coercive control): demands to see where the reader is, who they are with and what
 * they say — location turned on, trips shared, photos and video calls as proof, passcodes, read
 * receipts and check-ins on a schedule — and telling them their phone or accounts were gone
 * through. The giveaway is proof asked for its own sake: "send me a selfie with the receipt so I
 * know you're actually at the supermarket", not "send me a photo of the whiteboard".
 */

const PROOF = String.raw`(?:photo|picture|pic|selfie|screenshot|video|live\s+photo|snap)`

const DEMANDS = anyOf([
  String.raw`(?:call|ring)\s+me\s+on\s+(?:video|facetime)\b[^.!?\n]*`,
  String.raw`(?:facetime|video\s+call|call)\s+me\s+(?:the\s+second|as\s+soon\s+as|the\s+moment)\b[^.!?\n]*`,
  String.raw`(?:turn|switch|put)\s+(?:your|ur)\s+(?:location|find\s+my|location\s+sharing|gps|life360)\s+(?:back\s+)?on\b[^.!?\n]*`,
  String.raw`(?:turn|switch|put)\s+(?:it|that)\s+back\s+on\b[^.!?\n]*`,
  String.raw`share\s+(?:your|ur)\s+(?:live\s+)?(?:location|trip|uber|ride|journey|eta)\b[^.!?\n]*`,
  String.raw`(?:checking|check|watching|track(?:ing)?)\s+(?:your\s+)?(?:find\s+my|location|life360|snap\s+map|whereabouts)\b[^.!?\n]*`,
  String.raw`don['’]t\s+(?:even\s+)?(?:think\s+about\s+)?(?:switching|turning)\s+(?:it|that|your\s+\w+)\s+off`,
  String.raw`(?:send|take)\s+(?:me\s+)?(?:a|an)\s+${PROOF}\s+(?:of|with|from)\s+(?:your\s+(?:street|location|surroundings|screen)|where\s+you|who\s+you|the\s+receipt|the\s+room|you\s+and|everyone\s+you)\b[^.!?\n]*`,
  String.raw`(?:take|send)\s+(?:me\s+)?(?:a|an)\s+${PROOF}\s+of\s+who\b[^.!?\n]*`,
  String.raw`(?:video\s+call|facetime|call)\s+me\b[^.!?\n]{0,40}\bso\s+i\s+can\s+see\b[^.!?\n]*`,
  String.raw`(?:facetime|video\s+call)\s+me\s+(?:the\s+second|as\s+soon\s+as|when|now)\b[^.!?\n]*`,
  String.raw`i\s+want\s+to\s+see\s+(?:the\s+whole\s+room|who|where|the\s+room|your\s+(?:screen|messages|phone|texts|chats))\b[^.!?\n]*`,
  String.raw`so\s+i\s+(?:know|can\s+(?:see|check|make\s+sure))\s+(?:you['’]re|you\s+are|who|where|that\s+you['’]re|you\s+(?:actually|really))\b[^.!?\n]*`,
  String.raw`screenshot\s+(?:your|the|ur)\s+(?:chat|conversation|messages|texts|dms)\b[^.!?\n]*`,
  String.raw`(?:give|tell|send)\s+me\s+(?:your|ur)\s+(?:passcode|password|pin|phone\s+code|login)\b[^.!?\n]*`,
  String.raw`(?:unlock|hand\s+over|show\s+me|give\s+me)\s+(?:your|ur)\s+(?:phone|messages|texts|chats|dms|emails|call\s+log|search\s+history)\b[^.!?\n]*`,
  String.raw`(?:flip|turn)\s+(?:it|your\s+phone)\s+(?:over|around)(?=[.!]|$)`,
  String.raw`why\s+is\s+(?:your|ur)\s+phone\s+(?:face\s+down|locked|on\s+silent|off|always)\b[^.!?\n]*`,
  String.raw`(?:check|checking)\s+in\s+with\s+me\s+every\b[^.!?\n]*`,
  String.raw`(?:text|call|message|ring)\s+me\s+(?:when|as\s+soon\s+as)\s+you\s+(?:get|arrive|leave)\b[^.!?\n]{0,40},\s+(?:when|and\s+when)\b[^.!?\n]*`,
  String.raw`(?:text|call|message|ring)\s+me\s+every\s+(?:hour|\d+\s+(?:minutes|mins|hours))\b[^.!?\n]*`,
  String.raw`(?:restore|undelete|recover)\s+(?:it|that|the\s+chat|the\s+messages?)\b[^.!?\n]*`,
  String.raw`i\s+want\s+to\s+read\s+(?:it|them|your|the\s+whole)\b[^.!?\n]*`,
  String.raw`word\s+for\s+word(?=[.!?]|$)`,
  String.raw`from\s+now\s+on\s+(?:i['’]m|i\s+am|i['’]ll|i\s+will)\s+(?:driving|picking|taking|dropping|walking|coming)\s+you\b[^.!?\n]*`,
  String.raw`(?:don['’]t|do\s+not)\s+(?:delete|remove|uninstall)\s+(?:it|the\s+app)(?=[.!]|$)`,
])

const QUESTIONS_AND_SURVEILLANCE = anyOf([
  String.raw`who(?:['’]s|\s+is|\s+was)\s+(?:that|the\s+[a-z]+)\s+you\s+were\s+(?:with|laughing|talking|dancing|texting|sitting|hugging)\b[^.!?\n]*`,
  String.raw`send\s+me\s+(?:your|ur)\s+(?:live\s+)?(?:location|pin|whereabouts)\b[^.!?\n]*`,
  String.raw`send\s+me\s+a\s+screenshot\s+of\s+(?:your|ur)\b[^.!?\n]*`,
  String.raw`why\s+(?:were|are|was)\s+(?:you|u)\s+(?:online|active|on\s+(?:whatsapp|insta|snap|tinder|hinge|the\s+app))\b[^.!?\n]*`,
  String.raw`who\s+(?:was|is|['’]s)\s+(?:that|the)\s+(?:guy|girl|man|woman|person|boy|dude|lad)\s+(?:in|on|from)\s+(?:your|ur)\b[^.!?\n]*`,
  String.raw`where\s+(?:are|were)\s+(?:you|u)\s+(?:right\s+now|really|actually|last\s+night)\s*\?`,
  String.raw`who\s+(?:else\s+)?(?:are|were|r)\s+(?:you|u)\s+(?:with|texting|messaging|talking\s+to|on\s+the\s+phone\s+(?:to|with)|snapping|dming|seeing)\b[^.!?\n]*`,
  String.raw`who\s+(?:is|['’]s)\s+[a-z][a-z'’]*\s+and\s+why\b[^.!?\n]*`,
  String.raw`why\s+(?:is|was|did)\s+(?:he|she|[a-z]+)\s+(?:liking|like|commenting|messaging|texting|following|dming)\s+(?:your|you)\b[^.!?\n]*`,
  String.raw`why\s+did\s+(?:your|ur)\s+(?:snap\s+score|follower|following|last\s+seen)\b[^.!?\n]*`,
  String.raw`(?:your|ur)\s+(?:snap\s+score|last\s+seen|online\s+status|read\s+receipts?)\b[^.!?\n]*`,
  String.raw`what\s+did\s+you\s+(?:and\s+[a-z]+\s+)?(?:talk|text|chat)\s+about\b[^.!?\n]*`,
  String.raw`i\s+(?:went|looked|go|had\s+a\s+look|had\s+a\s+scroll)\s+through\s+(?:your|ur)\s+(?:phone|messages|texts|emails|bag|dms|laptop|browser\s+history|chats)\b[^.!?\n]*`,
  String.raw`i\s+(?:checked|read|saw|looked\s+at)\s+(?:your|ur)\s+(?:phone|messages|texts|emails|dms|chats|browser\s+history|call\s+log|bank\s+statement|location|find\s+my|snap\s+map)\b[^.!?\n]*`,
  String.raw`i\s+(?:put|installed|added)\s+(?:an?\s+)?(?:app|tracker|airtag|tile|my\s+fingerprint|my\s+face|spyware)\s+(?:on|to|in)\s+(?:your|ur)\b[^.!?\n]*`,
  String.raw`(?:saw|see|noticed)\s+(?:on\s+the\s+(?:bank|banking)\s+app|on\s+your\s+(?:statement|card)|on\s+find\s+my|on\s+snap\s+map)\b[^.!?\n]*`,
  String.raw`(?:i\s+)?(?:saw|noticed)\s+(?:you|it)\s+(?:deleted|go\s+off|went\s+off|turned\s+off|were\s+online|was\s+online)\b[^.!?\n]*`,
  String.raw`(?:i\s+)?(?:noticed|saw)\s+you\s+deleted\s+(?:a|the)\s+(?:chat|message|text|conversation)\b[^.!?\n]*`,
  String.raw`i\s+can\s+see\s+you\s+(?:smiling|typing|online|texting)\b[^.!?\n]*`,
  String.raw`(?:ur|you['’]re|you\s+are)\s+typing\s+then\s+stopping\b`,
])

export const monitoring = actRule({
  type: 'monitoring',
  severity: { default: 'high' },
  patterns: [DEMANDS, QUESTIONS_AND_SURVEILLANCE],
  harm: 'checks up on the reader (where they are, who they are with, what is on their phone); being watched like this is controlling, however it is meant',
  suggestion:
    'Say the worry instead of asking for proof: “I get anxious when I don’t hear from you — could you text when you get home?”',
})
