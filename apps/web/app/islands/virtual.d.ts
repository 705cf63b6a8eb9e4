/** Provided by islandsPlugin() (scripts/islands.ts): what a page of islands loads. */
declare module 'virtual:islands' {
  export const islandsEntry: { script: string; preloads: string[] }
}
