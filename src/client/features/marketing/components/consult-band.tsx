import { GENERAL_CONSULT_NAME } from '#content/marketing/general-consult';
import { openBooking } from '#client/features/booking/public';
import { Button } from '#client/components/button/throttled-button';
import { HOTLINE } from '#client/components/layout/nav-items';
import styles from './consult-band.module.css';

/** The hotline and a consult button (home page, one-to-one page): 在线咨询 leaves a message for a call back, no live chat. */
export function ConsultBand({ title = '有问题？和规划师聊一聊' }: { title?: string }) {
  return (
    <section className={styles.band} aria-labelledby="consult-band-title">
      <div>
        <h2 id="consult-band-title" className={styles.title}>
          {title}
        </h2>
        <p className={styles.text}>
          咨询热线 <a href={`tel:${HOTLINE.replace(/-/g, '')}`}>{HOTLINE}</a>（周一至周六 9:00-18:00）
        </p>
      </div>
      <Button className={`btn ${styles.button}`} onClick={() => openBooking({ kind: 'general', name: GENERAL_CONSULT_NAME })}>
        在线咨询
      </Button>
    </section>
  );
}
