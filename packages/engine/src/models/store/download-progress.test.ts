import { describe, expect, it } from 'vitest'
import { terminalProgress } from './download-progress'

function fakeStream(isTTY: boolean) {
  const written: string[] = []
  return { written, stream: { isTTY, columns: 80, write: (text: string) => written.push(text) } }
}

describe('terminalProgress', () => {
  it('writes one line at the start and one at the end when not on a terminal', () => {
    const { written, stream } = fakeStream(false)
    let now = 0
    const task = terminalProgress(stream, () => now).start('model.onnx from Hugging Face', 22_928_619)
    for (now = 0; now < 2_000; now += 150) task.update(now * 10_000)
    task.finish('downloaded')

    expect(written).toEqual([
      'model.onnx from Hugging Face: fetching (22.9 MB)\n',
      'model.onnx from Hugging Face: downloaded in 2.1 s\n',
    ])
  })

  it('redraws a bar in place on a terminal, at most every 100 ms, then clears it', () => {
    const { written, stream } = fakeStream(true)
    let now = 1_000
    const task = terminalProgress(stream, () => now).start('x', 10_000_000, 2_000_000)
    now = 1_200
    task.update(6_000_000)
    now = 1_250
    task.update(7_000_000)
    task.finish('downloaded')

    expect(written).toHaveLength(3)
    expect(written[0]).toMatch(/^\rx \[#{5}\.{19}\] 20% 2\.0 MB\/10\.0 MB/)
    expect(written[1]).toMatch(/^\rx \[#{14}\.{10}\] 60% 6\.0 MB\/10\.0 MB 20\.0 MB\/s/)
    expect(written[2]).toBe('\r\x1b[2Kx: downloaded in 0.3 s\n')
  })
})
