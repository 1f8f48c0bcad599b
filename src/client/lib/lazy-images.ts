/**
 * A report's pictures below the first screen load only as the student nears them (`loading="lazy"`):
 * printing cannot wait for that, so it loads them first. Resolves when each is decoded (or failed).
 */
export function loadLazyImages(area: ParentNode): Promise<unknown> {
  const lazy = [...area.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')];
  return Promise.all(
    lazy.map((image) => {
      image.loading = 'eager';
      return image.decode().catch(() => undefined);
    }),
  );
}

// The browser's own print (Ctrl+P) cannot wait, but starts them at once.
if (typeof window !== 'undefined') window.addEventListener('beforeprint', () => void loadLazyImages(document));
