import { paths, type RouteEntry } from '~/config/paths'

export const signedOutLinks: readonly RouteEntry[] = [paths.about, paths.login]

export const signedInLinks: readonly RouteEntry[] = [
  paths.appMessageGenerator,
  paths.appMessageIq,
  paths.appTextToEmoji,
  paths.appDashboard,
  paths.appHistory,
  paths.appSubscription,
  paths.appAbout,
]

/** The footer's columns, on every page. */
export const footerProductLinks: readonly RouteEntry[] = [
  paths.appMessageGenerator,
  paths.appMessageIq,
  paths.appTextToEmoji,
  paths.pricing,
  paths.blog,
]
export const footerLegalLinks: readonly RouteEntry[] = [
  paths.privacyPolicy,
  paths.termsConditions,
  paths.paymentPolicy,
]
