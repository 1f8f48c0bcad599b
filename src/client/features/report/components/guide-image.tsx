import { useState } from 'react';
import { ImageViewer } from './image-viewer';
import styles from './viewer.module.css';

/** The report's instruction picture: a thumbnail that opens the zoomable viewer. */
export function GuideImage({ src, alt, caption }: { src: string; alt: string; caption: string }) {
  const [open, setOpen] = useState(false);
  return (
    <figure className={styles.figure}>
      <button type="button" className={styles.thumb} onClick={() => setOpen(true)} aria-label={`放大查看：${alt}`}>
        <img src={src} alt={alt} width={480} height={300} loading="lazy" decoding="async" />
      </button>
      <figcaption className={styles.caption}>{caption}</figcaption>
      {open && <ImageViewer src={src} alt={alt} onClose={() => setOpen(false)} />}
    </figure>
  );
}
