// `npm run train:reader`: trains the reader's heads on the dev splits and writes the shipped files
// (the evaluation fails when a shipped file differs from a fresh training).
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { freshActHead, SHIPPED_ACT_HEAD_FILE } from './train-act-head'
import { freshFeelingHeads, SHIPPED_SENTIMENT_HEAD_FILE, SHIPPED_TONE_HEAD_FILE } from './train-feeling-heads'
import { freshMeaningHead, SHIPPED_HEAD_FILE } from './train-meaning-head'

const started = performance.now()
const head = await freshMeaningHead()
writeFileSync(SHIPPED_HEAD_FILE, `${JSON.stringify(head)}\n`)
process.stdout.write(
  `wrote ${fileURLToPath(SHIPPED_HEAD_FILE)}: ${head.classes.length} classes, threshold ${head.harmThreshold}, veto below ${head.vetoBelow}\n`,
)
const { tone, sentiment } = await freshFeelingHeads()
writeFileSync(SHIPPED_TONE_HEAD_FILE, `${JSON.stringify(tone)}\n`)
writeFileSync(SHIPPED_SENTIMENT_HEAD_FILE, `${JSON.stringify(sentiment)}\n`)
process.stdout.write(
  `wrote the tone and sentiment heads: ${tone.classes.length} tones (rules bonus ${tone.rulesBonus}) and ${sentiment.classes.length} sentiment labels\n`,
)
const acts = await freshActHead()
writeFileSync(SHIPPED_ACT_HEAD_FILE, `${JSON.stringify(acts)}\n`)
process.stdout.write(
  `wrote the act head: ${acts.classes.length} acts, hurt threshold ${acts.hurtThreshold}, ${Math.round(performance.now() - started)} ms\n`,
)
