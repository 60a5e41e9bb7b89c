import type { GeneratedMessage } from '@tipsy/contracts'
import { CopyableMessage } from '~/components/ui/copyable-message'
import { humanize } from '~/lib/message-labels'
import { useCopyToClipboard } from '~/lib/use-copy-to-clipboard'
import { useRecordCopyEvent } from '../api/record-copy-event'

/** docs/product.md §9: the generator's copied marker lasts 2 seconds. */
export const GENERATOR_COPIED_MS = 2_000

export interface GeneratedMessageListProps {
  messages: readonly GeneratedMessage[]
  /** Known once the generation is stored; copies are recorded against it. */
  messageId: string | null
}

export function GeneratedMessageList({ messages, messageId }: GeneratedMessageListProps) {
  const { copiedKey, copy } = useCopyToClipboard(GENERATOR_COPIED_MS)
  const recordCopy = useRecordCopyEvent()

  const onCopy = async (message: GeneratedMessage) => {
    if (!(await copy(message.id, message.text))) return
    if (messageId) void recordCopy({ message_id: messageId, variation_id: message.id })
  }

  return (
    <ol aria-label="Generated messages" className="flex flex-col gap-3">
      {messages.map((message) => (
        <CopyableMessage
          key={message.id}
          label={humanize(message.tone)}
          text={message.text}
          unchecked={message.unchecked}
          copied={copiedKey === message.id}
          onCopy={() => onCopy(message)}
          className="bg-white shadow-sm ring-1 ring-slate-200"
        />
      ))}
    </ol>
  )
}
