/** Generated items with their ids and timestamps left out: those are made afresh per call. */
export const withoutIds = (items: object[]) =>
  items.map((item) =>
    Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'id' && key !== 'timestamp')),
  )
