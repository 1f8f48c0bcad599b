import { ONE_CONSULT_NAME } from '#content/marketing/consult-subjects';
import { onePage } from '#content/marketing/pages';
import { openBooking } from '#client/features/booking/public';
import { Button } from '#client/components/button/throttled-button';
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
          <Button onClick={() => openBooking({ kind: 'one', name: ONE_CONSULT_NAME })}>预约免费了解会谈</Button>
        </HotlineAside>
      }
    >
      <div className={styles.block}>
        <ConsultBand title="想先聊一聊？首次了解会谈免费" />
      </div>
    </ContentPage>
  );
}
