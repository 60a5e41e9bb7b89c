/**
 * The transition key of the root outlet: one per page, except that every /app path shares one
 * so the guarded layout is not remounted (it animates its own children).
 */
export function topLevelKey(pathname: string): string {
  return pathname === '/app' || pathname.startsWith('/app/') ? '/app' : pathname
}
