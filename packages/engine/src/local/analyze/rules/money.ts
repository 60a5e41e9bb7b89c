import type { RedFlag } from '@tipsy/contracts'
import { findMatches, flagAt, quote, type Rule, type SeverityTable, severityIn } from './rule'

/** Asking a friend for $20 is normal life; asking a match or a stranger is a classic scam opening. */
const ASK_SEVERITY: SeverityTable = {
  default: 'medium',
  text_friend: 'low',
  negotiation: null,
  dating_app: 'high',
}

const MONEY_ASK =
  /\b(?:send|lend|loan|give|wire|transfer|venmo|paypal|zelle|cashapp|spot)\s+(?:me|us)\b[^.!?\n]{0,40}?(?:[$£€]\s?\d[\d,.]*k?|\b\d[\d,.]*\s?(?:bucks|dollars|usd|euros?|pounds|quid|k)\b|\bmoney\b|\bcash\b|\bfunds\b)|\b(?:need you to|can you|could you|please)\s+wire\b[^.!?\n]*|\bwire (?:me|the money|funds|[$£€]?\d)[^.!?\n]*|\b(?:i )?(?:need|want) (?:the|my) money back\b/gi

/**
 * A favour asked in money's place: "could I borrow 50 quid", "could you cover my share of the
 * ticket", "could you put the team lunch on your card", "my wishlist is in my bio if you wanna spoil me".
 */
const MONEY_FAVOUR =
  /\b(?:(?:could|can|would|might)\s+(?:i|we)\s+borrow\s+(?:your\s+card|(?:like\s+)?[$£€]?\d|some|a\s+(?:tenner|fiver|few|little|bit|grand))[^.!?\n]*|(?:lend|loan)\s+(?:me|us)\b[^.!?\n]*|(?:mind\s+if\s+i|if\s+i\s+could)\s+borrow\s+(?:like\s+)?[$£€]?\d[^.!?\n]*|(?:(?:could|can|would|will)\s+(?:you|u)(?:\s+be\s+able\s+to)?|(?:you|u)\s+could)\s+(?:maybe\s+|possibly\s+|just\s+)?(?:cover\s+(?:my|the|our)\s+(?:[a-z-]+\s+){0,2}?(?:share|half|part|cost|bill|rent|tab|deposit|fee|ticket|hire|subscription|membership)|pay\s+(?:for|my|a|the)|buy\s+(?:my|me)|put\s+(?:the|my|it)\b[^.!?\n]{0,30}\bon\s+your\s+card|front\s+(?:the|me)|chip\s+in|transfer\s+me|venmo\s+me|send\s+me\s+something|help\s+(?:me|a\s+\w+)\s+out|help\s+me\s+get)\b[^.!?\n]*|(?:investing|invest)\s+[$£€]?\d+k?\b[^.!?\n]*|(?:a\s+small|a\s+quick|a\s+little)\s+loan\b[^.!?\n]*|(?:my\s+(?:paypal|cashapp|venmo|wishlist|amazon\s+wishlist)|\$[a-z_]+\d*)\b[^.!?\n]{0,40}\b(?:if\s+you|treat|spoil|send)\b[^.!?\n]*|(?:wanna|want\s+to)\s+(?:treat|spoil|send)\s+me\b[^.!?\n]*)/gi

/** Payment channels and asks that scammers favour: gift-card codes, bank details, crypto "opportunities". */
const SCAM_CUES =
  /\b(?:buy|get|purchase|send|pick up)\b[^.!?\n]{0,30}?\bgift ?cards?\b[^.!?\n]*|\bgift ?card (?:codes?|numbers?)\b|\b(?:send|confirm|give|share|provide|verify|enter|tell me)\b[^.!?\n]{0,25}?\b(?:bank (?:details|account details|info|information|login)|account number|routing number|sort code|iban|pin|card number|cvv|social security number|ssn)\b|\b(?:confirm|verify) (?:your )?password\b|\binvest(?:ment)? opportunit(?:y|ies)\b|\bguaranteed (?:returns?|profits?|income)\b|\bdouble your (?:money|investment)\b|\b(?:crypto|bitcoin|btc|ethereum|usdt|forex)\b[^.!?\n]{0,40}?\b(?:invest|investment|returns?|profits?|opportunity|wallet|earn)\b|\b(?:invest|investment|made|earn|earned|trading)\b[^.!?\n]{0,40}?\b(?:crypto|bitcoin|btc|forex)\b|\b(?:urgent (?:wire|transfer|payment)|western union|moneygram|processing fee|claim your prize)\b/gi

export const moneyRequests: Rule = (context) => {
  const { text, useCase } = context
  const flags: RedFlag[] = findMatches(text, SCAM_CUES).map((match) =>
    flagAt(text, match.start, match.end, {
      type: 'money_request',
      severity: 'high',
      description: `${quote(match.text)} is a hallmark of scams (gift cards, bank details, crypto returns); a real contact rarely asks this way`,
      suggestion:
        'Never send codes, bank details or crypto over chat. If you are asking for money yourself, ask in person or on a call and say what it is for.',
    }),
  )
  const severity = severityIn(ASK_SEVERITY, useCase)
  if (!severity) return flags
  for (const match of [...findMatches(text, MONEY_ASK), ...findMatches(text, MONEY_FAVOUR)]) {
    flags.push(
      flagAt(text, match.start, match.end, {
        type: 'money_request',
        severity,
        description: `${quote(match.text)} asks for money${useCase === 'dating_app' ? ', which on a dating app looks like a scam whatever the reason' : ''}`,
        suggestion:
          'Say what it is for and when you will pay it back, or ask on a call: “Could you lend me $50 until Friday for the electric bill?”',
      }),
    )
  }
  return flags
}
