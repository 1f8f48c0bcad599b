// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundPage, RouteErrorPage } from './error-pages';

// React and the router log a caught error (for developers, in the console); jsdom has no scrolling.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.scrollTo = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A tiny router wired like src/client/router.tsx, with one page that can be made to fail. */
function renderApp(path: string, page: { fail: Error | null }) {
  const root = createRootRoute({ component: () => <Outlet />, notFoundComponent: NotFoundPage });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>首页内容</h1> });
  const broken = createRoute({
    getParentRoute: () => root,
    path: '/broken',
    component: function Broken() {
      if (page.fail) throw page.fail;
      return <h1>页面内容</h1>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([home, broken]),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the error page', () => {
  it('says in Chinese that the page broke, shows no error details, and 重试 renders the page again', async () => {
    const page = { fail: new Error('Cannot read properties of undefined (reading "id")') as Error | null };
    renderApp('/broken', page);
    expect(await screen.findByRole('heading', { level: 1, name: '页面出错了' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('页面出错了 - 生涯规划')); // set by an effect, after the paint
    expect(document.body.textContent).not.toMatch(/Cannot read|undefined|Something went wrong/);
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');

    page.fail = null;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: '页面内容' })).toBeTruthy();
  });

  it('tells a chunk that failed to download apart: check the network and retry', async () => {
    renderApp('/broken', { fail: new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/about-abc.js') });
    expect(await screen.findByRole('heading', { level: 1, name: '页面加载失败' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('请检查网络后点击「重试」');
    expect(document.body.textContent).not.toContain('about-abc.js');
    await waitFor(() => expect(document.title).toBe('页面加载失败 - 生涯规划')); // set by an effect, after the paint
  });
});

describe('the not-found page', () => {
  it('says 页面不存在 with its title and the ways home and to the assessments', async () => {
    renderApp('/no-such-page', { fail: null });
    expect(await screen.findByRole('heading', { level: 1, name: '页面不存在' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('页面不存在 - 生涯规划')); // set by an effect, after the paint
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '去做生涯测评' }).getAttribute('href')).toBe('/assessment');
  });
});
