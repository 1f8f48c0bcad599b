// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Drawing = ComponentType<{ width: number }>;

/** A drawing's code that arrives when the test says so, as a lazily loaded chunk would. */
function deferredDrawing() {
  let arrive!: (drawing: { default: Drawing }) => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(() => new Promise<{ default: Drawing }>((resolve, reject) => ((arrive = resolve), (fail = reject))));
  const drawing: Drawing = ({ width }) => <svg data-testid="drawing" width={width} />;
  return { load, arrive: () => arrive({ default: drawing }), fail: () => fail(new Error('chunk failed to load')) };
}

/** A fresh copy of the modules: whether the drawings were released is kept per page. */
async function fresh() {
  vi.resetModules();
  const ready = await import('./charts-ready');
  const { ChartFrame, ChartRoom } = await import('./chart-frame');
  const chart = (Drawing: Drawing) => (
    <ChartRoom.Provider value={364}>
      <div data-testid="area">
        <ChartFrame maxWidth={680} height={200} label="图">
          {(width) => <Drawing width={width} />}
        </ChartFrame>
      </div>
    </ChartRoom.Provider>
  );
  return { ...ready, chart };
}

const settled = async <T,>(promise: Promise<T>) => {
  let done = false;
  void promise.then(() => (done = true));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
  return done;
};

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the charts after the first paint', () => {
  it('asks for a drawing only after the page has painted, keeping its height meanwhile', async () => {
    const { lazyChart, chart } = await fresh();
    const { load, arrive } = deferredDrawing();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    render(chart(lazyChart(load)));
    const frame = screen.getByRole('img', { name: '图' });
    expect(frame.getAttribute('style')).toContain('--chart-height: 200px');
    expect(frame.getAttribute('data-chart-state')).toBe('waiting');
    await settled(Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    // The browser paints: the drawing's code is asked for when it is idle afterwards.
    frames.forEach((callback) => callback(0));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => arrive());
    expect((await screen.findByTestId('drawing')).getAttribute('width')).toBe('364');
    expect(frame.getAttribute('data-chart-state')).toBe('drawn');
    expect(frame.getAttribute('aria-busy')).toBe('false');
  });

  it('prints only once every chart is drawn, asking for the drawings at once', async () => {
    const { lazyChart, chart, printWhenChartsDrawn } = await fresh();
    const { load, arrive } = deferredDrawing();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(chart(lazyChart(load)));
    const printed = printWhenChartsDrawn(screen.getByTestId('area'));
    expect(await settled(printed)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(print).not.toHaveBeenCalled();
    await act(async () => arrive());
    await printed;
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('drawing')).toBeTruthy();
  });

  it('a drawing that cannot be loaded leaves a line in its place and holds nothing up', async () => {
    const { lazyChart, chart, chartsDrawn } = await fresh();
    const { load, fail } = deferredDrawing();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(chart(lazyChart(load)));
    const drawn = chartsDrawn(screen.getByTestId('area'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => fail());
    await drawn;
    expect(screen.getByText('图表暂时没有加载出来，联网后刷新页面就能看到。')).toBeTruthy();
    expect(screen.getByRole('img', { name: '图' }).getAttribute('data-chart-state')).toBe('failed');
  });

  it('with nothing left to draw, resolves at once', async () => {
    const { chartsDrawn } = await fresh();
    const { container } = render(<p>没有图表</p>);
    expect(await settled(chartsDrawn(container))).toBe(true);
  });
});
