import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { AssessmentKey } from '#shared/assessments/types';
import { Button } from '#client/components/button/throttled-button';
import { showAlert } from '#client/components/dialog/dialog-store';
import { PageHeading } from '#client/components/layout/page-heading';
import { db } from '#client/offline/db';
import { discardSession } from '#client/offline/test-session';
import { useUserInfo } from '#client/session/user';
import { cardOf } from '../assessment-cards';
import { resultConsentKey } from '#client/lib/local-keys';
import { getClassDevice } from '#client/lib/class-device';
import { useSession } from '#client/offline/live-hooks';
import styles from './start-page.module.css';

const intro: Record<AssessmentKey, string> = {
  hld: '霍兰德职业兴趣理论把人的职业兴趣分为六种类型。这个测评通过一些日常活动，看看你最喜欢做哪类事情，并据此推荐适合你的专业和职业方向。',
  mbti: '这个测评以荣格的心理类型理论为基础，从四个维度了解你的性格倾向，帮助你认识自己的优势、适合的学习方式和工作环境。（本测评为原创题目，不是官方 MBTI® 量表。）',
  dyzn: '多元智能理论认为，每个人都拥有八种不同的智能，只是强弱组合各不相同。这个测评帮你发现自己最擅长的几种智能，找到更适合自己的学习方法和发展方向。',
};

const tips = ['请根据自己平时的真实情况作答，答案没有对错、好坏之分。', '不要想太久，第一感觉往往最准确。', '每道题的答案会自动保存在本设备上，断网或中途离开，下次可以接着答。'];

/** Start page: greeting by nickname, what is measured, question count, options, time; continue or start over. */
export function StartPage({ assessment }: { assessment: AssessmentKey }) {
  const card = cardOf(assessment);
  const navigate = useNavigate();
  const { data: user } = useUserInfo();
  const session = useSession(user?.id, assessment);
  const consentKey = resultConsentKey(user?.id);
  // A student signed in by PIN on a class tablet ticks nothing: the school created their account and
  // records a guardian's consent where needed; they are told what is kept instead (docs/SCHOOL.md).
  const classStudent = getClassDevice() !== null;
  const [consent, setConsent] = useState(() => classStudent || localStorage.getItem(consentKey) === '1');
  const answered = session ? Object.keys(session.answers).length : 0;

  const begin = () => {
    if (!consent) return;
    localStorage.setItem(consentKey, '1');
    // Spec: the MIDAS start button replaces history.
    void navigate({ to: card.testPath, replace: assessment === 'dyzn' });
  };

  const startOver = async () => {
    if (!session) return;
    const confirmed = await showAlert({
      title: '重新开始',
      content: `你已经答了${answered}道题。重新开始会清除这些答案，确定吗？`,
      hasCancel: true,
      confirmText: '清除并重新开始',
    });
    if (!confirmed) return;
    await discardSession(db, session.attemptId);
    begin();
  };

  return (
    <div className="container page">
      <div className={`card ${styles.card}`}>
        <img src={card.icon} alt="" width={88} height={88} />
        <PageHeading title={card.title} subtitle={`${user?.nickname || user?.username || ''}同学，你好！`} />
        <p className={styles.intro}>{intro[assessment]}</p>
        <h2 className={styles.h2}>测评内容</h2>
        <ul className={styles.measures}>
          {card.measures.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <h2 className={styles.h2}>答题说明</h2>
        <ul className={styles.tips}>
          <li>
            共 <strong>{card.questionCount}</strong> 道题，预计用时 <strong>{card.minutes.replace('约', '')}</strong>。
          </li>
          <li>
            每题有 {card.optionLabels.length} 个选项{assessment === 'mbti' ? '（A / B 二选一）' : `：${card.optionLabels.join('、')}`}，选择后自动进入下一题，也可以返回上一题修改。
          </li>
          {tips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        {classStudent ? (
          <p className={styles.consent}>在班级平板上做测评：你的答案会保存下来，生成你的测评报告，你和老师都能看到。</p>
        ) : (
          <label className={styles.consent}>
            <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
            我同意保存本次测评的答案和结果，用于生成我的测评报告。结果仅本人可见，除非我主动分享。
          </label>
        )}
        {session ? (
          <div className={styles.actions}>
            <p className={styles.resume}>
              上次答到第 {Math.min(answered + 1, session.questions.length)}/{session.questions.length} 题，答案已保存在本设备上。
            </p>
            <Button disabled={!consent} onClick={begin}>
              继续答题
            </Button>
            <Button className="btn btn-ghost" onClick={() => void startOver()}>
              重新开始
            </Button>
          </div>
        ) : (
          <div className={styles.actions}>
            <Button disabled={!consent} onClick={begin}>
              开始测评
            </Button>
          </div>
        )}
        <p className={styles.note}>测评结果仅供生涯探索参考，不是诊断或选拔工具；如有疑问，欢迎咨询生涯规划老师。</p>
      </div>
    </div>
  );
}
