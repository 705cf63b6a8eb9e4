import { describe, expect, it } from 'vitest'
import { pendingSearchFor, SEARCH_TOO_LONG } from './search'

describe('pendingSearchFor', () => {
  it('sends what was typed, trimmed; blank is the whole list', () => {
    expect(pendingSearchFor('  tx9k ')).toEqual({ search: 'tx9k' })
    expect(pendingSearchFor('   ')).toEqual({ search: '' })
  })
  it('sends %, _, quotes and Bangla as they are (the server matches them literally)', () => {
    for (const typed of ['100%', 'a_b', `O'Brien "x"`, 'রহিম উদ্দিন', '০১৭১২']) {
      expect(pendingSearchFor(typed)).toEqual({ search: typed })
    }
  })
  it('refuses more than 100 characters in words', () => {
    expect(pendingSearchFor('ক'.repeat(100))).toEqual({ search: 'ক'.repeat(100) })
    expect(pendingSearchFor('x'.repeat(5000))).toEqual({ error: SEARCH_TOO_LONG })
    expect(SEARCH_TOO_LONG).toBe(
      'Search with at most 100 characters: a transaction ID, a phone number or part of a name.',
    )
  })
})
