import { paths } from '~/config/paths'
import { MessageIqScreen } from '~/features/message-iq/components/message-iq-screen'
import { seo } from '~/lib/seo'

export const meta = () =>
  seo({
    title: 'MessageIQ | Tipsy',
    description:
      'Analyze a message for tone, sentiment, clarity and red flags, and get rewrites that land better.',
    path: paths.appMessageIq.path,
    noIndex: true,
  })

export default function MessageIq() {
  return <MessageIqScreen />
}
