import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { bookingsApi, type MyBooking } from '#client/contracts/bookings.gen';
import { leadStatusLabels, preferredTimeLabels } from '#shared/bookings/rules';
import { formatChinaTime } from '#shared/format/time';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { callApi } from '#client/lib/api-client';
import styles from './my-bookings.module.css';
import { bookingKeys } from '#client/features/booking/public';

/** 我的预约/报名: each booking, consultation and training sign-up with its status, newest first. */
export function MyBookings() {
  useDocumentTitle('我的预约');
  const query = useQuery({
    queryKey: bookingKeys.personal.myBookings(),
    queryFn: () => callApi(bookingsApi.getMyBookings, {}, { silent: true }),
    retry: false,
  });
  return (
    <section aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title" className={styles.title}>
        我的预约/报名
      </h2>
      <p className={styles.lead}>你提交的预约、咨询留言和培训报名都在这里。顾问会在1个工作日内按你选的时间来电，状态会随之更新。</p>
      {query.isPending && <p>正在加载…</p>}
      {query.isError && <p role="alert">暂时无法读取你的预约，请联网后再试。</p>}
      {query.data && query.data.length === 0 && (
        <p className={styles.empty}>
          还没有预约或报名。可以在 <Link to="/consult">高考志愿咨询</Link> 预约专家，或在活动、培训页面咨询报名。
        </p>
      )}
      {query.data && query.data.length > 0 && (
        <ul className={styles.list}>
          {query.data.map((booking) => (
            <BookingItem key={`${booking.kind}-${booking.id}`} booking={booking} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BookingItem({ booking }: { booking: MyBooking }) {
  return (
    <li className={styles.item}>
      <div className={styles.top}>
        <strong className={styles.subject}>{booking.subject}</strong>
        <span className={`${styles.status} ${booking.status === 'new' ? styles.waiting : ''}`}>{leadStatusLabels[booking.status]}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>提交时间</dt>
          <dd>{formatChinaTime(new Date(booking.createdAt))}</dd>
        </div>
        {booking.time && (
          <div>
            <dt>联系时间</dt>
            <dd>{preferredTimeLabels[booking.time]}</dd>
          </div>
        )}
        {booking.contact && (
          <div>
            <dt>联系电话</dt>
            <dd>{booking.contact}</dd>
          </div>
        )}
        {booking.note && (
          <div className={styles.wide}>
            <dt>{booking.kind === 'signup' ? '报名原因' : '备注'}</dt>
            <dd>{booking.note}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
