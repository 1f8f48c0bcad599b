import { usePageShownWhen } from '#client/lib/background-work';
import type { AssessmentKey } from '#shared/assessments/types';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { useUserInfo } from '#client/session/user';
import { cardOf } from '../assessment-cards';
import { SAVE_PROBLEM_TEXT } from '../save-problem';
import { QuestionView } from './question-view';
import { showsToCurrent, takesInput } from './test-flow';
import { useTestFlowDeps } from './test-flow-deps';
import { useTestFlow } from './use-test-flow';
import styles from './test-page.module.css';
import { UploadStatus } from '#client/offline/upload-status';

/** The test page: the view of its flow (use-test-flow.ts, the reducer in test-flow.ts). */
export function TestPage({ assessment }: { assessment: AssessmentKey }) {
  const card = cardOf(assessment);
  useDocumentTitle(`${card.title} · 答题`);
  const { data: user } = useUserInfo();
  const { flow, choose, back, toCurrent } = useTestFlow(assessment, user?.id ?? null, useTestFlowDeps(card.resultPath));
  const { session, index, problem } = flow;
  usePageShownWhen(flow.phase !== 'opening');

  if (flow.phase === 'failed') {
    return (
      <div className={`container page ${styles.center}`}>
        <h1 className="page-title">{card.title}</h1>
        <p role="alert">题目加载失败：请连接网络后重试（联网打开过一次后，即可离线答题）。</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          重试
        </button>
      </div>
    );
  }
  if (!session) {
    return (
      // Its own key: the test below must not take over this status line (a layout shift when the question appears above it).
      <div key="preparing" className={`container page ${styles.center}`}>
        <h1 className="page-title">{card.title}</h1>
        <p role="status">{flow.slow ? '正在加载题目…人多网络有点慢，请稍等，不用刷新。' : '正在准备题目…'}</p>
      </div>
    );
  }

  const question = session.questions[index];
  const total = session.questions.length;
  const answered = Object.keys(session.answers).length;
  const free = takesInput(flow);

  return (
    <div className={`container page ${styles.page}`}>
      <div className={styles.head}>
        <h1 className={styles.title}>{card.title}</h1>
        <p className={styles.counter} aria-label={`第${index + 1}题，共${total}题`}>
          {index + 1}/{total}
        </p>
      </div>
      <div className={styles.progress} role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={answered} aria-label="答题进度">
        {/* Scaled, not sized: each answer's 0.3 s glide then needs no layout of the page in every frame. */}
        <span style={{ transform: `scaleX(${answered / total})` }} />
      </div>
      <QuestionView
        key={question.id}
        assessment={assessment}
        question={question}
        number={index + 1}
        selected={session.answers[question.id]?.value}
        disabled={!free}
        onChoose={choose}
      />
      <div className={styles.nav}>
        <button type="button" className="btn btn-ghost" disabled={index === 0 || !free} onClick={back}>
          ← 上一题
        </button>
        {showsToCurrent(flow) && (
          <button type="button" className="btn btn-ghost" disabled={!free} onClick={toCurrent}>
            回到当前题 →
          </button>
        )}
      </div>
      {problem && (
        <div className={styles.problem} role="alert">
          <p>{SAVE_PROBLEM_TEXT[problem]}</p>
          {problem === 'data-cleared' && (
            <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
              重新开始
            </button>
          )}
        </div>
      )}
      <p className={styles.saved} role="status">
        {flow.phase === 'finishing' ? '正在生成报告…' : '每道题的答案都会立即保存在本设备上，断网或刷新页面也不会丢失。'}
      </p>
      <UploadStatus userId={session.userId} />
    </div>
  );
}
