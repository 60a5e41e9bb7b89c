import { useSearchParams } from 'react-router'
import { paths } from '~/config/paths'
import { MessageGeneratorScreen } from '~/features/message-generator/components/message-generator-screen'
import { ReplyScreen } from '~/features/message-generator/components/reply-screen'
import { seo } from '~/lib/seo'

export const meta = () =>
  seo({
    title: 'Message Generator | Tipsy',
    description: 'Write messages from a prompt with tone sliders from sober to drunk, or reply to a chat.',
    path: paths.appMessageGenerator.path,
    noIndex: true,
  })

/** `?mode=reply` opens the reply tab (docs/product.md §2 "Reply to a chat"). */
export default function MessageGenerator() {
  const [search] = useSearchParams()
  return search.get('mode') === 'reply' ? <ReplyScreen /> : <MessageGeneratorScreen />
}
