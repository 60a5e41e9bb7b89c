import type { RedFlagType } from '../rules/rule'

/** What a learned flag says: the harm (after “…” may read as) and what to do instead. */
export const LEARNED_WORDINGS: Partial<Record<RedFlagType, { harm: string; suggestion: string }>> = {
  threat: {
    harm: 'a threat: something bad will happen to the reader or theirs.',
    suggestion: 'Delete it. Say what you want to change and why, without a consequence.',
  },
  ultimatum: {
    harm: 'an ultimatum: do this or else.',
    suggestion: 'Ask for what you need and leave the “or else” out: “Can you let me know by Friday?”',
  },
  contempt: {
    harm: 'contempt: it talks down to the reader.',
    suggestion: 'Drop the put-down and say how their action affected you.',
  },
  criticism: {
    harm: 'an attack on who they are, not on what they did.',
    suggestion: 'Name the one thing that happened and how it landed: “When …, I felt …”.',
  },
  defensiveness: {
    harm: 'defensiveness: the blame goes back to the reader.',
    suggestion: 'Own your part first; answer their point before raising yours.',
  },
  gaslighting: {
    harm: 'dismissing what the reader remembers or feels.',
    suggestion: 'Say how you remember it, and that you hear how they felt.',
  },
  guilt_trip: {
    harm: 'a guilt trip: it makes the reader pay for saying no.',
    suggestion: 'Ask plainly and let them say no: “Would you be able to …?”',
  },
  isolation: {
    harm: 'pulling the reader away from their friends or family.',
    suggestion: 'Say what worries you about it, without asking them to cut anyone off.',
  },
  monitoring: {
    harm: 'checking up on the reader: where they are, who they are with.',
    suggestion: 'Say what you are worried about and trust them to tell you.',
  },
  sexual_pressure: {
    harm: 'sexual pressure.',
    suggestion: 'Delete it. Ask only what they are comfortable with, and accept a no.',
  },
  scam: {
    harm: 'what a scam asks for: codes, details or money, in a hurry.',
    suggestion: 'Never send codes or card details by message; check with the person another way.',
  },
  showing_up: {
    harm: 'turning up where the reader has not asked you to be.',
    suggestion: 'Ask first: “Would it be okay if I came by?”',
  },
  late_night: {
    harm: 'a late-night message the reader may not want.',
    suggestion: 'Wait until the morning and send a shorter version.',
  },
  stonewalling: {
    harm: 'shutting the conversation down.',
    suggestion: 'Ask for a break instead: “I need some time; can we talk tomorrow?”',
  },
  passive_aggressive: {
    harm: 'passive aggression: polite words with a barb.',
    suggestion: 'Say what bothers you directly and calmly.',
  },
  absolute_language: {
    harm: 'an absolute (always, never) that the reader will argue with.',
    suggestion: 'Describe the one time it happened instead.',
  },
  neediness: {
    harm: 'chasing a reply.',
    suggestion: 'Send one message and give them time to answer.',
  },
  pressure: {
    harm: 'pressure to answer or act now.',
    suggestion: 'Give a real deadline and the reason for it, or none.',
  },
  profanity: {
    harm: 'swearing the reader may take badly.',
    suggestion: 'Take the swearing out; say how strongly you feel in plain words.',
  },
  money_request: {
    harm: 'a request for money that can put the reader on the spot.',
    suggestion: 'Say what it is for, how much, and that no is a fine answer.',
  },
  apology_overload: {
    harm: 'more apology than the moment needs.',
    suggestion: 'Apologise once, then say what you will do.',
  },
  drunk_text: {
    harm: 'a message sent after a few drinks.',
    suggestion: 'Save it as a draft and read it again in the morning.',
  },
  oversharing: {
    harm: 'more personal detail than the reader asked for.',
    suggestion: 'Keep the detail for when you know each other better.',
  },
}
