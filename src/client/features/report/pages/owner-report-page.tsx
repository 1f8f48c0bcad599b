import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { type ComponentType, lazy, memo, type ReactElement, Suspense, useDeferredValue, useState } from 'react';
import { assessmentCards, cardOf } from '#client/features/assessment/public';
import type { AssessmentKey } from '#shared/assessments/types';
import { useUserInfo } from '#client/session/user';
import { tokenAtom } from '#client/session/auth';
import { getClassDevice } from '#client/lib/class-device';
import { UploadStatus } from '#client/offline/upload-status';
import { useAssignmentEvidence } from '#client/offline/live-hooks';
import { nextAssigned } from '#client/offline/assigned-state';
import { useFirstPageShown, usePageShownWhen } from '#client/lib/background-work';
import { loadHandOverButton } from '#client/features/tablet/public';
import { useReport } from '../report-source';
import { AboutInstrument } from '../components/about-instrument';
import { ReportFrame } from '../components/report-frame';
import { PreviousResult } from '../components/previous-result';
import { QualityNotice } from '../components/quality-notice';
import { CaveatNotice, CaveatProvider, useCaveatOf } from '../components/caveat-notice';
import { ReportMessage } from '../components/report-message';
import messageStyles from '../components/message.module.css';
import { UploadBadge } from '../components/upload-badge';
import { reportMeta } from '../report-meta';
import type { ReportView } from '../report-view';
import type { ResultData } from '#client/contracts/assessment.gen';
import { ShareButton } from '../share/share-panel';
import { PosterButton } from '../poster/poster-button';
import { formatDuration } from '#shared/format/time';
import { caveatOf } from '#shared/assessments/caveat';

/** Loaded only on a class tablet (everyone else never downloads it); the bar under the header has the same button. */
const HandOverButton = lazy<ComponentType<{ className?: string }>>(() =>
  loadHandOverButton().then(
    (m) => ({ default: m.HandOverButton }),
    () => ({ default: () => null }),
  ),
);

/**
 * A student's own report (the /…/result routes): the local result until it is uploaded, then the
 * server's; every report opened is kept on the device (useReport). The owner can share it once uploaded.
 */
export function OwnerReportPage<K extends AssessmentKey>({ assessment, search, View }: { assessment: K; search: { attempt?: string; id?: number }; View: ReportView<K> }) {
  const meta = reportMeta[assessment];
  const { data: user } = useUserInfo();
  const token = useAtomValue(tokenAtom);
  // The report (a few thousand elements) is drawn in a deferred render, which React splits into short
  // steps: a phone stays responsive while it draws, instead of freezing for one long task.
  const state = useDeferredValue(useReport(assessment, user?.id, search));
  // Other tests still waiting to upload: looked up once the page is shown (it needs the device's store).
  const shown = useFirstPageShown();
  // A finished test on a class tablet: the next assigned one is one tap away, and so is the next student's turn.
  const onClassTablet = Boolean(token) && getClassDevice() !== null;
  const evidence = useAssignmentEvidence(onClassTablet ? user?.id : undefined);
  const nextKey = evidence ? nextAssigned(evidence, Date.now()) : null;
  const nextCard = assessmentCards.find((card) => card.key === nextKey && card.key !== assessment);
  const waitingForConsent = state.kind === 'local' ? state.waitingForConsent : null;
  // A flagged sheet shows its notice first; the student may still open the result, marked as of limited value.
  const [viewAnyway, setViewAnyway] = useState(false);
  usePageShownWhen(state.kind !== 'loading');

  if (state.kind === 'loading') {
    return (
      <ReportMessage title={meta.title} busy>
        <p>正在加载报告…</p>
      </ReportMessage>
    );
  }
  if (state.kind === 'waiting') {
    return (
      <ReportMessage title={meta.title} busy>
        <p>答案已保存在本设备。这份报告要等服务器收到答卷后才能生成：联网后会自动上传，请稍候。</p>
      </ReportMessage>
    );
  }
  if (state.kind === 'refused') {
    return (
      <ReportMessage title={meta.title}>
        <p role="alert">
          <strong>这份答卷没有被服务器接受：</strong>
          {state.message}
        </p>
        <p>你的答案仍保存在这台设备上，没有丢失。请把上面这句话告诉老师，老师会帮你处理；你也可以重新作答这项测评。</p>
        <div className={messageStyles.actions}>
          <Link to={cardOf(assessment).startPath} className="btn btn-primary">
            重新作答
          </Link>
          <Link to="/assessment" className="btn btn-ghost">
            返回测评列表
          </Link>
        </div>
      </ReportMessage>
    );
  }
  if (state.kind === 'missing') {
    return (
      <ReportMessage title={meta.title}>
        <p>{state.message}</p>
        <div className={messageStyles.actions}>
          <Link to="/assessment" className="btn btn-primary">
            去做测评
          </Link>
          <Link to="/user-center/evaluation" className="btn btn-ghost">
            我的测评记录
          </Link>
        </div>
      </ReportMessage>
    );
  }

  const { data } = state;
  if (data.quality?.flagged && !viewAnyway) {
    return (
      <ReportMessage title={meta.title}>
        {waitingForConsent && <UploadBadge state={{ kind: 'local', refused: null, waitingForConsent }} />}
        <QualityNotice reasons={data.quality.reasons}>
          <div className={messageStyles.actions}>
            <Link to={cardOf(assessment).startPath} className="btn btn-primary">
              重新作答
            </Link>
            <button type="button" className="btn btn-ghost" onClick={() => setViewAnyway(true)}>
              仍然查看结果（仅供参考）
            </button>
            {nextCard && <NextTestLink card={nextCard} />}
          </div>
        </QualityNotice>
      </ReportMessage>
    );
  }
  const nickname = data.nickname || user?.nickname || user?.username || '';
  const canShare = state.kind === 'server' && !state.fromCache && data.isOwner && data.id > 0;
  return (
    <ReportFrame
      info={{ title: meta.title, nickname, createtime: data.createtime, usedtime: data.usedtime || formatDuration(data.times), reportlogo: data.orginfo?.reportlogo ?? '' }}
      status={
        <>
          <UploadBadge state={state.kind === 'local' ? { kind: 'local', refused: state.refused, waitingForConsent } : { kind: 'server', fromCache: state.fromCache }} />
          <OwnerCaveat data={data} retestPath={cardOf(assessment).startPath} />
          <PreviousResult data={data} />
          <div className="no-print" data-capture-ignore="true">
            <UploadStatus userId={shown ? user?.id : undefined} shownAttempt={state.kind === 'local' ? search.attempt : undefined} />
          </div>
        </>
      }
      actions={
        canShare || onClassTablet ? (
          <>
            {canShare && <ShareButton assessment={assessment} resultId={data.id} caveat={caveatOf(assessment, data, data.quality)} />}
            {canShare && <PosterButton assessment={assessment} data={data} nickname={nickname} reportName={meta.title} />}
            {nextCard && <NextTestLink card={nextCard} />}
            {onClassTablet && (
              <Suspense fallback={null}>
                <HandOverButton className={nextCard ? 'btn btn-ghost' : 'btn btn-primary'} />
              </Suspense>
            )}
          </>
        ) : null
      }
    >
      <ReportBody View={View} data={data} nickname={nickname} />
      <AboutInstrument assessment={data.assessment} version={data.version} />
    </ReportFrame>
  );
}

/**
 * The report itself (a few thousand elements), drawn again only when its data or the name changes: the
 * page around it re-renders as the upload status, the sign-in or a tablet's assignments change.
 */
const ReportBody = memo(function ReportBody<K extends AssessmentKey>({ View, data, nickname }: { View: ReportView<K>; data: ResultData<K>; nickname: string }) {
  return (
    <CaveatProvider value={useCaveatOf(data)}>
      <View data={data} nickname={nickname} />
    </CaveatProvider>
  );
}) as <K extends AssessmentKey>(props: { View: ReportView<K>; data: ResultData<K>; nickname: string }) => ReactElement;

/** The result's caveat at the top of the owner's report, with what the check noticed and a retest. */
function OwnerCaveat({ data, retestPath }: { data: ResultData; retestPath: string }) {
  const { caveat } = useCaveatOf(data);
  return <CaveatNotice caveat={caveat} reasons={data.quality?.reasons} retestPath={retestPath} />;
}

/** On a class tablet, the next assigned test one tap away (issue 36: the way on was behind ☰ at 820 px). */
function NextTestLink({ card }: { card: (typeof assessmentCards)[number] }) {
  return (
    <Link to={card.testPath} className="btn btn-primary" data-next-test={card.key}>
      下一项测评：{card.title}
    </Link>
  );
}
