import type { RedFlag } from '@tipsy/contracts'
import { humanize } from '~/lib/message-labels'
import { highlightSegments, type Severity, worstSeverity } from '../lib/highlight-segments'

export const markClasses: Record<Severity, string> = {
  high: 'bg-red-100 text-red-950 decoration-red-600',
  medium: 'bg-amber-100 text-amber-950 decoration-amber-600',
  low: 'bg-sky-100 text-sky-950 decoration-sky-600',
}

/** The analysed message with every red-flagged passage marked; screen readers hear which flag. */
export function HighlightedText({ text, flags }: { text: string; flags: readonly RedFlag[] }) {
  const segments = highlightSegments(text, flags)
  return (
    <p
      data-testid="highlighted-text"
      className="text-base leading-7 break-words whitespace-pre-wrap text-slate-900"
    >
      {segments.map((segment, index) => {
        // Segments never move: the text and flags are fixed for one analysis.
        const key = `${index}-${segment.text.length}`
        if (segment.flags.length === 0) return <span key={key}>{segment.text}</span>
        const severity = worstSeverity(segment.flags)
        const names = [...new Set(segment.flags.map((flag) => humanize(flag.type)))].join(', ')
        return (
          <mark
            key={key}
            title={names}
            data-severity={severity}
            className={`rounded px-0.5 underline decoration-2 underline-offset-4 ${markClasses[severity]}`}
          >
            {segment.text}
            <span className="sr-only">
              {' '}
              (red flag, {severity}: {names})
            </span>
          </mark>
        )
      })}
    </p>
  )
}
