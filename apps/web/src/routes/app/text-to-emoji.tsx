import { useParams, useSearchParams } from 'react-router'
import { paths } from '~/config/paths'
import { EmojiArtPanel } from '~/features/emoji-art/components/emoji-art-panel'
import { AffiliateTable } from '~/features/text-to-emoji/components/affiliate-table'
import { TextToEmoji } from '~/features/text-to-emoji/components/text-to-emoji'
import { seo } from '~/lib/seo'
import { useAppStore } from '~/stores/app-store'

export const meta = () =>
  seo({
    title: 'Text-to-Emoji | Tipsy',
    description: 'Turn what you are thinking into emoji, and draw your words in emoji art.',
    path: paths.appTextToEmoji.path,
    noIndex: true,
  })

/** The screen shows its own sponsored table, so the layout's sponsored link stays away (one per screen). */
export const handle = { ownSponsoredBlock: true }

/** docs/product.md §2: the message comes from the path segment or the `message` query parameter. */
export default function TextToEmojiScreen() {
  const { message: fromPath } = useParams()
  const [search] = useSearchParams()
  const initialMessage = fromPath ?? search.get('message') ?? ''
  const selectedEmoji = useAppStore((state) => state.selectedEmoji)

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Text-to-Emoji</h1>
        <p className="mt-2 text-slate-700">Type what you are thinking and get it back as emoji.</p>
      </header>
      <TextToEmoji
        initialMessage={initialMessage}
        renderResultExtras={(text) => <EmojiArtPanel text={text} emoji={selectedEmoji} />}
      />
      <AffiliateTable />
    </div>
  )
}
