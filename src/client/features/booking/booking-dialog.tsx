import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiCode } from '#shared/api/envelope';
import { type BookingReceipt, bookingsApi } from '#client/contracts/bookings.gen';
import { gaokaoApi } from '#client/contracts/marketing.gen';
import { contactSchema, NOTE_MAX, nextStepText, noteSchema, PREFERRED_TIMES, type PreferredTime, preferredTimeLabels } from '#shared/bookings/rules';
import { firstError } from '#shared/validation/rules';
import { ApiCallError, callApi } from '#client/lib/api-client';
import { maskMobile } from '#client/lib/mask-mobile';
import { tokenAtom } from '#client/session/auth';
import { useUserInfo } from '#client/session/user';
import { Button } from '#client/components/button/throttled-button';
import { useModalFocus } from '#client/components/dialog/use-modal-focus';
import { HOTLINE } from '#client/components/layout/nav-items';
import { toast } from '#client/lib/toast-store';
import { type BookingDraft, type BookingSubject, closeBooking, savePendingBooking } from './booking-store';
import styles from './booking-dialog.module.css';
import { bookingKeys } from './query-keys';

const blankDraft: BookingDraft = { time: 'any', note: '', mobile: '' };

/** Sends the booking to the call of its kind (the spec's two for experts and products, consultSubscribe for the rest). */
function submitBooking(subject: BookingSubject, draft: BookingDraft): Promise<BookingReceipt> {
  const fields = { time: draft.time, note: draft.note, mobile: draft.mobile };
  if (subject.kind === 'expert') return callApi(gaokaoApi.teamSubscribe, { id: subject.id, ...fields }, { silent: true });
  if (subject.kind === 'product') return callApi(gaokaoApi.productSubscribe, { id: subject.id, ...fields }, { silent: true });
  const slug = subject.kind === 'activity' || subject.kind === 'training' ? subject.slug : '';
  return callApi(bookingsApi.consultSubscribe, { subject: subject.kind, slug, ...fields }, { silent: true });
}

/**
 * The booking dialog about one subject: when to call, a note, the number to call (the account's, shown
 * masked, or another). A visitor is sent to log in first and comes back to it with what they typed.
 * 在线咨询 is a message, not a chat, and says so.
 */
export default function BookingDialog({ subject, draft: initial }: { subject: BookingSubject; draft?: BookingDraft }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  const queryClient = useQueryClient();
  const loggedIn = Boolean(useAtomValue(tokenAtom));
  const { data: user } = useUserInfo();
  const [draft, setDraft] = useState<BookingDraft>(initial ?? blankDraft);
  const [otherNumber, setOtherNumber] = useState(Boolean(initial?.mobile));
  const [errors, setErrors] = useState<{ note?: string; mobile?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<BookingReceipt | null>(null);
  useModalFocus(boxRef, closeBooking);

  const general = subject.kind === 'general';
  const ownMobile = user?.mobile ?? '';
  const askNumber = loggedIn && (otherNumber || (user !== undefined && !ownMobile));
  const update = (patch: Partial<BookingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const toLogin = async () => {
    savePendingBooking({ subject, draft, returnTo: href });
    closeBooking();
    await navigate({ to: '/login', search: { redirect: href } });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      note: firstError(noteSchema, draft.note) ?? (general && !draft.note.trim() ? '请写下你想咨询的问题' : undefined),
      mobile: askNumber ? (firstError(contactSchema, draft.mobile) ?? (draft.mobile.trim() ? undefined : '请填写联系手机号')) : undefined,
    };
    setErrors(found);
    if (found.note || found.mobile) return;
    if (!loggedIn) return toLogin();
    setSending(true);
    try {
      const sent = await submitBooking(subject, { ...draft, mobile: askNumber ? draft.mobile.trim() : '' });
      setReceipt(sent);
      toast.success(subject.kind === 'expert' || subject.kind === 'product' ? '预约成功' : '提交成功');
      void queryClient.invalidateQueries({ queryKey: bookingKeys.personal.myBookings() });
    } catch (error) {
      const refused = error instanceof ApiCallError && error.code !== 0;
      if (refused && error.code === ApiCode.NOT_LOGGED_IN) return toLogin();
      const field = refused ? error.fieldErrors[0] : undefined;
      if (field && (field.field === 'note' || field.field === 'mobile')) setErrors({ [field.field]: field.message });
      else setErrors({ form: refused && error.message ? error.message : error instanceof ApiCallError && error.code === 0 ? '网络连接失败，请检查网络后重试' : '预约失败' });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.backdrop}>
      <div ref={boxRef} className={styles.box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.head}>
          <h2 id={titleId}>{general ? '在线咨询' : '预约咨询'}</h2>
          <button type="button" className={styles.close} onClick={closeBooking} aria-label="关闭">
            ×
          </button>
        </div>
        {receipt ? (
          <Done receipt={receipt} general={general} />
        ) : (
          <form onSubmit={submit} noValidate>
            <p className={styles.subject}>
              <span>{general ? '留言' : '咨询内容'}</span>
              <strong>{general ? '顾问回电（非实时聊天）' : subject.name}</strong>
            </p>
            {general && (
              <p className={styles.honest}>
                这里不是实时聊天：留下你的问题，顾问会在工作时间（周一至周六 9:00-18:00）给你回电，一般在1个工作日内。着急的话请直接拨打咨询热线{' '}
                <a href={`tel:${HOTLINE.replace(/-/g, '')}`}>{HOTLINE}</a>。
              </p>
            )}
            <fieldset className={styles.times}>
              <legend>希望联系的时间</legend>
              {PREFERRED_TIMES.map((time: PreferredTime) => (
                <label key={time} className={`${styles.time} ${draft.time === time ? styles.chosen : ''}`}>
                  <input type="radio" name="time" value={time} checked={draft.time === time} onChange={() => update({ time })} />
                  {preferredTimeLabels[time]}
                </label>
              ))}
            </fieldset>
            <label className={styles.label} htmlFor={`${titleId}-note`}>
              {general ? '你想咨询的问题' : '备注（选填）'}
            </label>
            <textarea
              id={`${titleId}-note`}
              className={`${styles.note} ${errors.note ? styles.invalid : ''}`}
              rows={3}
              value={draft.note}
              placeholder={general ? '例如：孩子高二，想了解新高考选科' : '例如：孩子的年级、想了解的问题'}
              aria-invalid={Boolean(errors.note)}
              aria-describedby={`${titleId}-note-help`}
              onChange={(e) => update({ note: e.target.value })}
            />
            <p id={`${titleId}-note-help`} className={errors.note ? styles.error : styles.help} role={errors.note ? 'alert' : undefined}>
              {errors.note ?? `${[...draft.note.trim()].length}/${NOTE_MAX}`}
            </p>
            {loggedIn && ownMobile && !otherNumber && (
              <p className={styles.contact}>
                联系手机：<strong>{maskMobile(ownMobile)}</strong>（账号手机号）
                <button type="button" className={styles.link} onClick={() => setOtherNumber(true)}>
                  改用其他号码
                </button>
              </p>
            )}
            {askNumber && (
              <>
                <label className={styles.label} htmlFor={`${titleId}-mobile`}>
                  联系手机
                </label>
                <input
                  id={`${titleId}-mobile`}
                  className={`${styles.input} ${errors.mobile ? styles.invalid : ''}`}
                  inputMode="numeric"
                  maxLength={11}
                  autoComplete="tel"
                  value={draft.mobile}
                  aria-invalid={Boolean(errors.mobile)}
                  onChange={(e) => update({ mobile: e.target.value })}
                />
                <p className={errors.mobile ? styles.error : styles.help} role={errors.mobile ? 'alert' : undefined}>
                  {errors.mobile ?? '确认短信只发到账号手机号，顾问会拨打这个号码。'}
                </p>
              </>
            )}
            {!loggedIn && <p className={styles.contact}>提交前需要登录：登录或注册后会回到这里，已填写的内容会保留。</p>}
            {errors.form && (
              <p className={styles.error} role="alert">
                {errors.form}
              </p>
            )}
            <div className={styles.actions}>
              <button type="button" className="btn btn-ghost" onClick={closeBooking}>
                取消
              </button>
              <Button type="submit" disabled={sending}>
                {!loggedIn ? '登录后提交' : general ? '提交留言' : '提交预约'}
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

/** What happens next, with the time and the number to be called. */
function Done({ receipt, general }: { receipt: BookingReceipt; general: boolean }) {
  return (
    <div className={styles.done} role="status">
      <p className={styles.doneTitle}>
        {general ? '已提交留言' : '已提交预约'}：{preferredTimeLabels[receipt.time]} · {nextStepText(receipt.contact)}
      </p>
      <p className={styles.help}>{receipt.sms ? '确认短信已发送到你的账号手机。' : '本次没有发送确认短信，顾问会直接来电。'}</p>
      <p className={styles.help}>
        可以在{' '}
        <Link to="/user-center/bookings" onClick={closeBooking}>
          个人中心 › 我的预约
        </Link>{' '}
        查看进度。
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={closeBooking}>
          知道了
        </button>
      </div>
    </div>
  );
}
