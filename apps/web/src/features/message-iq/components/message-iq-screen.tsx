import type { Rewrite } from '@tipsy/contracts'
import { useEffect, useRef } from 'react'
import { Alert } from '~/components/ui/alert'
import { QuotaNote } from '~/components/ui/quota-note'
import { Spinner } from '~/components/ui/spinner'
import { reveal } from '~/lib/reveal'
import { useCopyToClipboard } from '~/lib/use-copy-to-clipboard'
import { useMessageIq } from '../hooks/use-message-iq'
import { COPY_FAILED_TEXT } from '../lib/error-text'
import { AnalysisResults } from './analysis-results'
import { Composer } from './composer'
import { CopyToast } from './copy-toast'
import { GrammarPanel } from './grammar-panel'
import { RewriteCarousel } from './rewrite-carousel'
import { WelcomeCard } from './welcome-card'

/** docs/product.md §9: the MessageIQ copy toast lasts 3 seconds. */
export const COPY_TOAST_MS = 3_000

export function MessageIqScreen() {
  const iq = useMessageIq()
  const { copiedKey, copy } = useCopyToClipboard(COPY_TOAST_MS)

  const copyRewrite = async (rewrite: Rewrite) => {
    // A rewrite of another text is never put on the clipboard (the button says so too).
    if (iq.rewritesStale) return
    if (!(await copy(rewrite.id, rewrite.text))) iq.setError(COPY_FAILED_TEXT)
  }

  const busyRef = useRef<HTMLDivElement>(null)
  const busy = iq.analyzing || iq.rewriting
  const analysis = iq.analysis?.result

  // What a click started is shown where the user looks: the busy note at once, then the result
  // (with the focus on its heading rather than lost under a busy button).
  useEffect(() => {
    if (busy) reveal(busyRef.current)
  }, [busy])
  useEffect(() => {
    if (analysis) reveal(document.getElementById('analysis-heading'), { focus: true })
  }, [analysis])
  useEffect(() => {
    if (iq.rewrites) reveal(document.getElementById('rewrites-heading'), { focus: true })
  }, [iq.rewrites])

  const hasResults = iq.analysis !== null || iq.rewrites !== null
  const canReset = hasResults || iq.message !== '' || iq.error !== null || iq.useCaseChanged

  return (
    // Fills the screen below the header, so the composer starts at the bottom even with no results.
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] w-full max-w-3xl flex-col gap-6 px-4 pt-6 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">MessageIQ</h1>
        <QuotaNote quota="analyze" />
      </div>
      <CopyToast visible={copiedKey !== null} />

      <div className="flex flex-1 flex-col gap-8">
        {!hasResults && !busy ? <WelcomeCard /> : null}
        {iq.analysis ? (
          <AnalysisResults
            analysis={iq.analysis.result}
            text={iq.analysis.text}
            stale={iq.analysisStale}
            grammarProblems={
              iq.grammar.state && !iq.grammar.stale && iq.grammar.state.text === iq.analysis.text
                ? iq.grammar.state.problems
                : undefined
            }
          >
            <GrammarPanel grammar={iq.grammar} />
          </AnalysisResults>
        ) : null}
        <div ref={busyRef} className="scroll-mt-20 empty:hidden">
          {iq.analyzing ? <Spinner label="Analyzing your message..." className="py-8" /> : null}
          {iq.rewriting ? <Spinner label="Writing rewrites..." className="py-8" /> : null}
        </div>
        {iq.rewrites ? (
          <RewriteCarousel
            key={iq.rewritesKey}
            rewrites={iq.rewrites}
            stale={iq.rewritesStale}
            onCopy={copyRewrite}
          />
        ) : null}
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 bg-linear-to-t from-white via-white to-white/0 px-2 pt-3 pb-2 sm:-mx-6 sm:gap-3 sm:px-6 sm:pt-6 sm:pb-4">
        {iq.error ? (
          <Alert onDismiss={iq.dismissError} onRetry={iq.retry ?? undefined} retrying={busy}>
            {iq.error}
            {iq.errorDetail ? <span className="mt-1 block text-red-800">{iq.errorDetail}</span> : null}
          </Alert>
        ) : null}
        <Composer {...iq} canReset={canReset} />
      </div>
    </div>
  )
}
