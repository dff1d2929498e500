import useBaseUrl from '@docusaurus/useBaseUrl'

import styles from './styles.module.css'

export interface DocsImageProps {
  /** Path under `static/`, such as `/img/guides/retry-ability/chain.svg`. */
  src: string
  /** What the image shows, for readers who cannot see it. Required. */
  alt: string
  caption?: string
  width?: number
  height?: number
}

/**
 * An image in a doc, with an optional caption. It sits in the markdown area,
 * so the image-zoom plugin opens it on click.
 */
export default function DocsImage({
  src,
  alt,
  caption,
  width,
  height,
}: DocsImageProps) {
  if (!alt?.trim()) {
    throw new Error(
      `DocsImage "${src}" needs alt text that says what the image shows.`,
    )
  }
  return (
    <figure className={styles.figure}>
      <img
        className={styles.image}
        src={useBaseUrl(src)}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      {caption ? (
        <figcaption className={styles.caption}>{caption}</figcaption>
      ) : null}
    </figure>
  )
}
