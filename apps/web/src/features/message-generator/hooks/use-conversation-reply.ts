import {
  type ChatBubble,
  type ChatSide,
  chatKey,
  REPLY_INTENT_MAX_LENGTH,
  transcriptAsText,
  transcriptSchema,
} from '@tipsy/contracts'
import { useEffect, useRef, useState } from 'react'
import { useQuotaSpent } from '~/api/get-plan'
import { canRetry } from '~/lib/api-client'
import { unlessBlank } from '~/lib/drafts/draft-store'
import { usePersistedDraft, useRestoredDraft } from '~/lib/drafts/use-draft'
import { localClockTime } from '~/lib/local-clock-time'
import { isPageUnloading } from '~/lib/page-lifecycle'
import { useReplyToConversation } from '../api/reply-to-conversation'
import { generationErrorText } from '../lib/generation-error-text'
import { replyDraft, replyInFlightDraft } from '../lib/generator-drafts'
import { readScreenshots, ScreenshotError } from '../lib/screenshot/read-screenshot'
import { readTypedChat } from '../lib/typed-chat'
import { useElapsedSeconds } from './use-elapsed-seconds'
import { useGenerationRecovery } from './use-generation-recovery'
import { useToneSettings } from './use-tone-settings'

export interface EditableBubble extends ChatBubble {
  /** Stable across edits, so a bubble keeps its field (and focus) while others change. */
  id: string
}

/** An export's people, and which of them is the user. */
export interface ChatPeople {
  names: string[]
  me: string | null
}

const isTextFile = (file: File) => file.type === 'text/plain' || /\.txt$/i.test(file.name)

let nextBubbleId = 0
const withIds = (bubbles: ChatBubble[]): EditableBubble[] =>
  bubbles.map((bubble) => ({ ...bubble, id: `bubble-${++nextBubbleId}` }))

const otherSide = (side: ChatSide): ChatSide => (side === 'me' ? 'them' : 'me')

/**
 * The reply screen's state: the chat as editable bubbles (from pasted text, a WhatsApp export or
 * screenshots read on this device), what the user wants to say, the tones, and the read itself.
 */
export function useConversationReply() {
  const draft = useRestoredDraft(replyDraft)
  const settings = useToneSettings(draft ?? undefined)
  const [chatText, setChatText] = useState(draft?.chatText ?? '')
  const [bubbles, setBubbles] = useState<EditableBubble[]>(() => withIds(draft?.bubbles ?? []))
  const [exported, setExported] = useState<{ text: string; people: ChatPeople } | null>(
    draft?.exported ?? null,
  )
  const [intent, setIntent] = useState(draft?.intent ?? '')
  usePersistedDraft(
    replyDraft,
    unlessBlank({
      chatText,
      bubbles: bubbles.map(({ side, text }) => ({ side, text })),
      exported,
      intent,
      ...settings.toneChoices,
    }),
  )
  /** Screenshots being read: how far along, 0–1; null when none are. */
  const [readingProgress, setReadingProgress] = useState<number | null>(null)
  const [inputError, setInputError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  /** Whether the failure shown can pass when asked again (not a spent quota or a refused request). */
  const [errorRetryable, setErrorRetryable] = useState(false)
  const reply = useReplyToConversation()
  const recovery = useGenerationRecovery(replyInFlightDraft)
  /** The chats read on this page: asked about again the same day, a chat costs no read (the pricing FAQ). */
  const [readChats, setReadChats] = useState<ReadonlySet<string>>(() => new Set())
  const transcript = bubbles.map(({ side, text }) => ({ side, text }))
  // Replies found in History were for this chat, read today before the page reloaded.
  const recoveredChat = recovery.recovered?.context === transcriptAsText(transcript)
  const readAlready = readChats.has(chatKey(transcript)) || recoveredChat
  const quotaSpent = useQuotaSpent('reply') && !readAlready
  const elapsedSeconds = useElapsedSeconds(reply.isPending)
  const abort = useRef<AbortController | null>(null)

  useEffect(() => () => abort.current?.abort(), [])

  function showChat(text: string, me?: string | null) {
    const chat = readTypedChat(text, { me })
    setExported(chat.people.length > 1 ? { text, people: { names: chat.people, me: chat.me } } : null)
    setBubbles(withIds(chat.bubbles))
    setInputError(chat.bubbles.length === 0 ? 'No messages found in that text.' : null)
  }

  async function readFiles(files: File[]) {
    if (files.length === 0 || readingProgress !== null) return
    setInputError(null)
    const textFile = files.find(isTextFile)
    if (textFile) {
      showChat(await textFile.text())
      return
    }
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setReadingProgress(0)
    try {
      const read = await readScreenshots(files, { onProgress: setReadingProgress, signal: controller.signal })
      if (controller.signal.aborted) return
      setExported(null)
      setBubbles(withIds(read))
    } catch (failure) {
      if (controller.signal.aborted) return
      if (!(failure instanceof ScreenshotError)) console.error('Reading the screenshot failed', failure)
      setInputError(
        failure instanceof ScreenshotError
          ? failure.message
          : 'The screenshot could not be read. Try another one, or paste the chat as text.',
      )
    } finally {
      if (abort.current === controller) setReadingProgress(null)
    }
  }

  function getReplies() {
    if (reply.isPending || quotaSpent) return
    const checked = transcriptSchema.safeParse(transcript)
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'The chat cannot be read as it is.')
      return
    }
    settings.remember()
    setError(null)
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    const wanted = intent.trim()
    recovery.markStarted({ context: transcriptAsText(checked.data) })
    reply.mutate(
      {
        body: {
          transcript: checked.data,
          ...(wanted ? { intent: wanted } : {}),
          tones: settings.tones,
          ...(settings.platform ? { platform: settings.platform } : {}),
          local_time: localClockTime(new Date()),
        },
        signal: controller.signal,
      },
      {
        onSuccess: () => setReadChats((read) => new Set(read).add(chatKey(checked.data))),
        onError: (failure) => {
          if (controller.signal.aborted) return
          console.error('Reply failed', failure)
          setError(generationErrorText(failure))
          setErrorRetryable(canRetry(failure))
        },
        onSettled: () => {
          // Cut by a reload, the replies are the next page's to find in History.
          if (!isPageUnloading()) recovery.markEnded()
        },
      },
    )
  }

  const editBubbles = (change: (current: EditableBubble[]) => EditableBubble[]) => {
    setBubbles(change)
    setError(null)
  }

  return {
    ...settings,
    chatText,
    setChatText,
    /** Reads the pasted text into bubbles. */
    readChatText: () => showChat(chatText),
    readFiles,
    readingProgress,
    inputError,
    dismissInputError: () => setInputError(null),
    bubbles,
    /** A WhatsApp export's people: the user picks which one they are. */
    people: exported?.people ?? null,
    chooseMe: (name: string) => exported && showChat(exported.text, name),
    editBubble: (id: string, text: string) =>
      editBubbles((current) => current.map((bubble) => (bubble.id === id ? { ...bubble, text } : bubble))),
    swapSide: (id: string) =>
      editBubbles((current) =>
        current.map((bubble) => (bubble.id === id ? { ...bubble, side: otherSide(bubble.side) } : bubble)),
      ),
    removeBubble: (id: string) => editBubbles((current) => current.filter((bubble) => bubble.id !== id)),
    addBubble: (side: ChatSide) => editBubbles((current) => [...current, ...withIds([{ side, text: '' }])]),
    startOver: () => {
      abort.current?.abort()
      setBubbles([])
      setExported(null)
      setChatText('')
      setInputError(null)
      setError(null)
      reply.reset()
      recovery.forget()
    },
    intent,
    setIntent,
    intentTooLong: intent.length > REPLY_INTENT_MAX_LENGTH,
    getReplies,
    /** No reads left today, and this chat was not read today: the server would refuse it. */
    quotaSpent,
    /** This chat was read today: asking again (another intent or tone) costs no read. */
    readAlready,
    replying: reply.isPending,
    elapsedSeconds,
    result: reply.data ?? null,
    /** Replies cut off by a reload and found in History (without the reading of their message). */
    recovered: reply.data ? null : recovery.recovered,
    /** A read cut off by a reload: looked for in History, found, or not come. */
    recovery: {
      searching: recovery.searching,
      recovered: !reply.data && recovery.recovered !== null,
      notFound: recovery.notFound,
    },
    error,
    /** "Try again" is offered only where asking again can succeed. */
    canRetry: errorRetryable,
    dismissError: () => setError(null),
  }
}

export type ConversationReplyState = ReturnType<typeof useConversationReply>
