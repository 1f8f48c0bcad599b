import { useQuery } from '@tanstack/react-query';
import type { FocusEvent, KeyboardEvent } from 'react';
import type { Banner } from '#client/contracts/marketing.gen';
import { bannersQuery } from '../api';
import { useCarousel } from '../use-carousel';
import styles from './banner-carousel.module.css';
import { HrefLink } from './href-link';
import { LoadError } from '#client/components/query-view/query-view';

/** Spec: a slide opens its clickhref, else its article at /banner-content?id=. */
export const bannerHref = (banner: Banner) => banner.clickhref || `/banner-content?id=${banner.id}`;

/** The home page's fading banner carousel (WAI-ARIA carousel pattern: rotation control, previous/next, picker). */
export function BannerCarousel() {
  const query = useQuery(bannersQuery());
  const banners = query.data ?? [];
  const carousel = useCarousel(banners.length);

  if (query.isError && !query.data) {
    return (
      <div className={`container ${styles.fallback}`}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (banners.length === 0) return <div className={styles.placeholder} aria-hidden="true" />;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') carousel.previous();
    else if (event.key === 'ArrowRight') carousel.next();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="轮播"
      aria-label="精选专题"
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className={styles.slides} aria-live={carousel.rotating ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <Slide key={banner.id} banner={banner} position={`${i + 1} / ${banners.length}`} active={i === carousel.index} />
        ))}
      </div>
      {banners.length > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={carousel.togglePaused} aria-label={carousel.paused ? '播放轮播' : '暂停轮播'}>
            <span aria-hidden="true">{carousel.paused ? '▶' : '❚❚'}</span>
          </button>
          <button type="button" className={styles.control} onClick={carousel.previous} aria-label="上一张">
            <span aria-hidden="true">‹</span>
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={`第${i + 1}张：${banner.title}`}
                aria-current={i === carousel.index ? 'true' : undefined}
                onClick={() => carousel.go(i)}
              />
            ))}
          </div>
          <button type="button" className={styles.control} onClick={carousel.next} aria-label="下一张">
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}

function Slide({ banner, position, active }: { banner: Banner; position: string; active: boolean }) {
  return (
    <div
      className={`${styles.slide} ${active ? styles.active : ''}`}
      role="group"
      aria-roledescription="幻灯片"
      aria-label={position}
      aria-hidden={!active}
      inert={!active}
      data-active={active}
    >
      <HrefLink href={bannerHref(banner)} className={styles.link}>
        <img className={styles.image} src={banner.image} alt="" width={1920} height={520} />
        <span className={`container ${styles.captionWrap}`}>
          <span className={styles.caption}>
            <span className={styles.title}>{banner.title}</span>
            {banner.subtitle && <span className={styles.subtitle}>{banner.subtitle}</span>}
            <span className={styles.more}>了解详情</span>
          </span>
        </span>
      </HrefLink>
    </div>
  );
}
