import { CATALOG_KINDS, type CatalogKind, catalogKinds } from '#shared/console/catalog';
import { ConsoleLink } from '../layout/console-link';

/** The kinds of content, one tab each (资讯 has its own section: it has categories and a long list). */
export function CatalogTabs({ current }: { current: CatalogKind }) {
  return (
    <nav aria-label="内容类型" className="console-tabs">
      {CATALOG_KINDS.map((kind) => (
        <ConsoleLink key={kind} to="/console/content/$kind" params={{ kind }} aria-current={kind === current ? 'page' : undefined}>
          {catalogKinds[kind].label}
        </ConsoleLink>
      ))}
    </nav>
  );
}
