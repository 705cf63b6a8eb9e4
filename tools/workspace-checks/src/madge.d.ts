// madge ships no types: the part of its API the import-cycles test uses.
declare module 'madge' {
  interface MadgeConfig {
    fileExtensions?: string[]
    excludeRegExp?: RegExp[]
    detectiveOptions?: Record<string, Record<string, unknown>>
  }
  interface MadgeResult {
    circular(): string[][]
  }
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>
}
