/**
 * index.html only preloads the app's stylesheet (vite.config.ts, stylesheetPreloaded), so the shell
 * paints without waiting for it; this applies it, resolving once it has (or failed to) load. In
 * `npm run dev` there is no preload: Vite injects the styles itself.
 */
export function applyAppStylesheets(): Promise<unknown> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][data-app-stylesheet]');
  return Promise.all(
    [...preloads].map((preload) => {
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = preload.href;
      if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
      const applied = new Promise((resolve) => {
        sheet.onload = sheet.onerror = resolve;
      });
      preload.after(sheet);
      return applied;
    }),
  );
}
