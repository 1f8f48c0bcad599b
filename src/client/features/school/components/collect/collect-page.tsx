import { liveQuery } from 'dexie';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssessmentKey } from '#shared/assessments/types';
import { db } from '#client/offline/db';
import type { ScannedProgress, ScannedResult } from '#client/offline/schema';
import { useUserInfo } from '#client/session/user';
import { SchoolPage } from '../school-page';
import { CameraScanner } from './camera-scanner';
import { type KeptClass, keptClasses, refreshKeptClasses } from './kept-classes';
import { decodeImageFile } from './qr-decode';
import { checkByKeptClasses, keepScan, type ScanOutcome, uploadScanned } from './scanned-store';
import styles from './collect.module.css';

const TEST_NAMES: Record<AssessmentKey, string> = { hld: '职业兴趣', mbti: '性格', dyzn: '多元智能' };
const UPLOAD_EVERY_MS = 10_000;

/**
 * /school/collect: 扫码收卷 on the teacher's phone (docs/OFFLINE-LESSON.md). The phone scans the class
 * tablets' QR codes (camera, or a photo or screenshot of them), keeps every result in its own outbox,
 * shows the class list with who is done, in progress or not started, and uploads when it has a network.
 * Works with no network once the page and the class lists have been opened online.
 */
export function CollectPage() {
  const { data: user } = useUserInfo();
  const [classes, setClasses] = useState<KeptClass[] | null>(null);
  const [classId, setClassId] = useState<number | null>(null);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const scanned = useLive<ScannedResult[]>(() => db.scanned.toArray(), []);
  const progress = useLive<ScannedProgress[]>(() => db.scannedProgress.toArray(), []);

  useEffect(() => {
    if (!user) return;
    let current = true;
    void keptClasses(user.id).then((kept) => current && setClasses((before) => before ?? kept));
    void refreshKeptClasses(user.id).then((fresh) => current && fresh && setClasses(fresh));
    return () => {
      current = false;
    };
  }, [user]);

  useEffect(() => {
    if (classes && classes.length > 0 && !classes.some((c) => c.id === classId)) setClassId(classes[0].id);
  }, [classes, classId]);

  // The phone's own outbox: now, whenever the network comes back, and every 10 s.
  const uploading = useRef(false);
  const upload = useCallback(() => {
    if (uploading.current) return;
    uploading.current = true;
    void uploadScanned(db)
      .catch(() => undefined)
      .finally(() => (uploading.current = false));
  }, []);
  useEffect(() => {
    upload();
    window.addEventListener('online', upload);
    const timer = window.setInterval(upload, UPLOAD_EVERY_MS);
    return () => {
      window.removeEventListener('online', upload);
      clearInterval(timer);
    };
  }, [upload]);

  const onText = useCallback(
    async (text: string) => {
      const outcome = await keepScan(db, text, checkByKeptClasses(classes ?? []));
      setSaid(describe([outcome], [], classes ?? []));
      if (outcome.kind === 'read' && outcome.added.length > 0) upload();
    },
    [classes, upload],
  );

  // Several photos at once: one summary of them all.
  const onFiles = async (files: FileList | null) => {
    const outcomes: ScanOutcome[] = [];
    const unread: string[] = [];
    for (const file of Array.from(files ?? [])) {
      const text = await decodeImageFile(file);
      if (text === null) unread.push(file.name);
      else outcomes.push(await keepScan(db, text, checkByKeptClasses(classes ?? [])));
    }
    setSaid(describe(outcomes, unread, classes ?? []));
    if (outcomes.some((o) => o.kind === 'read' && o.added.length > 0)) upload();
  };

  const klass = classes?.find((c) => c.id === classId) ?? null;
  const pending = scanned.filter((r) => r.state === 'pending').length;
  return (
    <SchoolPage title="扫码收卷" crumbs={[{ label: '学校管理', to: '/school' }]}>
      <p className={styles.lead}>
        没有网络的课上，每台平板点“扫码收卷”会显示二维码。用这台手机逐个扫一遍，结果先保存在手机上，手机有网络时自动上传。平板有网络时也会自己上传，同一份结果只会记一次。
      </p>
      <div className={styles.scanners}>
        <CameraScanner onText={onText} />
        <label className={`btn btn-ghost ${styles.fileButton}`}>
          从图片识别
          <input
            type="file"
            accept="image/*"
            multiple
            className="visually-hidden"
            onChange={(event) => void onFiles(event.currentTarget.files).finally(() => (event.target.value = ''))}
          />
        </label>
      </div>
      {said && (
        <p className={said.problem ? styles.problem : styles.said} role={said.problem ? 'alert' : 'status'}>
          {said.text}
        </p>
      )}
      <p className={styles.upload} role="status">
        {pending > 0 ? `还有 ${pending} 份结果保存在手机上，等待上传` : scanned.length > 0 ? `扫到的 ${scanned.length} 份结果都已交给服务器` : '还没有扫到结果'}
      </p>
      {classes === null && <p role="status">正在读取班级名单…</p>}
      {classes?.length === 0 && <p>手机上还没有班级名单：请先在有网络时打开一次这个页面。</p>}
      {classes && classes.length > 1 && (
        <label className={styles.picker}>
          班级
          <select value={classId ?? ''} onChange={(event) => setClassId(Number(event.target.value))}>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {klass && <ClassTicks klass={klass} scanned={scanned} progress={progress} />}
    </SchoolPage>
  );
}

/** The class list: 已收到 with a tick, 作答中 with the count, 未开始; and what the server said of each result. */
function ClassTicks({ klass, scanned, progress }: { klass: KeptClass; scanned: ScannedResult[]; progress: ScannedProgress[] }) {
  const done = klass.students.filter((s) => scanned.some((r) => r.studentId === s.id)).length;
  return (
    <section aria-labelledby="collect-class">
      <h2 id="collect-class" className={styles.classTitle}>
        {klass.label} · 已收到 {done}/{klass.students.length} 人
      </h2>
      <ul className={styles.list} aria-label={`${klass.label}收卷情况`}>
        {klass.students.map((student) => {
          const results = scanned.filter((r) => r.studentId === student.id);
          const working = progress.filter((p) => p.studentId === student.id && !results.some((r) => r.assessment === p.assessment));
          const state = results.length > 0 ? '已收到' : working.length > 0 ? '作答中' : '未开始';
          return (
            <li key={student.id} className={styles.row} aria-label={`${student.name}：${state}`}>
              <span className={styles.tick} aria-hidden="true">
                {results.length > 0 ? '✓' : ''}
              </span>
              <span className={styles.name}>{student.name}</span>
              <span className={styles.state}>
                {results.map((r) => `${TEST_NAMES[r.assessment]}${r.state === 'stored' ? '（已上传）' : r.state === 'pending' ? '（待上传）' : `（${r.message}）`}`).join('、') ||
                  working.map((p) => `${TEST_NAMES[p.assessment]}作答中 ${p.answered}/${p.total}`).join('、') ||
                  '未开始'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the codes just scanned brought, in one sentence; `unread`: images with no code found. */
function describe(outcomes: ScanOutcome[], unread: string[], classes: KeptClass[]): { text: string; problem: boolean } {
  const read = outcomes.filter((o) => o.kind === 'read');
  const foreign = outcomes.length - read.length;
  const added = read.flatMap((o) => o.added);
  const sum = (pick: (o: (typeof read)[number]) => number) => read.reduce((n, o) => n + pick(o), 0);
  const [again, progress, unreadable] = [sum((o) => o.again), sum((o) => o.progress), sum((o) => o.unreadable)];
  const [altered, stopped, otherClass] = [sum((o) => o.refused.altered), sum((o) => o.refused.stopped), sum((o) => o.refused.otherClass)];
  const names = added.map((r) => classes.flatMap((c) => c.students).find((s) => s.id === r.studentId)?.name ?? '名单上没有的同学');
  const parts = [
    added.length > 0 ? `收到 ${added.length} 份新结果：${names.join('、')}` : '',
    again > 0 ? `${again} 份之前已经扫过` : '',
    progress > 0 ? `${progress} 位同学还在作答` : '',
    altered > 0 ? `${altered} 份结果和平板签名时的内容不一致（被改动过），没有保存` : '',
    stopped > 0 ? `${stopped} 份结果是平板被停用之后才完成的，没有保存` : '',
    otherClass > 0 ? `${otherClass} 份结果的同学不在这台平板所属班级的名单上，没有保存` : '',
    unreadable > 0 ? `${unreadable} 行内容不完整，没有保存` : '',
    foreign > 0 ? `${foreign} 个二维码不是本平台平板上的收卷二维码，没有保存` : '',
    unread.length > 0 ? `没有在${unread.map((name) => `“${name}”`).join('、')}里找到二维码，请拍清楚一点再试` : '',
  ].filter(Boolean);
  return { text: parts.join('；') || '这个二维码里没有结果', problem: altered + stopped + otherClass + unreadable + foreign + unread.length > 0 };
}

/** A Dexie query kept live (other tabs' writes too). */
function useLive<T>(query: () => Promise<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({ next: setValue, error: () => undefined });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is fixed for the page's life
  }, []);
  return value;
}
