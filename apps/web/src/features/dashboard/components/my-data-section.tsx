import { DeleteAccount } from './delete-account'
import { DownloadMyData } from './download-my-data'

/** "Download everything about me" (issue 36) and "Delete my account", on every plan. */
export function MyDataSection() {
  return (
    <section aria-labelledby="my-data-heading" className="flex flex-col gap-3">
      <h2 id="my-data-heading" className="text-xl font-bold text-slate-900">
        Your data
      </h2>
      <p className="text-sm text-slate-700">
        Download everything Tipsy stores about you — your account, preferences, messages, analyses, emoji
        history, usage and subscription — as one JSON file.
      </p>
      <DownloadMyData />
      <DeleteAccount />
    </section>
  )
}
