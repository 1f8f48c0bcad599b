import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import styles from './report-nav.module.css';

/**
 * Below the header: where a part counts as being read. More than the headings' scroll margin under the
 * header (88 px, report.module.css), so a part the bar jumped to is the one marked, whatever sits above
 * its heading inside the part.
 */
const READING_LINE = 100;

interface Entry {
  id: string;
  title: string;
}

/**
 * The report's parts (its h2 sections), read from the page so every report and tab gets them as
 * drawn; a heading may give a shorter name for the bar (data-nav-title).
 */
function readSections(area: HTMLElement): Entry[] {
  return [...area.querySelectorAll<HTMLElement>('section > h2[id]')].map((h) => ({ id: h.id, title: h.dataset.navTitle ?? h.textContent ?? '' })).filter((e) => e.title);
}

/**
 * The report's parts as drawn, read once before the first paint and again when the report changes
 * (a tab, a part that appears). Called by the component that owns `areaRef`'s element: React attaches
 * a parent element's ref only after its children's layout effects ran, so a read from inside the
 * area found nothing on the first pass, and the bar then appeared a moment later, pushing the report down.
 */
export function useReportSections(areaRef: RefObject<HTMLElement | null>): Entry[] {
  const [entries, setEntries] = useState<Entry[]>([]);

  // The first read before the first paint: the bar is there from the start and moves nothing (CLS).
  useLayoutEffect(() => {
    if (areaRef.current) setEntries(readSections(areaRef.current));
  }, [areaRef]);

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    let frame = 0;
    const read = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setEntries((before) => {
          const now = readSections(area);
          return now.length === before.length && now.every((e, i) => e.id === before[i].id && e.title === before[i].title) ? before : now;
        }),
      );
    };
    const observer = new MutationObserver(read);
    observer.observe(area, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [areaRef]);
  return entries;
}

/**
 * Scrolls a part's heading to the top and keeps it there while the report settles. Parts off screen
 * are laid out only when near it (content-visibility) and charts above may still be loading, so parts
 * the jump passed take their real height afterwards (a part with two interest types' lists is twice
 * its estimate) and push the heading away. For up to a second, or until the student scrolls or taps,
 * the heading is put back whenever it moves; ten still frames in a row end it sooner.
 */
function land(heading: HTMLElement) {
  const stop = new AbortController();
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown']) window.addEventListener(type, () => stop.abort(), { once: true, passive: true, signal: stop.signal });
  heading.scrollIntoView({ block: 'start' });
  let at = heading.getBoundingClientRect().top;
  let still = 0;
  let frames = 60;
  const check = () => {
    if (stop.signal.aborted) return;
    const now = heading.getBoundingClientRect().top;
    if (Math.abs(now - at) > 1) {
      heading.scrollIntoView({ block: 'start' });
      at = heading.getBoundingClientRect().top;
      still = 0;
    } else still++;
    if (still < 10 && --frames > 0) requestAnimationFrame(check);
    else stop.abort();
  };
  requestAnimationFrame(check);
}

/**
 * A bar of the report's parts (`useReportSections`) that stays under the header while the student
 * scrolls a report of 4,000-10,000 px, marking the part in view; a tap scrolls there. Not printed,
 * not in the image.
 */
export function ReportNav({ entries }: { entries: Entry[] }) {
  // Until the student scrolls or taps, the first part is the one being read: nothing is measured
  // then, since any read of a position would lay the whole report out once more, in the frames that
  // draw it first (a 50 ms task on a slow phone).
  const [chosen, setChosen] = useState<string>();
  const current = chosen ?? entries[0]?.id;

  useEffect(() => {
    if (entries.length === 0) return;
    // The part being read: the last whose heading has passed under the header and this bar.
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const line = (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + READING_LINE;
        // The part's own box, not its heading's: reading inside a part the browser skips (content-visibility) would lay it out.
        const passed = entries.filter((e) => (document.getElementById(e.id)?.parentElement?.getBoundingClientRect().top ?? Infinity) <= line);
        setChosen(passed.at(-1)?.id ?? entries[0].id);
      });
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      cancelAnimationFrame(frame);
    };
  }, [entries]);

  useEffect(() => {
    if (!chosen) return;
    document.querySelector(`[data-nav-for="${CSS.escape(chosen)}"]`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [chosen]);

  if (entries.length < 3) return null;
  return (
    <nav className={`${styles.nav} no-print`} aria-label="报告目录" data-capture-ignore="true">
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              data-nav-for={entry.id}
              className={entry.id === current ? styles.current : undefined}
              aria-current={entry.id === current ? 'location' : undefined}
              onClick={() => {
                setChosen(entry.id);
                const heading = document.getElementById(entry.id);
                if (heading) land(heading);
              }}
            >
              {entry.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
