import type { RedFlag } from '@tipsy/contracts'
import { ACRONYMS } from '../../lexicon/acronyms'
import type { Token } from '../../text/tokens'
import { scoreSentiment } from '../sentiment'
import { textFacts } from '../text-facts'
import { flagAt, type Rule, type RuleContext, type SeverityTable, severityIn } from './rule'

const SEVERITY: SeverityTable = { default: 'medium', text_friend: 'low', dating_app: 'low' }
/** Among friends, capitals can be joy ("WE GOT THE APARTMENT!!!"); there only angry or pointed shouting is flagged. */
const JOY_ALLOWED = new Set(['text_friend', 'dating_app', 'general'])
const MIN_RUN_WORDS = 3

/** Has letters, all of them capitals. */
function isCapitalWord(token: Token): boolean {
  return token.text !== token.lower && token.text === token.text.toUpperCase()
}

/** Runs of three or more words in capitals, with at least two that are not acronyms ("Q3 KPI" is not shouting). */
function capitalRuns(context: RuleContext): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = []
  let run: Token[] = []
  const close = () => {
    const shouted = run.filter((token) => !ACRONYMS.has(token.text) && token.text.length > 1)
    const first = run[0]
    const last = run.at(-1)
    if (first && last && run.length >= MIN_RUN_WORDS && shouted.length >= 2)
      runs.push({ start: first.start, end: last.end })
    run = []
  }
  context.tokens.forEach((token, index) => {
    const previous = context.tokens[index - 1]
    const sameSentence =
      previous !== undefined && !/[.!?\n]/.test(context.text.slice(previous.end, token.start))
    if (!isCapitalWord(token)) {
      close()
      return
    }
    if (run.length > 0 && !sameSentence) close()
    run.push(token)
  })
  close()
  return runs
}

/** Positive, or upbeat with "!" and not aimed at "you". */
function isJoyful(stretch: string, text: string): boolean {
  const sentiment = scoreSentiment(stretch).score
  return sentiment > 0.05 || (sentiment >= 0 && text.includes('!') && !/\byou/i.test(stretch))
}

export const shouting: Rule = (context) => {
  const severity = severityIn(SEVERITY, context.useCase)
  if (!severity) return []
  const { text } = context
  const spans = textFacts(text).shouting ? [{ start: 0, end: text.length }] : capitalRuns(context)
  return spans
    .filter((span) => !(JOY_ALLOWED.has(context.useCase) && isJoyful(text.slice(span.start, span.end), text)))
    .map(
      (span): RedFlag =>
        flagAt(text, span.start, span.end, {
          type: 'all_caps',
          severity,
          description: `${span.end - span.start === text.length ? 'The whole message is' : 'This stretch is'} in capitals, which reads as shouting`,
          suggestion:
            'Use normal case and put the emphasis in words: “This is important: please read the instructions first.”',
        }),
    )
}
