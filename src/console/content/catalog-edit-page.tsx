import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import type { CatalogItem } from '#shared/api/console';
import { type CatalogField, type CatalogKind, catalogKinds } from '#shared/console/catalog';
import { useDocumentTitle } from '#client/components/layout/page-heading';
import { failureText } from '../api';
import { catalogItemQuery, usePublishCatalogItem, useSaveCatalogItem, useUnpublishCatalogItem } from './content-data';
import { EditorHeading, RichTextEditor, SavedPreview, useEditorRun, useStoredDraft } from './editor-parts';
import { ImageField } from './image-field';
import { PublishActions } from './publish-actions';
import styles from './editor.module.css';
import { FormError } from '../layout/form-error';
import { ConsoleLink } from '../layout/console-link';
import { useConsoleNavigate } from '../navigate';

type Draft = Record<string, string>;
const emptyDraft = (kind: CatalogKind): Draft => Object.fromEntries(catalogKinds[kind].fields.map((f) => [f.key, f.type === 'price' ? '0' : '']));
const draftOf = (item: CatalogItem): Draft => Object.fromEntries(Object.entries(item.values).map(([key, value]) => [key, String(value)]));

/** Writes or edits one item of a kind: a form drawn from the kind's fields; saves, previews, publishes now or at a time, withdraws. */
export function CatalogEditPage({ kind, id }: { kind: CatalogKind; id: number | null }) {
  const spec = catalogKinds[kind];
  useDocumentTitle(id ? `编辑${spec.noun}` : `新建${spec.noun}`);
  const navigate = useConsoleNavigate();
  const stored = useQuery(catalogItemQuery(kind, id));
  const saveItem = useSaveCatalogItem(kind);
  const publishItem = usePublishCatalogItem(kind);
  const unpublishItem = useUnpublishCatalogItem(kind);
  const { draft, setDraft, loadedId } = useStoredDraft(stored.data, draftOf, () => emptyDraft(kind));
  const [showPreview, setShowPreview] = useState(false);

  const item = stored.data;
  const dirty = item ? JSON.stringify(draftOf(item)) !== JSON.stringify(draft) : Object.values(draft).some((v) => v !== '' && v !== '0');
  const set = (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const { busy, error, setError, run } = useEditorRun<CatalogItem>({
    isNew: id === null,
    openSaved: (savedId) => void navigate({ to: '/console/content/$kind/$id', params: { kind, id: savedId } }),
  });
  const save = () => run(() => saveItem.mutateAsync({ ...draft, kind, id: id ?? '' }), item?.state === 'published' ? '已保存，网站上已更新' : '已保存');
  const publish = async (at: string) => {
    if (dirty && !(await save())) return;
    if (!id) return;
    await run(() => publishItem.mutateAsync({ kind, id, publishAt: at }), at ? `已定时在 ${at.replace('T', ' ')} 发布` : '已发布，网站上可以看到了');
  };

  if (id !== null && stored.error) return <p role="alert">{failureText(stored.error)}</p>;
  if (id !== null && !item) return <p>正在加载…</p>;
  return (
    <section aria-labelledby="edit-title" className={styles.page}>
      <EditorHeading
        back={
          <ConsoleLink to="/console/content/$kind" params={{ kind }}>
            ← {spec.label}列表
          </ConsoleLink>
        }
        title={id ? `编辑${spec.noun}` : `新建${spec.noun}`}
        stored={item}
      />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {spec.fields.map((field) => (
          <FieldInput key={field.key} field={field} value={draft[field.key] ?? ''} onChange={set(field.key)} onError={setError} ready={id === null || loadedId === id} />
        ))}
        <FormError error={error} />
        <PublishActions
          state={item?.state}
          busy={busy}
          dirty={dirty}
          previewOpen={showPreview}
          onTogglePreview={spec.fields.some((f) => f.type === 'html') ? () => setShowPreview(!showPreview) : undefined}
          onPublish={(at) => void publish(at)}
          onUnpublish={() => item && void run(() => unpublishItem.mutateAsync({ kind, id: item.id }), '已撤回，网站上不再显示')}
        />
      </form>
      {item && (
        <p>
          <a href={spec.sitePath(item.id)} target="_blank" rel="noreferrer">
            在网站上查看
          </a>
          {item.state !== 'published' ? '（发布后才能看到）' : ''}
        </p>
      )}
      {showPreview && item && <SavedPreview title={item.title} html={Object.values(item.preview)} dirty={dirty} />}
    </section>
  );
}

/** One field of the form, as its type asks. */
function FieldInput({
  field,
  value,
  onChange,
  onError,
  ready,
}: {
  field: CatalogField;
  value: string;
  onChange: (value: string) => void;
  onError: (message: string) => void;
  ready: boolean;
}) {
  const hint = field.hint ? <span className={styles.hint}>{field.hint}</span> : null;
  switch (field.type) {
    case 'image':
      return <ImageField label={field.label} value={value} use={field.use} onChange={onChange} onError={onError} />;
    case 'html':
      return (
        <div className={styles.body}>
          <span>{field.label}</span>
          {ready && (
            <Suspense fallback={<p className={styles.hint}>正在加载编辑器…</p>}>
              <RichTextEditor label={field.label} value={value} onChange={onChange} />
            </Suspense>
          )}
        </div>
      );
    case 'textarea':
      return (
        <label>
          {field.label}
          <textarea className="console-input" rows={3} maxLength={field.max} value={value} onChange={(e) => onChange(e.target.value)} />
          {hint}
        </label>
      );
    case 'price':
      return (
        <label>
          {field.label}
          <input className="console-input" inputMode="decimal" maxLength={10} value={value} onChange={(e) => onChange(e.target.value.trim())} />
          {hint}
        </label>
      );
    default:
      return (
        <label>
          {field.label}
          <input className="console-input" maxLength={field.type === 'text' ? field.max : 210} value={value} onChange={(e) => onChange(e.target.value)} />
          {hint}
        </label>
      );
  }
}
