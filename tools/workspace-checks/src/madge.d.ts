// madge ships no types: the part of its API the import-cycles and feature-boundaries tests use.
declare module 'madge' {
  interface MadgeConfig {
    fileExtensions?: string[]
    excludeRegExp?: RegExp[]
    detectiveOptions?: Record<string, Record<string, unknown>>
  }
  interface MadgeResult {
    circular(): string[][]
    /** Each file (relative to the root) and the files it imports. */
    obj(): Record<string, string[]>
  }
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>
}
