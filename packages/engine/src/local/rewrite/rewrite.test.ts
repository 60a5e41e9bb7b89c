import { rewriteSchema, rewriteStyles } from '@tipsy/contracts'
import { describe, expect, it } from 'vitest'
import { EngineError } from '../../engine'
import { tokenize } from '../text/tokens'
import { retainedContent } from './retention'
import { rewriteMessage } from './rewrite'
import { rewriteInStyles } from './styles'

const styled = (message: string, useCase: Parameters<typeof rewriteInStyles>[1] = 'general') =>
  Object.fromEntries(
    rewriteInStyles(message, useCase, [...rewriteStyles]).map((rewrite) => [rewrite.style, rewrite]),
  )

describe('professional', () => {
  const { professional } = styled(
    'hey!! i was just wondering if you could maybe send me the report by friday?? thx lol',
    'work_email',
  )

  it('frames a work e-mail and spells everything out', () => {
    expect(professional?.text).toBe('Hi,\n\nCould you send me the report by Friday?\n\nThank you,')
  })

  it('lists what it did, from the message itself', () => {
    expect(professional?.changes).toEqual(
      expect.arrayContaining([
        "Removed 2 hedges: 'I was just wondering if', 'maybe'",
        "Dropped 1 chat abbreviation: 'lol'",
        "Changed the greeting 'Hey!' to 'Hi,' and changed the sign-off 'Thanks' to 'Thank you,'",
      ]),
    )
  })

  it('expands contractions and spells out slang', () => {
    const text = styled("I'm gonna be late, can u start without me?").professional?.text
    expect(text).toBe('I am going to be late, can you start without me?')
  })

  it('adds a greeting and sign-off only where a letter is expected', () => {
    expect(styled('The numbers are in.', 'negotiation').professional?.text).toBe(
      'Hi,\n\nThe numbers are in.\n\nBest regards,',
    )
    expect(styled("I'm sorry I missed your call.", 'apology').professional?.text).toBe(
      'I am sorry I missed your call.',
    )
  })
})

describe('friendly', () => {
  it('contracts, greets warmly and warms up thanks', () => {
    const friendly = styled('Thank you for the report. I am happy with it.', 'text_friend').friendly
    expect(friendly?.text).toBe("Hey! Thanks so much for the report. I'm happy with it. 😊")
    expect(friendly?.changes).toContain("Used 1 contraction (e.g. 'I am')")
  })

  it('relaxes a stiff greeting and sign-off, keeping the names', () => {
    const friendly = styled(
      'Dear Ms. Smith,\n\nThe invoice is attached.\n\nKind regards,\nTom',
      'work_email',
    ).friendly
    expect(friendly?.text).toBe('Hi Ms. Smith!\n\nThe invoice is attached.\n\nCheers!\nTom')
  })
})

describe('concise', () => {
  it('cuts wordy phrases, hedges, filler and pleasantries', () => {
    const concise = styled(
      'I hope you are doing well. In order to finalize the budget at this point in time, I think we basically need the numbers due to the fact that the deadline is Monday.',
      'work_email',
    ).concise
    expect(concise?.text).toBe(
      'To finalize the budget now, we need the numbers because the deadline is Monday.',
    )
    expect(concise?.changes).toEqual(
      expect.arrayContaining([
        "Dropped 1 pleasantry: 'I hope you are doing well'",
        "Removed 1 hedge: 'I think'",
        "Removed 1 filler word: 'basically'",
      ]),
    )
  })

  it('collapses repeats and drops padding and undercutting apologies', () => {
    expect(styled('Sorry to bother you, but could you send it? No worries if not!').concise?.text).toBe(
      'Could you send it?',
    )
    expect(styled('I am really, really sorry about last night.', 'apology').concise?.text).toBe(
      "I'm sorry about last night.",
    )
  })

  it('leaves a message with nothing to cut as it is', () => {
    const concise = styled('Can we meet at 3?').concise
    expect(concise?.text).toBe('Can we meet at 3?')
    expect(concise?.changes).toEqual([])
  })
})

describe('assertive', () => {
  it('drops apologies and hedges and turns a polite question into a request', () => {
    const assertive = styled(
      'Sorry to bother you, but I think we should maybe push the launch. Could you maybe check with Dana?',
    ).assertive
    expect(assertive?.text).toBe('We should push the launch. Please check with Dana.')
  })

  it('commits instead of trailing off', () => {
    expect(styled("I'll try to finish it tonight...").assertive?.text).toBe('I will finish it tonight.')
  })

  it('keeps the apology of an apology message', () => {
    expect(styled("Sorry, I can't make it tonight.", 'apology').assertive?.text).toContain('Sorry')
  })
})

describe('empathetic', () => {
  it('acknowledges feelings, softens demands and absolutes', () => {
    const empathetic = styled('Send me the file now. You never answer my emails!!!').empathetic
    expect(empathetic?.text).toBe(
      'I hear you. Could you please send me the file now? It feels like you rarely answer my emails! Let me know how you feel about it.',
    )
    expect(empathetic?.changes).toContain('Softened 1 demand into a request')
  })

  it('calms shouting and swearing', () => {
    const text = styled('THIS IS FUCKING RIDICULOUS', 'text_friend').empathetic?.text ?? ''
    expect(text).toContain('This is ridiculous.')
    expect(text).not.toMatch(/fuck/i)
  })
})

describe('every style', () => {
  const messages = [
    'hey!! i was just wondering if you could maybe send me the report by friday?? thx lol',
    'Can we meet at 3?',
    'Send me the file now.',
    'WHY DID YOU NOT CALL ME BACK?!?! you never listen to me',
    'Thanks for dinner with Priya at Nopa on March 3, it was great.',
    'ok',
  ]

  it('keeps the content words', () => {
    for (const message of messages) {
      for (const rewrite of rewriteInStyles(message, 'general', [...rewriteStyles])) {
        expect(
          retainedContent(message, rewrite.text),
          `${rewrite.style}: ${rewrite.text}`,
        ).toBeGreaterThanOrEqual(0.85)
      }
    }
  })

  it('invents no names or numbers', () => {
    for (const message of messages) {
      const before = new Set(tokenize(message).map((token) => token.lower))
      for (const rewrite of rewriteInStyles(message, 'work_email', [...rewriteStyles])) {
        const invented = tokenize(rewrite.text).filter((token) => {
          const opensSentence = /(?:^|[.!?,\n]\s*)$/.test(rewrite.text.slice(0, token.start))
          const nameLike = /^\p{Lu}/u.test(token.text) && !opensSentence && token.text !== 'I'
          return (nameLike || /\p{N}/u.test(token.text)) && !before.has(token.lower)
        })
        expect(
          invented.map((token) => token.text),
          rewrite.text,
        ).toEqual([])
      }
    }
  })

  it('never gives two identical rewrites, nor a rewrite equal to the message except concise', () => {
    for (const message of messages) {
      const rewrites = rewriteInStyles(message, 'general', [...rewriteStyles])
      expect(new Set(rewrites.map((rewrite) => rewrite.text)).size).toBe(rewrites.length)
      for (const rewrite of rewrites.filter((candidate) => candidate.style !== 'concise'))
        expect(rewrite.text).not.toBe(message)
    }
  })
})

describe('rewriteMessage', () => {
  it('returns contract rewrites in the order asked, with the tone before and after', () => {
    const rewrites = rewriteMessage('ugh FINE whatever, send it', 'work_email', ['empathetic', 'concise'])
    expect(rewrites.map((rewrite) => rewrite.style)).toEqual(['empathetic', 'concise'])
    for (const rewrite of rewrites) {
      expect(rewriteSchema.parse(rewrite)).toEqual(rewrite)
      expect(rewrite.character_count).toBe([...rewrite.text].length)
      expect(rewrite.tone_shift.from).toBeTruthy()
      expect(rewrite.tone_shift.to).toBeTruthy()
    }
    expect(rewrites[0]?.id).not.toBe(rewrites[1]?.id)
  })

  it('refuses an empty message, binary junk and a message with no words', () => {
    expect(() => rewriteMessage('   ', 'general', ['concise'])).toThrow(EngineError)
    expect(() => rewriteMessage('\u0000\u0001 junk', 'general', ['concise'])).toThrow(EngineError)
    expect(() => rewriteMessage('🍕🍕🎉', 'general', ['concise'])).toThrow(/no words/)
  })

  it('rewrites other languages without breaking them', () => {
    const rewrites = rewriteMessage('Hola, ¿cómo estás? Quiero verte mañana.', 'general', [...rewriteStyles])
    for (const rewrite of rewrites) expect(rewrite.text).toContain('Quiero verte mañana.')
  })
})
