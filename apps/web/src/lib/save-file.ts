/** Hands a downloaded file to the browser's "save" flow under its name. */
export function saveFile(blob: Blob, filename: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob)
  const link = doc.createElement('a')
  link.href = url
  link.download = filename
  link.hidden = true
  doc.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
