/**
 * A reply that carries a phrase of theirs cut or turned the wrong way reads as nonsense ("No
 * worries at all about this on I you just feel!", "I won't be guilted into fromming you"). These
 * are the shapes such a phrase leaves; a reply that shows one is not sent.
 */
const BROKEN: RegExp[] = [
  // Two subject pronouns in a row: "on I you just feel".
  /\b(?:I|you|he|she|we|they)\s+(?:I|you|he|she|we|they)\b/,
  // A function word made into a verb: "fromming", "withing".
  /\b(?:from|for|with|into|onto|about|of|on|at|by|and|so|just|me|him|them|it|the|my|your)(?:m|n|t)?ing\b/i,
  // A possessive with no noun after it: "my in too", "your is".
  /\b(?:my|your|our|their)\s+(?:in|on|at|to|from|with|too|is|are|was|were|will|can|just|so|very|the|a|an|and|or|but|I|you)\b(?![-'’])/i,
  // "I" after a preposition, or a contraction with no verb after it: "off I", "I'll and Sam".
  /\b(?:off|to|with|for|from|at|by|of|about|than) I\b/,
  /\b(?:I'll|I'm|I've|I'd|you'll|we'll)\s+(?:and|or|but|to|the|a)\b/,
  // An adverb given a verb's ending, a conjunction with nothing before it: "seriouslyed", "for or weds".
  /\b\p{L}+lyed\b/u,
  /\b(?:for|to|make|about|with|at|on)\s+(?:or|and)\s/i,
  // Two determiners in a row: "the the", "the my".
  /\b(?:the|a|an|my|your)\s+(?:the|a|an|my|your)\b/i,
  // A sentence that stops on an article or a possessive: "about the!".
  /\b(?:the|a|an|my|your|our|and|or|but)\s*[.!?]/i,
]

export function readsBroken(text: string): boolean {
  return BROKEN.some((pattern) => pattern.test(text))
}
