import { CHAT_BUBBLE_MAX_LENGTH } from '@tipsy/contracts'
import { Button } from '~/components/ui/button'
import type { ConversationReplyState, EditableBubble } from '../hooks/use-conversation-reply'

type TranscriptEditorProps = Pick<
  ConversationReplyState,
  'bubbles' | 'people' | 'chooseMe' | 'editBubble' | 'swapSide' | 'removeBubble' | 'addBubble' | 'startOver'
> & { disabled: boolean }

const whose = (bubble: EditableBubble) => (bubble.side === 'me' ? 'your' : 'their')

function BubbleRow({
  bubble,
  index,
  disabled,
  onEdit,
  onSwap,
  onRemove,
}: {
  bubble: EditableBubble
  index: number
  disabled: boolean
  onEdit: (text: string) => void
  onSwap: () => void
  onRemove: () => void
}) {
  const mine = bubble.side === 'me'
  const label = `Message ${index + 1}, ${mine ? 'yours' : 'theirs'}`
  return (
    <li
      data-side={bubble.side}
      data-testid="chat-bubble"
      className={`flex max-w-[88%] flex-col gap-1 ${mine ? 'items-end self-end' : 'items-start self-start'}`}
    >
      <span className="text-xs font-semibold text-slate-600">{mine ? 'Me' : 'Them'}</span>
      <textarea
        aria-label={label}
        value={bubble.text}
        maxLength={CHAT_BUBBLE_MAX_LENGTH}
        rows={Math.min(6, Math.max(1, Math.ceil(bubble.text.length / 34)))}
        disabled={disabled}
        onChange={(event) => onEdit(event.target.value)}
        className={`min-h-11 w-72 max-w-full resize-y rounded-2xl px-3 py-2 text-base ${
          mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900 ring-1 ring-slate-200'
        }`}
      />
      <div className="flex gap-1">
        <Button
          variant="ghost"
          className="min-h-11 px-2 text-xs"
          disabled={disabled}
          onClick={onSwap}
          aria-label={`Move message ${index + 1} to ${mine ? 'their' : 'my'} side`}
        >
          <span aria-hidden="true">⇄</span> To {mine ? 'their' : 'my'} side
        </Button>
        <Button
          variant="ghost"
          className="min-h-11 px-2 text-xs"
          disabled={disabled}
          onClick={onRemove}
          aria-label={`Delete message ${index + 1} (${whose(bubble)})`}
        >
          Delete
        </Button>
      </div>
    </li>
  )
}

/** The chat as read: bubbles the user can correct, move to the other side or delete before going on. */
export function TranscriptEditor({
  bubbles,
  people,
  chooseMe,
  editBubble,
  swapSide,
  removeBubble,
  addBubble,
  startOver,
  disabled,
}: TranscriptEditorProps) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">Check the chat</h2>
        <Button variant="ghost" className="min-h-11 px-3 text-xs" disabled={disabled} onClick={startOver}>
          Start over
        </Button>
      </div>
      <p className="text-xs text-slate-600">
        Their messages are on the left, yours on the right. Fix anything that was read wrong.
      </p>
      {people ? (
        <fieldset className="flex flex-wrap items-center gap-2 text-sm">
          <legend className="sr-only">Which one is you?</legend>
          <span aria-hidden="true" className="font-semibold text-slate-900">
            I am
          </span>
          {people.names.map((name) => (
            <label
              key={name}
              className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 ring-1 ring-slate-300"
            >
              <input
                type="radio"
                name="chat-me"
                checked={people.me === name}
                disabled={disabled}
                onChange={() => chooseMe(name)}
              />
              {name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <ol
        aria-label="Chat transcript"
        className="flex flex-col gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200"
      >
        {bubbles.map((bubble, index) => (
          <BubbleRow
            key={bubble.id}
            bubble={bubble}
            index={index}
            disabled={disabled}
            onEdit={(text) => editBubble(bubble.id, text)}
            onSwap={() => swapSide(bubble.id)}
            onRemove={() => removeBubble(bubble.id)}
          />
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {(['them', 'me'] as const).map((side) => (
          <Button
            key={side}
            variant="secondary"
            className="min-h-11 text-xs"
            disabled={disabled}
            onClick={() => addBubble(side)}
          >
            + {side === 'them' ? 'Their' : 'My'} message
          </Button>
        ))}
      </div>
    </div>
  )
}
