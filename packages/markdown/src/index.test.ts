import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './index'

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis, code, quotes and links', () => {
    const html = renderMarkdown(
      '## What you need\n\n1. **Canva**\n2. `index.html`\n\n> A tip\n\n[MDN](https://developer.mozilla.org/)',
    )
    expect(html).toContain('<h2>What you need</h2>')
    expect(html).toContain('<ol>\n<li><strong>Canva</strong></li>')
    expect(html).toContain('<code>index.html</code>')
    expect(html).toContain('<blockquote>')
    expect(html).toContain('<a href="https://developer.mozilla.org/">MDN</a>')
  })

  it('renders GFM tables and keeps Bangla as it is', () => {
    const html = renderMarkdown('| কোথায় | সাইজ |\n|---|---|\n| স্টোরি | ১০৮০ × ১৯২০ |')
    expect(html).toContain('<table>')
    expect(html).toContain('<th>কোথায়</th>')
    expect(html).toContain('<td>১০৮০ × ১৯২০</td>')
  })

  it('escapes raw HTML instead of passing it through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;')
  })

  it('drops addresses with a dangerous protocol from links and images', () => {
    const html = renderMarkdown(
      '[click](javascript:alert(1)) [data](data:text/html,hi) ![x](javascript:alert(1)) <javascript:alert(1)>',
    )
    expect(html).not.toMatch(/(href|src)="[^"]*(javascript|data):/)
    expect(html).toBe(
      '<p><a href="">click</a> <a href="">data</a> <img src="" alt="x" /> <a href="">javascript:alert(1)</a></p>',
    )
  })

  it('renders fenced code without interpreting it', () => {
    const html = renderMarkdown('```html\n<h1>Hello</h1>\n```')
    expect(html).toContain(
      '<pre><code class="language-html">&lt;h1&gt;Hello&lt;/h1&gt;\n</code></pre>',
    )
  })
})
