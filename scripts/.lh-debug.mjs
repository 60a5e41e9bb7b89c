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
  console.log(
    url.slice(-25).padEnd(26),
    Math.round(r.lhr.categories.performance.score * 100),
    [
      'first-contentful-paint',
      'largest-contentful-paint',
      'speed-index',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map(
        (k) =>
          `${k
            .split('-')
            .map((w) => w[0])
            .join('')}=${a[k].displayValue}(${Math.round(a[k].score * 100)})`,
      )
      .join(' '),
  )
}
await chrome.kill()
