import { REPLY_INTENT_MAX_LENGTH } from '@tipsy/contracts'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { EnglishOnlyNotice } from '~/components/ui/english-only-notice'
import { QuotaNote } from '~/components/ui/quota-note'
import { useConversationReply } from '../hooks/use-conversation-reply'
import { useFocusWhenDone } from '../hooks/use-focus-when-done'
import { ChatInput } from './chat-input'
import { GeneratedMessageList } from './generated-message-list'
import { GenerationRecoveryNote } from './generation-recovery-note'
import { GenerationStatus } from './generation-status'
import { GeneratorModeTabs } from './generator-mode-tabs'
import { LastMessageReading } from './last-message-reading'
import { PlatformPicker } from './platform-picker'
import { ToneSliders } from './tone-sliders'
import { TranscriptEditor } from './transcript-editor'

/**
 * Reply from the conversation (docs/product.md §2 "Reply to a chat"): the chat comes in as text
 * or screenshots, the user checks who said what, and gets their last message read and three replies.
 */
export function ReplyScreen() {
  const chat = useConversationReply()
  const { replying, result } = chat
  useFocusWhenDone(replying, result !== null || chat.error !== null, 'reply-results-heading')

  const hasChat = chat.bubbles.length > 0
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:flex-row lg:items-start">
      <section aria-labelledby="reply-heading" className="flex w-full flex-col gap-6 lg:max-w-xl">
        <div className="flex flex-col gap-3">
          <h1 id="reply-heading" className="text-3xl font-extrabold tracking-tight text-slate-900">
            Reply to a chat
          </h1>
          <GeneratorModeTabs mode="reply" />
          <p className="text-slate-700">
            Paste the conversation or drop a screenshot, check who said what, and get three replies that fit.
          </p>
        </div>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            chat.getReplies()
          }}
          className="flex flex-col gap-6 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          {hasChat ? <TranscriptEditor {...chat} disabled={replying} /> : <ChatInput {...chat} />}
          <EnglishOnlyNotice
            text={hasChat ? chat.bubbles.map((bubble) => bubble.text).join('\n') : chat.chatText}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="reply-intent" className="text-sm font-semibold text-slate-900">
              What do you want to say? <span className="font-normal text-slate-600">(optional)</span>
            </label>
            <input
              id="reply-intent"
              type="text"
              value={chat.intent}
              onChange={(event) => chat.setIntent(event.target.value)}
              aria-invalid={chat.intentTooLong}
              placeholder="e.g. say yes, but not before 8"
              disabled={replying}
              className="min-h-11 w-full rounded-xl border border-slate-300 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
            />
            {chat.intentTooLong ? (
              <p role="alert" className="text-sm text-red-700">
                Keep it to {REPLY_INTENT_MAX_LENGTH} characters ({chat.intent.length} now).
              </p>
            ) : null}
          </div>
          <PlatformPicker value={chat.platform} onToggle={chat.togglePlatform} disabled={replying} />
          <ToneSliders
            tones={chat.tones}
            onChange={chat.setTone}
            onReset={chat.resetTones}
            disabled={replying}
            lockedTones={chat.lockedTones}
          />
          <div className="flex flex-col gap-2">
            <Button
              type="submit"
              size="lg"
              busy={replying}
              disabled={(!hasChat || chat.intentTooLong || chat.quotaSpent) && !replying}
            >
              {replying ? 'Reading the chat...' : 'Get replies'}
            </Button>
            {hasChat ? null : (
              <p className="text-center text-sm text-slate-600">
                Add the chat first: paste it or drop a screenshot.
              </p>
            )}
            {hasChat && chat.readAlready && !replying ? (
              <p className="text-center text-sm text-slate-600">
                This chat was read today: asking again costs no read.
              </p>
            ) : null}
            <QuotaNote quota="reply" className="text-center" />
          </div>
        </form>
      </section>

      <section
        aria-labelledby="reply-results-heading"
        className="flex w-full min-w-0 flex-1 scroll-mt-24 flex-col gap-4 lg:sticky lg:top-24"
      >
        <h2
          id="reply-results-heading"
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-bold text-slate-900"
        >
          Your replies
        </h2>
        {chat.error ? (
          <Alert
            onDismiss={chat.dismissError}
            onRetry={hasChat && chat.canRetry ? chat.getReplies : undefined}
            retrying={replying}
          >
            {chat.error}
          </Alert>
        ) : null}
        {replying ? <GenerationStatus elapsedSeconds={chat.elapsedSeconds} /> : null}
        {replying ? null : <GenerationRecoveryNote recovery={chat.recovery} what="replies" />}
        {result && !replying ? (
          <>
            <LastMessageReading message={result.last_message} analysis={result.analysis} />
            <GeneratedMessageList messages={result.generatedMessages} messageId={result.message_id} />
          </>
        ) : null}
        {chat.recovered && !replying ? (
          <GeneratedMessageList
            messages={chat.recovered.generatedMessages}
            messageId={chat.recovered.message_id}
          />
        ) : null}
        {!replying && !result && !chat.recovered && !chat.recovery.searching && !chat.error ? (
          <EmptyState
            emoji="💬"
            title="No replies yet"
            text="Three replies to their last message will appear here."
          />
        ) : null}
      </section>
    </div>
  )
}
