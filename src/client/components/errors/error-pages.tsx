import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { NOT_FOUND_TITLE } from '#shared/site-routes';
import { useDocumentTitle } from '../layout/page-heading';
import { isChunkLoadError } from './chunk-error';
import styles from './errors.module.css';
import { LogoMark } from '../layout/logo-mark';

const LOAD_FAILED_TITLE = '页面加载失败';
const ERROR_TITLE = '页面出错了';

/** A calm box with what happened in plain words and the ways on; the heading is also the document title. */
function ErrorFrame({ title, mark, children, actions, alert }: { title: string; mark: ReactNode; children: ReactNode; actions: ReactNode; alert?: boolean }) {
  useDocumentTitle(title);
  return (
    <div className="container page">
      <section className={styles.box} role={alert ? 'alert' : undefined} aria-labelledby="error-page-title">
        {mark}
        <h1 id="error-page-title" className={styles.title}>
          {title}
        </h1>
        {children}
        <div className={styles.actions}>{actions}</div>
      </section>
    </div>
  );
}

/** No route matches the address (the router's not-found page; the server answers such paths with 404). */
export function NotFoundPage() {
  return (
    <ErrorFrame
      title={NOT_FOUND_TITLE}
      mark={
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      }
      actions={
        <>
          <Link to="/" className="btn btn-primary">
            返回首页
          </Link>
          <Link to="/assessment" className="btn btn-ghost">
            去做生涯测评
          </Link>
        </>
      }
    >
      <p>你访问的页面可能已被移动或删除，也可能是链接有误。</p>
      <p>可以回到首页看看，或者直接开始生涯测评。</p>
    </ErrorFrame>
  );
}

/**
 * A route that failed: its code could not be loaded (offline, or an old file after an update), or
 * it broke while loading or rendering. Says so in plain words, never with the error's details;
 * 重试 loads the route again (its code and data), 返回首页 leaves.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  return (
    <ErrorContent
      error={error}
      reset={reset}
      home={
        <Link to="/" className="btn btn-ghost">
          返回首页
        </Link>
      }
    />
  );
}

/**
 * The root layout itself failed, so there is no header: the page names the site, and 返回首页
 * loads the home page afresh.
 */
export function RootErrorPage({ error, reset }: ErrorComponentProps) {
  return (
    <>
      <div className="container">
        <a href="/" className={styles.brand}>
          <LogoMark />
          生涯规划
        </a>
      </div>
      <main id="main" tabIndex={-1}>
        <ErrorContent
          error={error}
          reset={reset}
          home={
            <a href="/" className="btn btn-ghost">
              返回首页
            </a>
          }
        />
      </main>
    </>
  );
}

function ErrorContent({ error, reset, home }: { error: unknown; reset: () => void; home: ReactNode }) {
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  const chunk = isChunkLoadError(error);

  const retry = async () => {
    setRetrying(true);
    try {
      // Runs the route's loading again (its code chunk included); a new match resets the boundary.
      await router.invalidate();
    } finally {
      setRetrying(false);
      reset();
    }
  };

  const actions = (
    <>
      <button type="button" className="btn btn-primary" disabled={retrying} onClick={() => void retry()}>
        {retrying ? '正在重试…' : '重试'}
      </button>
      {home}
    </>
  );
  const mark = (
    <span className={styles.icon} aria-hidden="true">
      !
    </span>
  );

  if (chunk) {
    return (
      <ErrorFrame title={LOAD_FAILED_TITLE} mark={mark} actions={actions} alert>
        <p>没能下载这个页面的内容，可能是网络断开了或不稳定。</p>
        <p>请检查网络后点击「重试」，网络恢复后即可继续浏览。</p>
      </ErrorFrame>
    );
  }
  return (
    <ErrorFrame title={ERROR_TITLE} mark={mark} actions={actions} alert>
      <p>抱歉，这个页面遇到了问题，暂时无法显示。</p>
      <p>请点击「重试」；如果仍然不行，请稍后再来或返回首页。</p>
    </ErrorFrame>
  );
}
