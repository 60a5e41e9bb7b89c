import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  const a = r.lhr.audits
  const m = a.metrics.details.items[0]
  console.log(
    url,
    'observed fcp',
    m.observedFirstContentfulPaint,
    'lcp',
    m.observedLargestContentfulPaint,
    'dcl',
    m.observedDomContentLoaded,
    'load',
    m.observedLoad,
  )
  console.log(
    JSON.stringify(
      a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
        a['largest-contentful-paint-element']?.details,
      null,
      0,
    ).slice(0, 600),
  )
  const reqs = a['network-requests'].details.items.map((i) => [
    i.url.slice(-40),
    i.priority,
    Math.round(i.networkRequestTime),
    Math.round(i.networkEndTime),
  ])
  console.log(JSON.stringify(reqs))
}
await chrome.kill()
