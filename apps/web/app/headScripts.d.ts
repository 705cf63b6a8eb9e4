/** An inline <head> script compiled from a `*.head.ts` module (scripts/headScripts.ts). */
declare module '*?head' {
  const script: string
  export default script
}
