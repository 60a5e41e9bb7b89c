import { paths } from '~/config/paths'
import { DashboardProfile } from '~/features/dashboard/components/dashboard-profile'
import { LatestAnalyses } from '~/features/dashboard/components/latest-analyses'
import { MyDataSection } from '~/features/dashboard/components/my-data-section'
import { QuickLinks } from '~/features/dashboard/components/quick-links'
import { StatsPanel } from '~/features/dashboard/components/stats-panel'
import { CheckoutReturnNotice } from '~/features/subscription/components/checkout-return-notice'
import { seo } from '~/lib/seo'

export const meta = () =>
  seo({
    title: 'Dashboard | Tipsy',
    description: 'Your Tipsy statistics: emojis and messages generated, your most used tone and more.',
    path: paths.appDashboard.path,
    noIndex: true,
  })

export default function DashboardScreen() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <CheckoutReturnNotice />
      <DashboardProfile />
      <StatsPanel />
      <QuickLinks />
      <LatestAnalyses />
      <MyDataSection />
    </div>
  )
}
