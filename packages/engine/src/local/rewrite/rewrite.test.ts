import {
  MESSAGE_MAX_LENGTH,
  type RewriteStyle,
  rewriteSchema,
  rewriteStyles,
  type UseCase,
} from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { EngineError } from '../../engine'
import { analyzeMessage } from '../analyze/analyze'
import { findEmoji, tokenize } from '../text/tokens'
import { rewriteMessage } from './rewrite'

const rewrite = (message: string, useCase: UseCase = 'general') =>
  Object.fromEntries(
    rewriteMessage(message, useCase, [...rewriteStyles]).map((rewritten) => [rewritten.style, rewritten]),
  ) as Record<RewriteStyle, ReturnType<typeof rewriteMessage>[number]>

const seriousFlags = (text: string, useCase: UseCase) =>
  analyzeMessage(text, useCase).red_flags.filter((flag) => flag.severity !== 'low')

describe('every style fixes what the analysis found', () => {
  const flagged: [string, UseCase][] = [
    [
      'Hi Priya,\n\nPer my last email, the Q3 deck was due on Monday. Please send it by 5pm.\n\nThanks,\nMarcus',
      'work_email',
    ],
    ["pay me the $180 by friday or i'm telling everyone what a freeloader you are", 'text_friend'],
    ["If you don't call me back in the next hour I'm driving over there.", 'apology'],
    ["I'm sorry I forgot to call, but you never pick up anyway.", 'apology'],
    ['why arent you answering?? answer me right now. is the wedding still on the 22nd?', 'text_friend'],
    ['THIS IS ABSOLUTELY RIDICULOUS. Return my $800 deposit by the 15th.', 'negotiation'],
    ['Greg, this is a complete f***ing joke. I want a credit on the March invoice.', 'work_email'],
  ]

  it.each(flagged)('removes or rephrases every flagged span: %s', (message, useCase) => {
    const before = seriousFlags(message, useCase)
    expect(before.length).toBeGreaterThan(0)
    for (const [style, rewritten] of Object.entries(rewrite(message, useCase))) {
      for (const flag of before) {
        const words = flag.type === 'all_caps' ? (flag.text ?? '') : (flag.text ?? '').toLowerCase()
        const text = flag.type === 'all_caps' ? rewritten.text : rewritten.text.toLowerCase()
        expect(text, `${style} kept ${flag.type} '${flag.text}'`).not.toContain(words)
      }
      expect(seriousFlags(rewritten.text, useCase), `${style}: ${rewritten.text}`).toEqual([])
    }
  })

  it('turns an ultimatum into the request it contains', () => {
    const { professional, friendly } = rewrite(
      "If you don't call me back in the next hour I'm driving over there.",
      'text_friend',
    )
    expect(professional.text).not.toMatch(/driving over/)
    expect(friendly.text).toMatch(/call me back in the next hour/)
  })

  it('keeps a fair business consequence as a fact and drops the threat', () => {
    const { assertive } = rewrite(
      "If the payment isn't in our account by Friday, we will cancel the entire order and tell everyone how you run things.",
      'text_friend',
    )
    expect(assertive.text).toMatch(/make sure the payment is in our account by Friday/i)
    expect(assertive.text).toMatch(/Otherwise, we will have to cancel the entire order\./)
    expect(assertive.text).not.toMatch(/tell everyone/)
  })

  it('measures the tone shift by analysing the rewrite', () => {
    const message = 'Per my last email, the report was due Friday. Whatever.'
    for (const rewritten of rewriteMessage(message, 'work_email', [...rewriteStyles])) {
      expect(rewritten.tone_shift.from).toBe(analyzeMessage(message, 'work_email').scores.tone.value)
      expect(rewritten.tone_shift.to).toBe(analyzeMessage(rewritten.text, 'work_email').scores.tone.value)
      expect(rewritten.tone_shift.to).not.toBe('passive-aggressive')
    }
  })
})

describe('professional', () => {
  it('spells out chat, calms punctuation and keeps the facts', () => {
    const { professional } = rewrite(
      'hey!! i was just wondering if you could maybe send me the report by friday?? thx lol',
      'work_email',
    )
    expect(professional.text).toBe('Hi, could you send me the report by Friday? Thank you.')
  })

  it('frames a work e-mail that the analysis found opening without a greeting', () => {
    const { professional } = rewrite(
      'The numbers on page 4 are wrong. Please fix them and resend by 10am.',
      'work_email',
    )
    expect(professional.text).toMatch(
      /^Hello,\n\nThe numbers on page 4 are wrong\. .+\n\n(?:Best regards|Kind regards|Best|Regards|Many thanks),$/,
    )
  })

  it('leaves a short note unframed', () => {
    expect(
      rewrite('Running 10 min late to the Henderson call, start without me pls', 'work_email').professional
        .text,
    ).toBe('Running 10 minutes late to the Henderson call, start without me please.')
  })
})

describe('friendly', () => {
  it('warms thanks and asks, and adds an emoji of its own topic to a happy note', () => {
    const { friendly } = rewrite(
      'Congrats on the new job! Can you send me the party details? Thanks.',
      'text_friend',
    )
    expect(friendly.text).toContain('Could you send me the party details?')
    expect(friendly.text).toContain('Thanks so much')
    expect(findEmoji(friendly.text).length).toBe(1)
  })

  it('keeps emoji and exclamation marks out of sad or serious messages', () => {
    for (const [message, useCase] of [
      ["I'm so sorry about your grandma. Thinking of you.", 'text_friend'],
      ['I think we should break up. I have been unhappy for a while.', 'text_friend'],
      ['The tap has leaked since Monday and nobody has come to fix it.', 'general'],
    ] as [string, UseCase][]) {
      const { friendly } = rewrite(message, useCase)
      expect(findEmoji(friendly.text), friendly.text).toEqual([])
      expect(friendly.text.includes('!'), friendly.text).toBe(false)
    }
  })

  it('never says the same closing line twice', () => {
    expect(
      rewrite("I'm so sorry about your grandma. Thinking of you.", 'text_friend').friendly.text,
    ).not.toMatch(/Thinking of you\..*Thinking of you/)
  })
})

describe('concise', () => {
  const long =
    "Hi Sandra,\n\nSorry to bother you again, I know you're super busy, and this is probably a silly question, but I just wanted to double check whether the travel form for the Lisbon conference goes to you or to finance? I spent €640 on flights and €310 on the hotel. No rush at all, whenever you get a chance!\n\nThanks so much,\nEmeka"

  it('cuts a long message by a quarter and keeps its names and numbers', () => {
    const { concise } = rewrite(long, 'work_email')
    expect([...concise.text].length).toBeLessThanOrEqual(0.75 * [...long].length)
    for (const fact of ['Sandra', 'Lisbon', '€640', '€310', 'finance']) expect(concise.text).toContain(fact)
  })

  it('keeps "thank you very much" whole while it drops other intensifiers', () => {
    const { concise } = rewrite('The report is really good. Thank you very much.', 'general')
    expect(concise.text).not.toMatch(/thank you much/i)
    expect(concise.text).not.toMatch(/really/)
  })

  it('leaves a short message with nothing to cut as it is', () => {
    expect(rewrite('Can we meet at 3?').concise.text).toBe('Can we meet at 3?')
  })
})

describe('assertive', () => {
  it('drops apologies and hedges and turns the ask into a direct request', () => {
    const { assertive } = rewrite(
      'Sorry to bother you, but I think we should maybe push the launch. Could you maybe check with Dana?',
    )
    expect(assertive.text).toBe("Let's push the launch. Please check with Dana.")
  })

  it('adds nothing to a message that asks nothing', () => {
    const { assertive } = rewrite('Happy birthday Sam! Have the best day.', 'text_friend')
    expect(assertive.text).not.toMatch(/confirm|let me know/i)
    expect(tokenize(assertive.text).length).toBe(tokenize('Happy birthday Sam! Have the best day.').length)
  })

  it('states an offer instead of asking permission', () => {
    expect(
      rewrite('Would you take $350 for the bike? I can pick it up tonight.', 'negotiation').assertive.text,
    ).toBe("I'm offering $350 for the bike. I can pick it up tonight.")
  })
})

describe('empathetic', () => {
  it('acknowledges what this message is about, not a stock opener', () => {
    const { empathetic } = rewrite(
      'so sorry I forgot your birthday yesterday, let me take you to dinner this weekend?',
      'apology',
    )
    expect(empathetic.text).not.toMatch(/I hear you|Let me know how you feel/)
    expect(empathetic.text).toMatch(/hurt|felt|upset|deserved better/)
  })

  it('owns the apology and leaves out the blame that cancelled it', () => {
    const { empathetic } = rewrite(
      'sorry you got upset last night but honestly you started it by bringing up my ex at dinner',
      'apology',
    )
    expect(empathetic.text).toMatch(/^I'm sorry I upset you last night\./)
    expect(empathetic.text).not.toMatch(/started it/)
  })

  it('softens demands into requests', () => {
    expect(rewrite('Send me the file today.').empathetic.text).toContain(
      'Could you please send me the file today?',
    )
  })
})

describe('every style', () => {
  const messages: [string, UseCase][] = [
    ['hey!! i was just wondering if you could maybe send me the report by friday?? thx lol', 'work_email'],
    ['Can we meet at 3?', 'general'],
    ['Thanks for dinner with Priya at Nopa on March 3, it was great.', 'text_friend'],
    ['omw! 10 mins. grab a table by the window?', 'text_friend'],
    ['Invoice #4471 attached. Payment due in 30 days. Thanks for your business!', 'work_email'],
  ]

  it('invents no names or numbers', () => {
    for (const [message, useCase] of messages) {
      const before = new Set(tokenize(message).map((token) => token.lower))
      for (const rewritten of rewriteMessage(message, useCase, [...rewriteStyles])) {
        const invented = tokenize(rewritten.text).filter((token) => {
          const opensSentence = /(?:^|[.!?,\n]\s*)$/.test(rewritten.text.slice(0, token.start))
          const nameLike = /^\p{Lu}/u.test(token.text) && !opensSentence && token.text !== 'I'
          return (nameLike || /\p{N}/u.test(token.text)) && !before.has(token.lower)
        })
        expect(
          invented.map((token) => token.text),
          rewritten.text,
        ).toEqual([])
      }
    }
  })

  it('starts every sentence with a capital and ends with punctuation after its edits', () => {
    for (const [message, useCase] of messages) {
      for (const rewritten of rewriteMessage(message, useCase, [...rewriteStyles])) {
        expect(rewritten.text, rewritten.style).toMatch(/^[\p{Lu}\d]/u)
        // A letter ends on its sign-off line ("Kind regards,").
        expect(rewritten.text, rewritten.style).toMatch(
          /(?:[.!?…)\p{Extended_Pictographic}]\uFE0F?|\n\n[\p{L} ]+,)$/u,
        )
        expect(rewritten.text, rewritten.style).not.toMatch(/[.!?]\s+\p{Ll}/u)
      }
    }
  })
})

describe('ordinary messages stay what they are', () => {
  it('keeps a form name, spells out "w/", and reads Memorial Day as a date, not a loss', () => {
    expect(
      rewrite('Let me know if you need a W-9, I can send it w/ the invoice.', 'work_email').professional.text,
    ).toMatch(/a W-9, I can send it with the invoice/)
    const notice = rewrite(
      'Reminder: the office is closed on Monday for Memorial Day. Have a good weekend!',
      'work_email',
    )
    expect(notice.friendly.text).not.toMatch(/love|thoughts|thinking of you/i)
  })
})

describe('rewriteMessage', () => {
  it('returns contract rewrites in the order asked', () => {
    const rewrites = rewriteMessage('ugh FINE whatever, send it', 'work_email', ['empathetic', 'concise'])
    expect(rewrites.map((rewritten) => rewritten.style)).toEqual(['empathetic', 'concise'])
    for (const rewritten of rewrites) {
      expect(rewriteSchema.parse(rewritten)).toEqual(rewritten)
      expect(rewritten.character_count).toBe([...rewritten.text].length)
    }
    expect(rewrites[0]?.id).not.toBe(rewrites[1]?.id)
  })

  it('refuses an empty message, binary junk and a message with no words', () => {
    expect(() => rewriteMessage('   ', 'general', ['concise'])).toThrow(EngineError)
    expect(() => rewriteMessage('\u0000\u0001 junk', 'general', ['concise'])).toThrow(EngineError)
    expect(() => rewriteMessage('🍕🍕🎉', 'general', ['concise'])).toThrow(/no words/)
  })

  it('keeps every rewrite of a message at the limit within the limit (issue 36)', () => {
    // "k." becomes "Okay.": the professional rewrite of this message was 3,983 characters long,
    // and the check that reads it again refused it as an over-long message.
    for (const unit of ['k. ', 'what? ']) {
      const message = unit.repeat(MESSAGE_MAX_LENGTH / unit.length + 1).slice(0, MESSAGE_MAX_LENGTH)
      const rewrites = rewriteMessage(message, 'general', [...rewriteStyles])
      expect(rewrites).toHaveLength(rewriteStyles.length)
      for (const rewritten of rewrites) {
        expect(rewritten.text.length, rewritten.style).toBeLessThanOrEqual(MESSAGE_MAX_LENGTH)
        expect(rewritten.text).toMatch(/[.!?…]$/)
      }
    }
  })

  it('rewrites other languages without breaking them', () => {
    const rewrites = rewriteMessage('Hola, ¿cómo estás? Quiero verte mañana.', 'general', [...rewriteStyles])
    for (const rewritten of rewrites) expect(rewritten.text).toMatch(/Quiero verte mañana[.!]/)
  })
})
