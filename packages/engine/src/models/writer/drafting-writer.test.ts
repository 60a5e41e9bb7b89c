import { defaultTones } from '@tipsy/contracts'
import { beforeAll, describe, expect, it } from 'vitest'
import { spellingProblems } from '../../checks/spelling'
import { EngineError } from '../../engine'
import { analyzeMessage } from '../../local/analyze/analyze'
import { warmUpGrammar } from '../../local/grammar/grammar-checker'
import { createLocalEngine } from '../../local/local-engine'
import { localAnalyzer } from '../../providers/local-analyzer'
import { createDraftingWriter, type DraftSource, tunedPromptFor } from './drafting-writer'
import type { TunedPrompt } from './tuned-prompts'

/** A model that answers from a script, one draft per call in order, and records what it was asked. */
function scriptedModel(drafts: string[]) {
  const asked: TunedPrompt[] = []
  let next = 0
  const draft: DraftSource = async (request) => {
    asked.push(tunedPromptFor(request))
    const text = drafts[next++ % drafts.length]
    if (text === undefined) throw new Error('no draft')
    return text
  }
  return { draft, asked }
}

function writerWith(drafts: string[]) {
  const model = scriptedModel(drafts)
  const unchecked: string[] = []
  const writer = createDraftingWriter({
    draft: model.draft,
    rules: createLocalEngine(),
    local: localAnalyzer,
    readers: { analyze: analyzeMessage, spellingProblems },
    onNoPassingDraft: (task, verdict) => unchecked.push(`${task}: ${verdict.failures.join('; ')}`),
  })
  return { writer, asked: model.asked, unchecked }
}

describe('the drafting writer', () => {
  beforeAll(() => warmUpGrammar(), 60_000)

  it('shows the passing model drafts, each once, and never one that failed a check', async () => {
    const { writer, asked } = writerWith([
      'Task: write\nRequest: tell Sam',
      "Hey Sam, I'm running 20 minutes late. Start without me!",
      "Sorry Sam, I'm stuck in traffic, about 20 minutes behind. Go ahead and start.",
      "Hey Sam, I'm running 20 minutes late. Start without me!",
      'Running 20 minutes late, Sam. Save me a seat!',
    ])
    const messages = await writer.generate({
      prompt: 'tell Sam I am 20 minutes late and to start without me',
      tones: defaultTones,
      count: 3,
      seed: 1,
    })
    // Drafts are shown in the order their checks finish.
    expect(messages.map((message) => message.text).sort()).toEqual(
      [
        "Hey Sam, I'm running 20 minutes late. Start without me!",
        "Sorry Sam, I'm stuck in traffic, about 20 minutes behind. Go ahead and start.",
        'Running 20 minutes late, Sam. Save me a seat!',
      ].sort(),
    )
    expect(asked[0]?.prompt).toContain('Request: tell Sam I am 20 minutes late')
  })

  it("fills in with the rules' checked drafts when the model's fail", async () => {
    const { writer } = writerWith(['I I I I I I I I I I I I I I I I', 'Task: write'])
    const messages = await writer.generate({
      prompt: 'tell Sam I am 20 minutes late and to start without me',
      tones: defaultTones,
      count: 2,
      seed: 1,
    })
    expect(messages).toHaveLength(2)
    for (const message of messages) {
      expect(message.text).toContain('20')
      expect(message.text).not.toMatch(/Task:|I I I/)
    }
  })

  it('refuses an unclear request before the model writes anything', async () => {
    const { writer, asked } = writerWith(['Hello!'])
    await expect(writer.generate({ prompt: 'hmm', tones: defaultTones })).rejects.toBeInstanceOf(EngineError)
    expect(asked).toEqual([])
  })

  it('rewrites from the message with its typos fixed, and lists only what changed', async () => {
    const { writer, asked } = writerWith([
      "I'm really sorry I missed your party on Saturday. I hope it was a great night, and I'd love to hear about it.",
    ])
    const [rewrite] = await writer.rewrite(
      'im realy sory i missed you party on saturday. hope it was fun',
      'apology',
      ['friendly'],
    )
    expect(asked[0]?.prompt).toMatch(/really sorry/)
    // Whichever draft won, model's or rules', it was written from the fixed message.
    expect(rewrite?.text).toMatch(/^I'm really sorry I missed/)
    expect(rewrite?.text).toContain('Saturday')
    expect(rewrite?.changes).toContain('Fixed 3 spelling mistakes')
    expect(rewrite?.changes.join()).not.toMatch(/Cut it/)
  })

  it('never passes off a rewrite that only expanded contractions as a checked one', async () => {
    const message = "I can't make it tonight, something came up at work. Can we do Thursday?"
    const { writer, unchecked } = writerWith([
      'I cannot make it tonight, something came up at work. Can we do Thursday?',
    ])
    const [rewrite] = await writer.rewrite(message, 'text_friend', ['professional'])
    expect(rewrite?.unchecked).toBe('It is the message again with only contractions or punctuation changed.')
    // The rules' professional rewrite of this message is the same expansion: nothing passed, and it is said.
    expect(unchecked).toEqual(['rewrite: is the message again with only contractions or punctuation changed'])
  })

  it("uses the model's rewrite when it keeps the style's promise", async () => {
    const message = "I can't make it tonight, something came up at work. Can we do Thursday?"
    const { writer, unchecked } = writerWith([
      'Unfortunately, a work matter has come up and I am unable to attend tonight. Would Thursday suit you instead?',
    ])
    const [rewrite] = await writer.rewrite(message, 'text_friend', ['professional'])
    expect(rewrite?.text).toBe(
      'Unfortunately, a work matter has come up and I am unable to attend tonight. Would Thursday suit you instead?',
    )
    expect(unchecked).toEqual([])
    expect(rewrite?.unchecked).toBeUndefined()
  })
})
