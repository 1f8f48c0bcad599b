import { PageHeading } from './page-heading';

/** A page whose full content arrives with the issue that owns it: its heading and purpose already show. */
export function SimplePage({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="container page">
      <PageHeading title={title} subtitle={subtitle} />
    </div>
  );
}
