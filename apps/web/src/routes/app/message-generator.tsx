import { paths } from '~/config/paths'
import { MessageGeneratorScreen } from '~/features/message-generator/components/message-generator-screen'
import { seo } from '~/lib/seo'

export const meta = () =>
  seo({
    title: 'Message Generator | Tipsy',
    description: 'Write messages from a prompt with tone sliders from sober to drunk, for any platform.',
    path: paths.appMessageGenerator.path,
    noIndex: true,
  })

export default function MessageGenerator() {
  return <MessageGeneratorScreen />
}
