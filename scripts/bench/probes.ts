/**
 * In-page probes, as plain JavaScript source (functions compiled by tsx would carry helper calls the page
 * does not have). Both wait for "interactive": the question is in the DOM with its options enabled, a frame
 * has been produced (requestAnimationFrame) and the task after it runs (setTimeout 0).
 */

/**
 * Per tap on an answer: performance.measure('tap-to-next-question') from the tap's click reaching the page to the next question
 * interactive, in window.__taps; window.__tapParts gets where the time went: until the options were disabled
 * (the tap handled), until the next question was in the DOM, enabled (answer saved + the 500 ms + render).
 */
export const tapProbe = (counterSelector: string) => `(() => {
  const sel = ${JSON.stringify(counterSelector)};
  window.__taps = [];
  window.__tapParts = [];
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[role="radio"]')) return;
    // From the click's dispatch to the page (when the app's handler runs). The event's timeStamp is ~1 frame
    // earlier (Chromium's input pipeline for the driver's synthetic tap); kept apart in window.__inputDelay.
    const t0 = performance.now();
    window.__inputDelay = (window.__inputDelay || []).concat(t0 - event.timeStamp);
    performance.mark('tap', { startTime: t0 });
    const before = document.querySelector(sel)?.getAttribute('aria-label');
    let locked = NaN;
    const ready = () => {
      const counter = document.querySelector(sel);
      const radios = [...document.querySelectorAll('[role="radio"]')];
      return counter && counter.getAttribute('aria-label') !== before && radios.length > 0 && radios.every((r) => !r.disabled);
    };
    const observer = new MutationObserver(() => {
      if (Number.isNaN(locked) && [...document.querySelectorAll('[role="radio"]')].some((r) => r.disabled)) locked = performance.now() - t0;
      if (!ready()) return;
      observer.disconnect();
      const dom = performance.now() - t0;
      requestAnimationFrame(() => setTimeout(() => {
        performance.mark('next-question-interactive');
        window.__taps.push(performance.measure('tap-to-next-question', 'tap', 'next-question-interactive').duration);
        window.__tapParts.push({ locked, dom });
      }, 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => observer.disconnect(), 10000);
  }, true);
})();`;

/** On every test-page load: when the question saved in sessionStorage 'bench-expected' is interactive, window.__resumedAt = ms since navigation start. */
export const resumeProbe = (counterSelector: string) => `(() => {
  if (!location.pathname.endsWith('/test')) return;
  const sel = ${JSON.stringify(counterSelector)};
  const expected = sessionStorage.getItem('bench-expected');
  const observer = new MutationObserver(() => {
    const counter = document.querySelector(sel);
    const radios = [...document.querySelectorAll('[role="radio"]')];
    if (counter && counter.getAttribute('aria-label') === expected && radios.length > 0 && radios.every((r) => !r.disabled)) {
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => { window.__resumedAt = performance.mark('test-resumed').startTime; }, 0));
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;
