/**
 * The choice the address names (?view=…, ?state=…) among a control's `options`, or the first: a
 * missing or unknown value (an old link, a typo) opens the first option.
 */
export function choiceOf<V extends string>(
  options: readonly { value: V }[],
  value: string | null,
): V {
  return options.find((o) => o.value === value)?.value ?? options[0]!.value
}
