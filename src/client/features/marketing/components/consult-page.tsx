import { consultPage } from '#content/marketing/pages';
import { ContentPage } from '#client/components/content-page/content-page';
import { ConsultBooking } from './consult-booking';
import { HotlineAside } from './hotline-aside';

/** Gaokao consulting: what the service is, then booking an expert. */
export function ConsultPage() {
  return (
    <ContentPage
      page={consultPage}
      aside={
        <HotlineAside>
          <a href="#booking" className="btn btn-primary">
            预约咨询
          </a>
        </HotlineAside>
      }
    >
      <ConsultBooking />
    </ContentPage>
  );
}
