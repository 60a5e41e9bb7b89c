/**
 * HTML and script payloads that must only ever be shown as text. The fuzzer sends them to
 * every endpoint; the web app's XSS end-to-end test stores them and renders the pages that
 * show them. Each one would run `alert` (or add an element) if it were inserted as markup.
 */
export const markupPayloads = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '</textarea><script>alert(1)</script>',
  'javascript:alert(1)',
  '<a href="javascript:alert(1)">click</a>',
  '{{constructor.constructor("alert(1)")()}}',
] as const

/** What must never appear verbatim in an HTML answer: a payload that was not escaped. */
export const unescapedMarkup = ['<script>alert(1)', '<img src=x onerror=', '<svg onload=', '<iframe src=']
