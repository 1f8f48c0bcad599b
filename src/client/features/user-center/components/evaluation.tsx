import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { HistoryItem } from '#client/contracts/assessment.gen';
import { showAlert } from '#client/components/dialog/dialog-store';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { toast } from '#client/lib/toast-store';
import { useUserInfo } from '#client/session/user';
import { type AssessmentCard, assessmentCards } from '#client/features/assessment/public';
import { caveatTag } from '#shared/assessments/caveat';
import { deleteResult } from '../personal-data';
import { useResultHistory } from '../use-history';
import styles from './evaluation.module.css';

/** 我的测评: every result of each assessment with its date, each opening its own report. */
export function Evaluation() {
  useDocumentTitle('我的测评');
  const { data: user } = useUserInfo();
  return (
    <section>
      <h2 className={styles.heading}>我的测评</h2>
      <p className={styles.intro}>
        这里按测评列出你的每一次结果，点击「查看报告」打开当次的完整报告。打开过的报告会保存在本设备上，没有网络时也能查看。不想保留的结果可以「删除」，删除后无法恢复。
      </p>
      <div className={styles.groups}>
        {assessmentCards.map((card) => (
          <HistoryGroup key={card.key} card={card} userId={user?.id} />
        ))}
      </div>
    </section>
  );
}

function HistoryGroup({ card, userId }: { card: AssessmentCard; userId: number | undefined }) {
  const history = useResultHistory(card.key, userId);
  const list = history.data?.list ?? [];
  return (
    <section className={styles.group} aria-labelledby={`history-${card.key}`} data-testid={`history-${card.key}`}>
      <div className={styles.groupHead}>
        <img src={card.icon} alt="" width={40} height={40} />
        <h3 id={`history-${card.key}`} className={styles.groupTitle}>
          {card.title}
        </h3>
        {list.length > 0 && <span className={styles.count}>共 {list.length} 次</span>}
      </div>
      {history.isPending && userId !== undefined && <p className={styles.muted}>正在加载…</p>}
      {history.isError && <p className={styles.muted}>测评记录暂时无法加载，请稍后刷新再试。</p>}
      {history.data?.offline && <p className={styles.offline}>当前离线，下面是本设备上保存过的报告。</p>}
      {history.data && list.length === 0 && (
        <p className={styles.empty}>
          {history.data.offline ? '本设备上还没有保存这项测评的报告。' : '你还没有完成这项测评。'}
          <Link to="/assessment">去测评</Link>
        </p>
      )}
      {list.length > 1 && <WhichIsShown card={card} list={list} />}
      {list.length > 0 && (
        <ol className={styles.list}>
          {list.map((item, i) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemBody}>
                <span className={styles.summary}>
                  {item.summary}
                  {item.caveat && (
                    <span className={`${styles.caveat} ${item.caveat === 'flat' ? styles.caveatFlat : ''}`} data-caveat={item.caveat}>
                      {caveatTag(card.key, item.caveat)}
                    </span>
                  )}
                  {i === 0 && !history.data?.offline && <span className={styles.latest}>最新</span>}
                </span>
                {item.caveat && <span className={styles.meta}>{LINE_HINT[item.caveat]}</span>}
                <span className={styles.meta}>
                  测评时间 {item.createtime}
                  {item.usedtime && ` · 用时 ${item.usedtime}`}
                </span>
              </div>
              <div className={styles.actions}>
                <Link to={card.resultPath} search={{ id: item.id }} className="btn btn-ghost" aria-label={`查看报告：${card.title}，${item.createtime}`}>
                  查看报告
                </Link>
                {!history.data?.offline && userId !== undefined && <DeleteButton card={card} item={item} userId={userId} />}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Under a history line with a caveat: what it means, in a few words. */
const LINE_HINT = {
  flagged: '这次作答可能受到了打扰或疲劳的影响，结果还不能确定，建议找个安静的时间重新作答。',
  flat: '这次各项得分很接近，还没有哪一项明显突出，不必把它当作结论。',
} as const;

/**
 * With two or more results, which one the report page opens and why: always the newest, whatever it
 * says. When the newest sheet was flagged and an earlier one was not, that is said too: neither is
 * picked as the better one without saying so.
 */
function WhichIsShown({ card, list }: { card: AssessmentCard; list: HistoryItem[] }) {
  const [newest, ...earlier] = list;
  const passed = earlier.filter((item) => item.caveat !== 'flagged');
  let text = '从测评页打开报告时，显示的是最新的一次；每一次的结果都在下面，可以分别打开、对照着看。';
  if (newest.caveat === 'flagged' && passed.length > 0) {
    text += `最新一次带有「${caveatTag(card.key, 'flagged')}」的提示，较早的 ${passed.length} 次没有，可以把它们一起参考。`;
  }
  return (
    <p className={styles.muted} data-testid={`history-which-${card.key}`}>
      {text}
    </p>
  );
}

/** 删除: asks first, then deletes the result on the server and its copies on this device. */
function DeleteButton({ card, item, userId }: { card: AssessmentCard; item: HistoryItem; userId: number }) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    const confirmed = await showAlert({
      title: '删除这次测评结果？',
      content: `将永久删除「${card.title}」${item.createtime} 的结果（${item.summary}${item.caveat ? `，${caveatTag(card.key, item.caveat)}` : ''}）：完整报告和作答记录都会删除，分享过的链接立即失效，本设备上保存的这份报告也会一起删除。删除后无法恢复。`,
      hasCancel: true,
      cancelText: '再想想',
      confirmText: '确认删除',
    });
    if (!confirmed) return;
    setBusy(true);
    const ok = await deleteResult(userId, card.key, item.id);
    setBusy(false);
    if (ok) toast.success('已删除这次测评结果');
  };
  return (
    <button type="button" className={`btn ${styles.delete}`} disabled={busy} onClick={() => void remove()} aria-label={`删除：${card.title}，${item.createtime}`}>
      {busy ? '正在删除…' : '删除'}
    </button>
  );
}
