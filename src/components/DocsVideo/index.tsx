import useBaseUrl from '@docusaurus/useBaseUrl'
import { useState } from 'react'

import Icon from '../Icon'
import styles from './styles.module.css'

export type DocsVideoProps = {
  /** What the video shows: the player's accessible name. */
  title: string
} & (
  | {
      /** A video file under `static/`, such as `/img/videos/replay.mp4`. */
      src: string
      embedUrl?: never
    }
  | {
      /** An embeddable player URL (YouTube, Vimeo), loaded only on play. */
      embedUrl: string
      src?: never
    }
)

/**
 * A video in a doc. Nothing is downloaded until the reader presses play: a
 * file uses `preload="none"`, and an embedded player is a button that
 * becomes the player's iframe when pressed.
 */
export default function DocsVideo(props: DocsVideoProps) {
  const [playing, setPlaying] = useState(false)
  const fileUrl = useBaseUrl(props.src ?? '')

  if (props.src) {
    return (
      <video
        className={styles.frame}
        src={fileUrl}
        title={props.title}
        aria-label={props.title}
        controls
        preload="none"
        playsInline
      />
    )
  }

  if (playing) {
    return (
      <iframe
        className={styles.frame}
        src={props.embedUrl}
        title={props.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    )
  }

  return (
    <button
      type="button"
      className={styles.facade}
      onClick={() => setPlaying(true)}
    >
      <Icon name="play" size={16} />
      <span>{`Play video: ${props.title}`}</span>
    </button>
  )
}
