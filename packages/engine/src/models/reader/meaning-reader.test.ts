import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzeMessage } from '../../local/analyze/analyze'
import { contradictionsIn } from '../../local/analyze/coherence'
import { hurtIn } from '../../local/reply/hurt'
import { readerModelFiles } from '../../testing/reader-model'
import { createMeaningReader, type MeaningReader, SHIPPED_HEAD } from './meaning-reader'

const putDown =
  'Honestly your presentation was a mess and everyone noticed. Maybe let someone competent handle it next time.'
const everyday = 'Running 10 min late, save me a seat!'

let reader: MeaningReader
beforeAll(async () => {
  reader = await createMeaningReader({ ...(await readerModelFiles()), id: 'minilm-l6-v2-int8' })
})
afterAll(() => reader.close())

const judged = async (message: string) =>
  analyzeMessage(message, 'general', {
    judgement: { reading: await reader.read(message), head: reader.head },
  })

describe('the meaning reader (real encoder, shipped head)', () => {
  it('reads a put-down no rule catches as harmful, and points at the sentence it is in', async () => {
    expect(analyzeMessage(putDown, 'general').red_flags).toEqual([])
    const reading = await reader.read(putDown)
    expect(reading.harm).toBeGreaterThanOrEqual(SHIPPED_HEAD.harmThreshold)
    const [flag, ...others] = (await judged(putDown)).red_flags
    expect(others).toEqual([])
    expect(flag?.text).toBe('Maybe let someone competent handle it next time.')
  })

  it('leaves an everyday message alone', async () => {
    const reading = await reader.read(everyday)
    expect(reading.harm).toBeLessThan(SHIPPED_HEAD.harmThreshold)
    expect((await judged(everyday)).red_flags).toEqual([])
  })

  it('reads every sentence once, in order, with its own harm', async () => {
    const reading = await reader.read(putDown)
    expect(reading.sentences.map((sentence) => sentence.text)).toEqual([
      'Honestly your presentation was a mess and everyone noticed.',
      'Maybe let someone competent handle it next time.',
    ])
    for (const sentence of reading.sentences) expect(sentence.harm).toBeGreaterThanOrEqual(0)
  })

  it('reads tone and sentiment from the same pass, so the screen tells one story (issue 37)', async () => {
    const lateNight = 'u up? cant stop thinking about u.. i miss u. can i come over'
    const statusUpdate =
      "Hi team, quick update: the release slipped to Thursday because of a bug I missed in review. I'm sorry for the delay, that one is on me. I've added a test so it can't happen again and will confirm once it's out."
    // The words alone read the first as plain information and the second as frustrated ("again").
    expect(analyzeMessage(lateNight, 'general').scores.tone.value).not.toBe('flirty')
    expect(analyzeMessage(statusUpdate, 'general').scores.tone.value).toBe('frustrated')

    const night = await judged(lateNight)
    expect(night.scores.tone.value).toBe('flirty')
    expect(night.scores.sentiment.label).toMatch(/positive/)
    const update = await judged(statusUpdate)
    expect(update.scores.tone.value).toBe('apologetic')
    expect(update.scores.sentiment.label).not.toMatch(/^very/)
    for (const analysis of [night, update, await judged(putDown)])
      expect(contradictionsIn(analysis)).toEqual([])
  })

  // Paraphrases written for this test, not taken from any evaluation set.
  it.each([
    ['it kind of stung that you forgot my birthday', 'hurt'],
    ['honestly it hurt that you went without me', 'hurt'],
    ['you never ask how my week went anymore', 'complaint'],
    ['you could at least pretend to care', 'complaint'],
  ] as const)('reads %j, which the word model misses, as %s to own in a reply', async (text, kind) => {
    expect(hurtIn(text)).toBeUndefined()
    expect(hurtIn(text, await reader.readActs(text))).toBe(kind)
  })

  it.each([
    'just landed in Rome, it is SO hot here',
    'thank you so much for yesterday, see you soon!',
    'you looked great in that photo',
  ])('leaves %j alone with the act head too', async (text) => {
    expect(hurtIn(text, await reader.readActs(text))).toBeUndefined()
  })
})
