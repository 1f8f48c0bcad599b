import { Link } from '@tanstack/react-router';
import { onePage } from '#content/marketing/pages';
import { ContentPage } from '#client/components/content-page/content-page';
import { ConsultBand } from './consult-band';
import { HotlineAside } from './hotline-aside';
import styles from './marketing-pages.module.css';

/** The one-to-one service: the illustration leads, with the text and a way to book. */
export function OnePage() {
  return (
    <ContentPage
      page={onePage}
      aside={
        <HotlineAside>
          <Link to="/consult" className="btn btn-primary">
            预约免费了解会谈
          </Link>
        </HotlineAside>
      }
    >
      <div className={styles.block}>
        <ConsultBand title="想先聊一聊？首次了解会谈免费" />
      </div>
    </ContentPage>
  );
}
