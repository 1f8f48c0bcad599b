import styles from './html-content.module.css';

/**
 * Operator-edited HTML (news, products, banner articles, cooperation cases). The server sanitises it with an
 * allow-list on every read (src/server/lib/sanitize-html.ts), so it is rendered as given.
 */
export function HtmlContent({ html }: { html: string }) {
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />;
}
