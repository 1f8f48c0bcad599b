import { mbtiPoleContent } from '#content/mbti/dimensions';
import type { MbtiReport } from '#shared/assessments/mbti';
import { useEffect, useState } from 'react';
import type { MbtiPole, MbtiTypeContent } from '#shared/assessments/types';
import { mbtiFitKey } from '#client/lib/local-keys';
import styles from './mbti.module.css';

const dimensionName: Record<string, string> = { EI: '精力来源', SN: '获取信息', TF: '做决定', JP: '生活态度' };

/**
 * For each undecided (轻微) letter: both poles in plain words, and the student picks the one that reads
 * more like them. The answers could not tell them apart, so the student's own judgement decides which
 * description is shown; the result itself stays as scored.
 */
export function MbtiSelfCheck({ data, picks, onPick }: { data: MbtiReport; picks: Partial<Record<string, MbtiPole>>; onPick: (dimension: string, pole: MbtiPole) => void }) {
  const undecided = data.dimensions.filter((d) => d.undecided);
  if (undecided.length === 0) return null;
  return (
    <div className={styles.selfCheck}>
      <p>
        你在{undecided.map((d) => `「${dimensionName[d.dimension]}」（${d.poles.join('/')}）`).join('、')}
        上的两种倾向很接近，这次的作答分不出哪一种更像你，所以这{undecided.length > 1 ? '几' : '一'}个字母还不确定。 与你相邻的类型
        {data.alternatives.map((a) => `${a.type}（${a.name}）`).join('、')}也同样值得参考。读一读下面的描述，选出更像平时的你的一段：
      </p>
      {undecided.map((d) => (
        <fieldset key={d.dimension} className={styles.selfCheckGroup}>
          <legend>
            {dimensionName[d.dimension]}：{d.poles[0]} {d.ratios[0]}% · {d.poles[1]} {d.ratios[1]}%
          </legend>
          <div className={styles.selfCheckOptions}>
            {d.poles.map((pole) => (
              <button key={pole} type="button" className={styles.selfCheckOption} aria-pressed={picks[d.dimension] === pole} onClick={() => onPick(d.dimension, pole)}>
                <strong>
                  {pole} {mbtiPoleContent[pole].label}
                </strong>
                <span>{mbtiPoleContent[pole].description}</span>
              </button>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** The type after the student's picks for undecided letters. */
export function pickedType(data: MbtiReport, picks: Partial<Record<string, MbtiPole>>): string {
  return data.dimensions.map((d) => (d.undecided && picks[d.dimension]) || d.preferred).join('');
}

/** The student's picks for this result, kept on the device (a reload keeps them). */
export function useFitPicks(data: MbtiReport) {
  const key = mbtiFitKey(data);
  const [picks, setPicks] = useState<Partial<Record<string, MbtiPole>>>(() => {
    try {
      return JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<Record<string, MbtiPole>>;
    } catch {
      return {};
    }
  });
  const pick = (dimension: string, pole: MbtiPole) => {
    const next = { ...picks, [dimension]: pole };
    setPicks(next);
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the pick still holds for this visit.
    }
  };
  return [picks, pick] as const;
}

/** The description of `type`: the report's own, or another type's loaded with the content (its own chunk). */
export function useTypeDescription(data: MbtiReport, type: string): MbtiTypeContent {
  const [loaded, setLoaded] = useState<MbtiTypeContent | null>(null);
  useEffect(() => {
    if (type === data.result) return;
    let live = true;
    void import('#content/assessments/registry').then((m) => live && setLoaded(m.mbtiTypeContent[type] ?? null));
    return () => {
      live = false;
    };
  }, [type, data.result]);
  return type !== data.result && loaded?.type === type ? loaded : data.description;
}
