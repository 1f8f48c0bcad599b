import { type KeyboardEvent, useId, useRef, useState } from 'react';
import type { MbtiTypeContent } from '#shared/assessments/types';
import { evaluationFields, interpretationFields, MbtiFieldList } from './mbti-fields';
import styles from './mbti.module.css';

const TABS = [
  { key: 'evaluation', label: '测评分析报告', fields: evaluationFields },
  { key: 'consultant', label: '报告解读', fields: interpretationFields },
] as const;

/**
 * The two tabs of the spec, 测评分析报告 (default) and 报告解读. Printing and the downloaded image
 * show both panels, one after the other.
 */
export function MbtiTabs({ d }: { d: MbtiTypeContent }) {
  const [active, setActive] = useState<(typeof TABS)[number]['key']>('evaluation');
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + TABS.length) % TABS.length;
    setActive(TABS[next].key);
    refs.current[next]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="报告内容" className={`${styles.tablist} no-print`} data-capture-ignore="true">
        {TABS.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={active === tab.key}
            aria-controls={`${base}-panel-${tab.key}`}
            tabIndex={active === tab.key ? 0 : -1}
            className={`${styles.tab} ${active === tab.key ? styles.tabActive : ''}`}
            onClick={() => setActive(tab.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={active !== tab.key}
          data-capture-show="true"
          className={styles.panel}
          tabIndex={0}
        >
          <h2 className={styles.panelTitle}>{tab.label}</h2>
          <MbtiFieldList fields={tab.fields} d={d} />
        </div>
      ))}
    </div>
  );
}
