import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import type { ConsoleNews } from '#shared/api/console';
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '#shared/console/rules';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { failureText } from '../api';
import { newsQuery, newsTypesQuery, usePublishNews, useSaveNews, useUnpublishNews } from './news-data';
import { ImageField } from '../content/image-field';
import { EditorHeading, RichTextEditor, SavedPreview, useEditorRun, useStoredDraft } from '../content/editor-parts';
import { PublishActions } from '../content/publish-actions';
import styles from '../content/editor.module.css';
import { FormError } from '../layout/form-error';
import { ConsoleLink } from '../layout/console-link';
import { useConsoleNavigate } from '../navigate';

interface Draft {
  typeid: string;
  name: string;
  description: string;
  coverimage: string;
  content: string;
}

const empty: Draft = { typeid: '', name: '', description: '', coverimage: '', content: '' };
const draftOf = (n: ConsoleNews): Draft => ({ typeid: String(n.typeid), name: n.name, description: n.description, coverimage: n.coverimage, content: n.content });

/** Writes or edits one article: its fields, cover and text; saves, previews as the site shows it, publishes now or at a time, withdraws. */
export function NewsEditPage({ id }: { id: number | null }) {
  useDocumentTitle(id ? '编辑资讯' : '写新资讯');
  const navigate = useConsoleNavigate();
  const types = useQuery(newsTypesQuery());
  const stored = useQuery(newsQuery(id));
  const saveNews = useSaveNews();
  const publishNews = usePublishNews();
  const unpublishNews = useUnpublishNews();
  const { draft, setDraft, loadedId } = useStoredDraft(stored.data, draftOf, () => empty);
  const [showPreview, setShowPreview] = useState(false);
  // A new article starts in the first category.
  useEffect(() => {
    const first = types.data?.[0];
    if (id === null && first) setDraft((d) => (d.typeid ? d : { ...d, typeid: String(first.id) }));
  }, [types.data, id, setDraft]);

  const news = stored.data;
  const dirty = news ? JSON.stringify(draftOf(news)) !== JSON.stringify(draft) : draft.name !== '';

  const { busy, error, setError, run } = useEditorRun<ConsoleNews>({
    isNew: id === null,
    openSaved: (savedId) => void navigate({ to: '/console/news/$id', params: { id: savedId } }),
  });
  const save = () => run(() => saveNews.mutateAsync({ ...draft, typeid: Number(draft.typeid), id: id ?? '' }), news?.state === 'published' ? '已保存，网站上已更新' : '已保存');
  const publish = async (at: string) => {
    if (dirty && !(await save())) return;
    const target = id ?? loadedId;
    if (!target) return;
    await run(() => publishNews.mutateAsync({ id: target, publishAt: at }), at ? `已定时在 ${at.replace('T', ' ')} 发布` : '已发布，网站上可以看到了');
  };

  if (id !== null && stored.error) return <p role="alert">{failureText(stored.error)}</p>;
  if (id !== null && !news) return <p>正在加载…</p>;
  return (
    <section aria-labelledby="edit-title" className={styles.page}>
      <EditorHeading back={<ConsoleLink to="/console/news">← 资讯列表</ConsoleLink>} title={id ? '编辑资讯' : '写新资讯'} stored={news} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label>
          分类
          <select className="console-input" value={draft.typeid} onChange={(e) => setDraft({ ...draft, typeid: e.target.value })}>
            {types.data?.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          标题
          <input className="console-input" value={draft.name} maxLength={NEWS_TITLE_MAX} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </label>
        <label>
          摘要（列表里显示）
          <textarea
            className="console-input"
            rows={2}
            maxLength={NEWS_SUMMARY_MAX}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </label>
        <ImageField label="封面" value={draft.coverimage} use="news-cover" onChange={(coverimage) => setDraft((d) => ({ ...d, coverimage }))} onError={setError} />
        <div className={styles.body}>
          <span>正文</span>
          {(id === null || loadedId === id) && (
            <Suspense fallback={<p className={styles.hint}>正在加载编辑器…</p>}>
              <RichTextEditor key={loadedId ?? 'new'} label="正文" value={draft.content} onChange={(content) => setDraft((d) => ({ ...d, content }))} />
            </Suspense>
          )}
        </div>
        <FormError error={error} />
        <PublishActions
          state={news?.state}
          busy={busy}
          dirty={dirty}
          previewOpen={showPreview}
          onTogglePreview={() => setShowPreview(!showPreview)}
          onPublish={(at) => void publish(at)}
          onUnpublish={() => news && void run(() => unpublishNews.mutateAsync({ id: news.id }), '已撤回，网站上不再显示')}
        />
      </form>
      {showPreview && news && <SavedPreview title={news.name} html={[news.preview]} dirty={dirty} />}
    </section>
  );
}
