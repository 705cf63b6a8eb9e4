import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown'

describe('renderMarkdown', () => {
  it('renders headings, lists, emphasis and code', () => {
    const html = renderMarkdown('## Tools\n\n- **Canva** on your phone\n- `Ctrl+Z` undoes\n')
    expect(html).toContain('<h2>Tools</h2>')
    expect(html).toContain('<li><strong>Canva</strong> on your phone</li>')
    expect(html).toContain('<code>Ctrl+Z</code>')
  })
  it('writes Bangla as it is', () => {
    expect(renderMarkdown('# পরিচিতি')).toBe('<h1>পরিচিতি</h1>')
  })
  it('escapes HTML in the text: no script, no event handler', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>')
    expect(html).not.toMatch(/<script|<img/i)
    expect(html).toContain('&lt;script&gt;')
  })
  it('drops javascript: and data: links and opens web links in a new tab', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).toBe('<p><a href="">x</a></p>')
    expect(renderMarkdown('[x](data:text/html,hi)')).toBe('<p><a href="">x</a></p>')
    expect(renderMarkdown('[Canva](https://www.canva.com)')).toBe(
      '<p><a href="https://www.canva.com" target="_blank" rel="noopener noreferrer">Canva</a></p>',
    )
  })
})
