/**
 * The figures SPEC.md section 2 says the profile page shows, hardcoded: there is no
 * achievements, points or progress tracking behind them yet.
 */
export const profileFigures = {
  achievements: 2,
  points: 42,
  courseProgressPercent: 60,
} as const
