import { useSyncExternalStore } from 'react'
import { createStore } from '../lib/store'

export type ToastVariant = 'default' | 'destructive' | 'success'

export interface ToastInput {
  title: string
  description?: string | undefined
  variant?: ToastVariant
  /** Milliseconds on screen; 5000 by default (docs/product.md#constants). */
  durationMs?: number
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number
  description?: string | undefined
}

export const TOAST_DURATION_MS = 5000
/** At most one toast is kept at a time (docs/product.md#states). */
export const TOAST_LIMIT = 1

/**
 * A tiny toast store: a new toast replaces the current one (limit 1) and each toast
 * removes itself after its duration. Framework-free so it can be unit tested.
 */
export function createToastStore(limit = TOAST_LIMIT) {
  const shown = createStore<ToastItem[]>(() => [])
  let nextId = 1
  const timers = new Map<number, ReturnType<typeof setTimeout>>()

  function dismiss(id?: number) {
    const toasts = shown.getSnapshot()
    const removed = id === undefined ? toasts : toasts.filter((t) => t.id === id)
    for (const t of removed) {
      clearTimeout(timers.get(t.id))
      timers.delete(t.id)
    }
    shown.set(id === undefined ? [] : toasts.filter((t) => t.id !== id))
  }

  function show(input: ToastInput): number {
    const item: ToastItem = {
      id: nextId++,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      durationMs: input.durationMs ?? TOAST_DURATION_MS,
    }
    const toasts = shown.getSnapshot()
    const kept = [item, ...toasts].slice(0, limit)
    for (const t of toasts) {
      if (!kept.includes(t)) {
        clearTimeout(timers.get(t.id))
        timers.delete(t.id)
      }
    }
    if (item.durationMs > 0 && Number.isFinite(item.durationMs)) {
      timers.set(
        item.id,
        setTimeout(() => dismiss(item.id), item.durationMs),
      )
    }
    shown.set(kept)
    return item.id
  }

  return { show, dismiss, getSnapshot: shown.getSnapshot, subscribe: shown.subscribe }
}

export type ToastStore = ReturnType<typeof createToastStore>

/** The app-wide store. */
export const toastStore = createToastStore()
const empty: ToastItem[] = []

export function toast(input: ToastInput) {
  return toastStore.show(input)
}

export function useToasts(store: ToastStore = toastStore) {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => empty)
}
