import { StrokeIcon } from './StrokeIcon'
export type Theme = 'light' | 'dark'

export interface ThemeToggleProps {
  theme: Theme
  onToggle: () => void
  /** e.g. 'Dark mode' — the button is a switch: pressed means dark. */
  label: string
}

export function ThemeToggle({ theme, onToggle, label }: ThemeToggleProps) {
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={label}
      title={label}
      onClick={onToggle}
      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      {dark ? (
        <StrokeIcon>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </StrokeIcon>
      ) : (
        <StrokeIcon>
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
        </StrokeIcon>
      )}
    </button>
  )
}
