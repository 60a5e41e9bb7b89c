import { actRule, anyOf, flagAt, quote, type Rule, type RuleContext, sentenceAt } from './rule'

/**
 * Stonewalling (Gottman): withdrawing from the conversation instead of answering — "I'm not
 * having this conversation", "No further discussion", "I have nothing more to say to you",
 * "Conversation over", "think what you want", or a reply that only shrugs ("mhm. sure. anyway",
 * "ok and?", "cool story"). A plain "I'm done with this puzzle" or "no need to reply" is not it.
 */

const SHUTTING_DOWN = anyOf([
  String.raw`(?:i['’]m|i\s+am)\s+not\s+talking\s+to\s+you\s+about\b[^.!?\n]*`,
  String.raw`(?:there['’]s|there\s+is)\s+nothing\s+(?:more\s+|else\s+|left\s+)?to\s+(?:discuss|talk\s+about|say)\b[^.!?\n]*`,
  String.raw`not\s+doing\s+this\s+(?:with\s+you|again|now|tonight)\b`,
  String.raw`(?:this|the)\s+(?:matter|subject|topic|issue)\s+is\s+closed\b`,
  String.raw`(?:i['’]m|i\s+am)\s+not\s+going\s+to\s+argue\b[^.!?\n]*`,
  String.raw`(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+not\s+(?:having|discussing|doing|talking\s+about|getting\s+into|going\s+(?:to|over)\s+(?:discuss|talk\s+about|engage|respond|reply|answer|get\s+into|argue|do|have|go\s+over|keep\s+(?:discussing|talking|arguing)))\s+(?:this|it|that|any|your|you)\b[^.!?\n]*`,
  String.raw`(?:i['’]m|i\s+am)\s+not\s+(?:replying|answering|responding)(?=\s*[.!,]|$)`,
  String.raw`(?<!(?:i['’]m|we['’]re|i\s+am|we\s+are)\s+)not\s+(?:discussing|talking\s+about|doing)\s+(?:this|it|that)(?:\s+(?:again|anymore|now|tonight))?(?=\s*[.!,]|$)`,
  String.raw`(?:we|i)\s+won['’]t\s+be\s+(?:responding|replying|discussing|engaging|answering|commenting)\b[^.!?\n]*`,
  String.raw`no\s+further\s+(?:discussion|comment|comments|correspondence|questions|debate)\b[^.!?\n]*`,
  String.raw`(?:i|we)\s+have\s+(?:nothing|no)\s+(?:more|further|else)?\s*(?:to\s+say|comment)\b[^.!?\n]*`,
  String.raw`(?:i['’]ve|i\s+have|i)\s+got\s+nothing\s+(?:more\s+|else\s+)?to\s+say\b[^.!?\n]*`,
  String.raw`(?:(?:this|the)\s+)?(?:conversation|discussion)\s+(?:is\s+)?(?:over|closed|ended|finished)\b`,
  String.raw`end\s+of(?:\s+(?:story|discussion|conversation))?(?=\s*[.!]|$)`,
  String.raw`(?:please\s+)?(?:don['’]t|do\s+not)\s+(?:message|text|email|e-mail|contact|call|ring)\s+me\s+(?:about\s+(?:this|it)\s+)?again\b[^.!?\n]*`,
  String.raw`(?<!or\s)(?:just\s+)?(?:leave|drop)\s+it(?=\s*[.!]|$)`,
  String.raw`(?:i['’]m|i\s+am|im)\s+muting\b[^.!?\n]*`,
  String.raw`(?:i['’]m|im)\s+out(?=\s*[.!]|$)`,
  String.raw`(?:there['’]s\s+)?no\s+point\s+(?:in\s+)?(?:arguing|talking|discussing|explaining)\b[^.!?\n]*`,
  String.raw`can['’]?t\s+be\s+bothered\s+(?:having|with|discussing|to\s+(?:talk|discuss|argue))\b[^.!?\n]*`,
  String.raw`idc\s+anymore\b|i\s+don['’]t\s+care\s+anymore\b`,
  String.raw`(?:go\s+)?talk\s+to\s+(?:someone|somebody)\s+who\s+cares\b`,
  String.raw`(?:think|believe)\s+what(?:ever)?\s+you\s+want(?=\s*[.!]|$)`,
  String.raw`cool\s+story(?:\s+bro)?\b`,
  String.raw`(?:not|i['’]m\s+not)\s+answering\s+any\s+more\s+questions\b[^.!?\n]*`,
  String.raw`(?:i\s+)?don['’]t\s+want\s+to\s+(?:hear|talk\s+about)\s+(?:it|another|any)\b[^.!?\n]*`,
  String.raw`(?:i['’]m|i\s+am)\s+done\s+(?:talking|discussing|explaining|arguing)\b[^.!?\n]*`,
  String.raw`until\s+then\s+i['’]?ve\s+got\s+nothing\b[^.!?\n]*`,
  String.raw`that['’]s\s+all\s+you['’]re\s+getting\b`,
  String.raw`that['’]s\s+a\s+you\s+problem\b`,
  String.raw`talk\s+to\s+me\s+when\s+you['’]ve\s+calmed\s+down\b`,
])

/** Replies made of shrugs only: "mhm. sure. anyway", "ok and?", "k. anyway." — the whole message, ending on a brush-off. */
const SHRUG_WORDS = new Set([
  'mhm',
  'hm',
  'hmm',
  'sure',
  'ok',
  'okay',
  'k',
  'fine',
  'cool',
  'noted',
  'right',
  'yeah',
  'and',
  'anyway',
  'whatever',
  'story',
])
const BRUSH_OFF = /(?:\banyway|\band\s*\?|\bwhatever)[.!?\s]*$/i

function shrugOnly(context: RuleContext): boolean {
  const words = context.text.toLowerCase().match(/[a-z]+/gu) ?? []
  return (
    words.length > 0 &&
    words.length <= 6 &&
    words.every((word) => SHRUG_WORDS.has(word)) &&
    BRUSH_OFF.test(context.text)
  )
}

const act = {
  type: 'stonewalling' as const,
  severity: { default: 'medium' as const },
  harm: 'shuts the conversation down; the reader is left with no way to resolve it, which usually makes the conflict last longer',
  suggestion:
    'If you need a break, say so and say when you will come back to it: “I’m too angry to talk well right now — can we pick this up tomorrow evening?”',
}

const shutdowns = actRule({
  ...act,
  patterns: [SHUTTING_DOWN],
  isLookAlike: (match, context) =>
    /\b(?:puzzle|exams?|shift|work|homework|laughing|game)\b/i.test(sentenceAt(context, match.start).text),
})
export const stonewalling: Rule = (context) => {
  const flags = shutdowns(context)
  if (flags.length > 0 || !shrugOnly(context)) return flags
  const text = context.text.trim()
  const start = context.text.indexOf(text)
  return [
    flagAt(context.text, start, start + text.length, {
      type: act.type,
      severity: 'medium',
      description: `${quote(text)} ${act.harm}`,
      suggestion: act.suggestion,
    }),
  ]
}
