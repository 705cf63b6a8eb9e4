import lighthouse from 'lighthouse'
import { launch } from 'chrome-launcher'
import { serveStatic } from '../src/serve'
import { floorHtml, floorPath } from '../src/floor'
const { url, server } = await serveStatic('/work/main/apps/web/build/client', { http2: true, pages: { [floorPath]: floorHtml } })
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--ignore-certificate-errors'] })
for (const path of (process.env.P ?? '/').split(',')) {
  const r = await lighthouse(`${url}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  const a = r!.lhr.audits
  console.log('==', path, 'LCP', Math.round(a['largest-contentful-paint'].numericValue!), 'FCP', Math.round(a['first-contentful-paint'].numericValue!), 'TBT', Math.round(a['total-blocking-time'].numericValue!))
  const el = a['largest-contentful-paint-element']?.details as any
  console.log(String(JSON.stringify(el?.items?.map((i: any) => i.items ?? i))).slice(0, 1500))
  const ins = (r!.lhr.audits['lcp-breakdown-insight'] ?? r!.lhr.audits['lcp-phases-insight']) as any
  if (ins) console.log("insight", String(JSON.stringify(ins.details)).slice(0, 1500))
  const reqs = (a['network-requests'].details as any).items.map((i: any) => `${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)} ${i.transferSize} ${i.url.replace(url, '')}`)
  console.log(reqs.join('\n'))
  const rb = a['render-blocking-insight'] ?? a['render-blocking-resources']
  console.log('render-blocking', JSON.stringify((rb as any)?.details?.items ?? []).slice(0, 500))
}
chrome.kill(); server.close()
