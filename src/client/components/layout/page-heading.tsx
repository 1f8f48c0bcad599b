import { type ReactNode, useEffect } from 'react';
import { pageTitle } from '#shared/site-routes';

/** The page's one h1 (also the document title), with an optional subtitle. */
export function PageHeading({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page-heading">
      <h1 className="page-title">{title}</h1>
      {subtitle && <p className="page-subtitle">{subtitle}</p>}
      {children}
    </div>
  );
}

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
