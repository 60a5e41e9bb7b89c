import { readFileSync } from 'node:fs'
import { defaultTones } from '@tipsy/contracts'
import type { ReplyInput } from '../../src/engine'
import { actChances } from '../../src/local/reply/learned/act-reader'
import { writeReplies } from '../../src/local/reply/write-replies'
import { readActs } from '../../src/models/reader/act-head'
import { readyHead } from '../../src/models/reader/meaning-head'
import { SHIPPED_ACT_HEAD } from '../../src/models/reader/meaning-reader'
import type { EvalRow } from '../eval-row'
import { ratio } from '../red-flags-blind'
import { actAccuracyOnUnseenAuthors, trainingThreads } from '../reply/act-model'
import { figuresOf, isHeldOut, loadThreads, run, type Thread } from '../reply/replies'
import { readerPasses } from './reader-vectors'
import { sameWeights } from './same-weights'
import { actsOnUnseenAuthors, freshActHead, SHIPPED_ACT_HEAD_FILE, theirLastMessage } from './train-act-head'

/**
 * The reader's act head (issue 37: "the reply act reader, read from the same embeddings"), beside
 * the words-only act model it replaces when the encoder is live:
 * - the author's act named, each author's threads read by a head trained without them;
 * - the held-out third of the must-mention set (never trained on): the act named;
 * - the replies on that held-out third, naming what was asked, with the head's acts and without.
 */
const AREA = 'replies (reader act head)'

const likeliest = (chances: Record<string, number>) =>
  Object.entries(chances).reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0]

export async function evaluateReaderActs(): Promise<EvalRow[]> {
  const training = trainingThreads()
  const heldOut = loadThreads().filter((thread) => isHeldOut(thread.id))
  const passOf = await readerPasses([...training, ...heldOut].map(theirLastMessage))
  const shipped = readyHead(SHIPPED_ACT_HEAD)
  const actsOf = (thread: Thread) =>
    readActs(shipped, theirLastMessage(thread), passOf(theirLastMessage(thread)))

  const fresh = await freshActHead()
  const shippedMatches = sameWeights(fresh, JSON.parse(readFileSync(SHIPPED_ACT_HEAD_FILE, 'utf8')))
  const unseen = actsOnUnseenAuthors(training, passOf)
  const unseenRight = [...unseen].filter(([thread, acts]) => likeliest(acts.chances) === thread.kind).length
  const words = actAccuracyOnUnseenAuthors()

  const heldOutRight = (read: (thread: Thread) => Record<string, number>) =>
    ratio({
      found: heldOut.filter((thread) => likeliest(read(thread)) === thread.kind).length,
      total: heldOut.length,
    })
  const actsByText = new Map(heldOut.map((thread) => [theirLastMessage(thread), actsOf(thread)]))
  const withActs = (input: ReplyInput) =>
    writeReplies(input, { acts: actsByText.get(theirLastMessage({ thread: input.thread } as Thread)) })
  const replies = figuresOf(await run(withActs, heldOut, defaultTones))
  const wordsReplies = figuresOf(await run((input) => writeReplies(input), heldOut, defaultTones))

  return [
    {
      area: AREA,
      metric: 'the shipped act head equals a fresh training (1 = yes; npm run train:reader)',
      value: shippedMatches ? 1 : 0,
      target: '1',
      pass: shippedMatches,
    },
    {
      area: AREA,
      metric: `the author's act named, each author's threads read by a head trained without them (${training.length} threads, ${fresh.classes.length} acts)`,
      value: ratio({ found: unseenRight, total: training.length }),
      baseline: {
        label: 'the words-only act model, the same way',
        value: ratio({ found: words.right, total: words.total }),
      },
      target: '≥ the words-only model',
      pass: unseenRight >= words.right,
    },
    {
      area: AREA,
      metric: `held-out (${heldOut.length} threads, never trained on): the author's act named`,
      value: heldOutRight((thread) => actsOf(thread).chances),
      baseline: {
        label: 'the words-only act model',
        value: heldOutRight((thread) => actChances(theirLastMessage(thread))),
      },
      target: 'reported',
      pass: true,
    },
    {
      area: AREA,
      metric: `held-out: replies naming what their last message asked, with the head's acts (${heldOut.length} threads × 3, sober 50)`,
      value: ratio({ found: Math.round(replies.replyPass * heldOut.length * 3), total: heldOut.length * 3 }),
      baseline: {
        label: 'with the words-only act model',
        value: ratio({
          found: Math.round(wordsReplies.replyPass * heldOut.length * 3),
          total: heldOut.length * 3,
        }),
      },
      target: '≥ 0.75 (the replies floor)',
      pass: replies.replyPass >= 0.75,
    },
  ]
}
