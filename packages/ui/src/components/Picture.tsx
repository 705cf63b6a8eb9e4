/** An image in several formats and widths; the browser picks the best it can show. */
export interface ResponsiveImage {
  src: string
  alt: string
  width: number
  height: number
  /** Widths of `src`'s format, and the slot's size, for the browser to pick from. */
  srcSet?: string
  sizes?: string
  /** Better formats first (AVIF), each with its own srcset; `src` is the fallback. */
  sources?: ReadonlyArray<{ type: string; srcSet: string }>
}

/**
 * A `<picture>`: lazy by default; `priority` for the page's largest image at the top, which
 * loads at once and first.
 */
export function Picture({
  image,
  priority = false,
  className,
  imgClassName,
}: {
  image: ResponsiveImage
  priority?: boolean
  className?: string
  imgClassName?: string
}) {
  return (
    <picture className={className}>
      {image.sources?.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={image.sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={image.sizes}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={imgClassName}
      />
    </picture>
  )
}
