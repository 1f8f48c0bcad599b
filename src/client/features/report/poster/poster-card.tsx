import type { Ref } from 'react';
import { type Qr, QrSvg } from '#client/components/qr/qr-code';
import type { PosterContent } from './poster-content';
import styles from './poster.module.css';

/** The poster's size in CSS pixels: a 375 × 667 phone screen, drawn at 2x (750 × 1334). */
export const POSTER_WIDTH = 375;
export const POSTER_HEIGHT = 667;

/**
 * The share poster as a page element, laid out by the browser and then drawn to an image: product,
 * nickname, assessment, the result's headline, a few lines of the report and the QR code of the link.
 */
export function PosterCard({ ref, content, nickname, qr, url }: { ref: Ref<HTMLDivElement>; content: PosterContent; nickname: string; qr: Qr; url: string }) {
  return (
    <div ref={ref} className={styles.poster} data-testid="poster-card" data-url={url}>
      <div className={styles.brand}>
        <img src="/icons/logo.svg" alt="" width={34} height={34} />
        <div>
          <p className={styles.brandName}>生涯规划</p>
          <p className={styles.brandTag}>青少年生涯教育平台</p>
        </div>
      </div>
      <div className={styles.result}>
        <p className={styles.who}>
          {nickname ? `${nickname}的` : '我的'}
          {content.assessment}结果
        </p>
        <p className={styles.label}>{content.label}</p>
        <p className={styles.headline}>{content.headline}</p>
        <p className={styles.subline}>{content.subline}</p>
        {content.ties && (
          <p className={styles.ties} data-testid="poster-ties">
            {content.ties}
          </p>
        )}
        {content.caveat ? (
          <div className={`${styles.caveat} ${content.caveat.kind === 'flat' ? styles.caveatFlat : ''}`} data-testid="poster-caveat" data-caveat={content.caveat.kind}>
            <p className={styles.caveatTitle}>
              {content.caveat.title}
              {content.caveat.kind === 'flagged' && <span className={styles.caveatTag}>{content.caveat.tag}</span>}
            </p>
            <p className={styles.caveatText}>{content.caveat.text}</p>
          </div>
        ) : (
          <p className={styles.summary}>{content.summary}</p>
        )}
      </div>
      {/* With a caveat the card is taller: the caveat matters more than the list of what else the report holds. */}
      {!content.caveat && (
        <div className={styles.includes}>
          <p className={styles.includesTitle}>完整报告还包括</p>
          <ul>
            {content.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.footer}>
        <div className={styles.qr} data-testid="poster-qr">
          <QrSvg qr={qr} size={108} label="分享链接的二维码" />
        </div>
        <div>
          <p className={styles.cta}>长按保存图片</p>
          <p className={styles.cta2}>扫码查看完整报告</p>
          <p className={styles.note}>测评结果仅供参考，兴趣和性格都会随成长变化</p>
        </div>
      </div>
    </div>
  );
}
