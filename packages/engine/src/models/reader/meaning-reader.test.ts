import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { analyzeMessage } from '../../local/analyze/analyze'
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
})
