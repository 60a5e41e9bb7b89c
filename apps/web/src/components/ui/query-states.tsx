import type { ReactNode } from 'react'
import { LoadError } from './load-error'
import { Spinner } from './spinner'
import { StaleNote } from './stale-note'

/** What a list needs to know of its query (TanStack Query's result has all of it). */
export interface ListQuery {
  data: unknown
  error: Error | null
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

export interface QueryStatesProps {
  query: ListQuery
  /** The spinner's text while the first load runs. */
  loadingLabel: string
  /** Loaded, with nothing to show. */
  isEmpty: boolean
  empty: ReactNode
  /** The loaded content. */
  children: ReactNode
}

/**
 * A list's query in each of its states: the spinner, the load error with "Try again", the empty
 * state or the content; and, when reading it again failed, the content kept under a stale note.
 */
export function QueryStates({ query, loadingLabel, isEmpty, empty, children }: QueryStatesProps) {
  const retry = () => void query.refetch()
  return (
    <>
      {query.isError && query.data ? <StaleNote onRetry={retry} retrying={query.isFetching} /> : null}
      {query.isPending ? (
        <Spinner label={loadingLabel} className="py-12" />
      ) : query.isError && !query.data ? (
        <LoadError message={query.error?.message ?? ''} onRetry={retry} retrying={query.isFetching} />
      ) : isEmpty ? (
        empty
      ) : (
        children
      )}
    </>
  )
}
