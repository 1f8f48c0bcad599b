import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { openBooking } from '#client/features/booking/public';
import { Button } from '#client/components/button/throttled-button';
import { HOTLINE } from '#client/components/layout/nav-items';
import { teamListQuery } from '../api';
import styles from './consult-booking.module.css';
import { QueryView } from '#client/components/query-view/query-view';

/** Appointment booking: pick one expert, then the booking dialog (time, note; a visitor logs in first and comes back to it). */
export function ConsultBooking() {
  const query = useQuery(teamListQuery);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setError('请选择一位专家');
      return;
    }
    const expert = query.data?.find((e) => e.id === chosen);
    if (expert) openBooking({ kind: 'expert', id: expert.id, name: `专家预约 · ${expert.name}` });
  };

  return (
    <section id="booking" className={styles.booking} aria-labelledby="booking-title">
      <h2 id="booking-title" className={styles.title}>
        预约咨询
      </h2>
      <p className={styles.lead}>
        选择你希望咨询的专家，再选方便联系的时间、写下想问的问题。顾问会在1个工作日内给你来电确认会谈时间。也可以直接拨打咨询热线{' '}
        <a href={`tel:${HOTLINE.replace(/-/g, '')}`}>{HOTLINE}</a>。
      </p>
      <QueryView query={query} loadingLabel="正在加载专家名单…">
        {(experts) => (
          <form onSubmit={submit} noValidate>
            <fieldset className={styles.fieldset} aria-describedby={error ? 'booking-error' : undefined}>
              <legend className={styles.legend}>选择专家</legend>
              <div className={styles.options}>
                {experts.map((expert) => (
                  <label key={expert.id} className={`${styles.option} ${chosen === expert.id ? styles.chosen : ''}`}>
                    <input
                      type="radio"
                      name="expert"
                      value={expert.id}
                      checked={chosen === expert.id}
                      onChange={() => {
                        setChosen(expert.id);
                        setError('');
                      }}
                    />
                    <img src={expert.avatar} alt="" width={56} height={56} loading="lazy" />
                    <span>
                      <span className={styles.name}>{expert.name}</span>
                      <span className={styles.role}>{expert.title}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <p id="booking-error" className={styles.error} role={error ? 'alert' : undefined}>
              {error}
            </p>
            <div className={styles.actions}>
              <Button type="submit">下一步：选择时间</Button>
            </div>
          </form>
        )}
      </QueryView>
    </section>
  );
}
