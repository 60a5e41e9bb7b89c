import { useEffect } from 'react'

/**
 * How many pages a history list has, keeping the page shown within them: deleting the last item
 * of the last page leaves that page empty, so the one before it is shown.
 */
export function usePageCount({
  page,
  setPage,
  total,
  pageSize,
  loaded,
}: {
  page: number
  setPage: (page: number) => void
  total: number
  pageSize: number
  loaded: boolean
}): number {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  useEffect(() => {
    if (loaded && page > pageCount) setPage(pageCount)
  }, [loaded, page, pageCount, setPage])
  return pageCount
}
