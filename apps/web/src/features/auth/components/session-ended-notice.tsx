/** On /login after a session ended without the user asking: why they are here, and that nothing typed is lost. */
export function SessionEndedNotice() {
  return (
    <p
      role="status"
      className="mt-6 rounded-xl bg-amber-50 p-3 text-center text-sm text-amber-950 ring-1 ring-amber-200"
    >
      Your session ended — sign in again to pick up where you left off. Your draft is kept.
    </p>
  )
}
