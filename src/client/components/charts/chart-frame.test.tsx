// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartFrame, ChartRoom } from './chart-frame';
import { chartsDrawn } from './charts-ready';

/** jsdom lays nothing out: each element reports this width, and every read is counted. */
let widthReads = 0;
let observed: ResizeObserverCallback[] = [];

beforeEach(() => {
  widthReads = 0;
  observed = [];
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => {
    widthReads += 1;
    return 500;
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const chart = (maxWidth = 680) => (
  <ChartFrame maxWidth={maxWidth} height={(width) => width / 2} label="图">
    {(width, height) => <span data-testid="drawn">{`${width}×${height}`}</span>}
  </ChartFrame>
);

/** What the browser reports once it lays the chart's frame out. */
const layOut = (width: number) => observed.forEach((callback) => callback([{ contentRect: { width } } as ResizeObserverEntry], {} as ResizeObserver));

describe('ChartFrame', () => {
  it('inside a report draws at once at the room the report measured, without reading its own width', () => {
    render(<ChartRoom.Provider value={364}>{chart()}</ChartRoom.Provider>);
    expect(screen.getByTestId('drawn').textContent).toBe('364×182');
    expect(widthReads).toBe(0);
  });

  it('takes its own width once the browser lays it out (a radar beside text is narrower than the column)', async () => {
    render(<ChartRoom.Provider value={880}>{chart(520)}</ChartRoom.Provider>);
    expect(screen.getByTestId('drawn').textContent).toBe('520×260');
    layOut(428);
    await waitFor(() => expect(screen.getByTestId('drawn').textContent).toBe('428×214'));
  });

  it('keeps the room while the browser skips its part (a skipped part reports 0)', async () => {
    render(<ChartRoom.Provider value={364}>{chart()}</ChartRoom.Provider>);
    layOut(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('drawn').textContent).toBe('364×182');
  });

  it('waits for the report to measure its room before drawing', () => {
    render(<ChartRoom.Provider value={0}>{chart()}</ChartRoom.Provider>);
    expect(screen.queryByTestId('drawn')).toBeNull();
    expect(widthReads).toBe(0);
  });

  it('alone, measures itself before the first paint, at most its largest width', () => {
    render(chart(400));
    expect(screen.getByTestId('drawn').textContent).toBe('400×200');
    expect(widthReads).toBeGreaterThan(0);
  });

  it('is not drawn again when it notes that it is drawn (that would double its cost in one long task)', () => {
    const draw = vi.fn((width: number) => <span data-testid="drawn">{width}</span>);
    const { container } = render(
      <ChartRoom.Provider value={364}>
        <ChartFrame maxWidth={680} height={100} label="图">
          {draw}
        </ChartFrame>
      </ChartRoom.Provider>,
    );
    expect(container.querySelector('[data-chart-state]')?.getAttribute('data-chart-state')).toBe('drawn');
    // One render, which StrictMode (tests/setup/strict-mode.ts) runs twice.
    expect(draw).toHaveBeenCalledTimes(2);
  });

  describe('far from the screen', () => {
    let near: IntersectionObserverCallback[] = [];
    beforeEach(() => {
      near = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback) {
            near.push(callback);
          }
          observe() {}
          disconnect() {}
        },
      );
    });
    const comesNear = () => near.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));

    it('keeps its room undrawn until it comes near the screen', async () => {
      render(<ChartRoom.Provider value={364}>{chart()}</ChartRoom.Provider>);
      expect(screen.queryByTestId('drawn')).toBeNull();
      expect(screen.getByRole('img').getAttribute('data-chart-state')).toBe('waiting');
      comesNear();
      await waitFor(() => expect(screen.getByTestId('drawn').textContent).toBe('364×182'));
    });

    // Last: once every chart is wanted, it stays so for the page's life.
    it('draws at once when printing or capturing wants every chart', async () => {
      render(<ChartRoom.Provider value={364}>{chart()}</ChartRoom.Provider>);
      expect(screen.queryByTestId('drawn')).toBeNull();
      await chartsDrawn(document.body, 1000);
      expect(screen.getByTestId('drawn').textContent).toBe('364×182');
    });
  });
});
