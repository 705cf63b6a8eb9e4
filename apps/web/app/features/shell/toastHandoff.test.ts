import { toast, toastStore } from '@repo/ui'
import { afterEach, describe, expect, it } from 'vitest'
import { handOffToasts, resumeToasts } from './toastHandoff'

afterEach(() => {
  toastStore.dismiss()
  sessionStorage.clear()
})

describe('toasts across a page load', () => {
  it('shows the toast of the previous page once on the next', () => {
    toast({
      title: 'Login Required',
      description: 'Please log in to enroll.',
      variant: 'destructive',
    })
    handOffToasts()
    toastStore.dismiss() // the page unloads
    resumeToasts()
    expect(toastStore.getSnapshot()).toMatchObject([
      { title: 'Login Required', description: 'Please log in to enroll.', variant: 'destructive' },
    ])
    toastStore.dismiss()
    resumeToasts()
    expect(toastStore.getSnapshot()).toEqual([])
  })

  it('hands nothing over when no toast is shown, and ignores what it did not write', () => {
    handOffToasts()
    expect(sessionStorage.length).toBe(0)
    sessionStorage.setItem('skill-courses_toasts', '{"not":"a list"')
    resumeToasts()
    expect(toastStore.getSnapshot()).toEqual([])
  })
})
