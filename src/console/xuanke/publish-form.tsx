import { useState } from 'react';
import { showAlert } from '#client/components/dialog/dialog-store';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';
import { FormError } from '../layout/form-error';
import { usePublishEdition } from './xuanke-data';
import styles from './xuanke-page.module.css';

const empty = { name: '', sourceTitle: '', sourcePublisher: '', sourceUrl: '', yearFrom: '', yearTo: '' };

/** The new edition's name, source and gaokao years; publishing makes it the edition every student's app loads. */
export function PublishForm({ rows, fileName, onPublished }: { rows: string; fileName: string; onPublished: () => void }) {
  const publish = usePublishEdition();
  const [form, setForm] = useState(empty);
  const [error, setError] = useState('');
  const field = (key: keyof typeof empty) => ({ value: form[key], onChange: (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value }) });

  const submit = async () => {
    const missing = !form.name.trim()
      ? '请填写版本名称'
      : !form.sourceTitle.trim()
        ? '请填写来源文件的标题'
        : !form.sourcePublisher.trim()
          ? '请填写发布单位'
          : !form.yearFrom.trim()
            ? '请填写适用的首个高考年份'
            : '';
    setError(missing);
    if (missing) return;
    const confirmed = await showAlert({
      title: '发布新版本',
      content: `发布后，学生端的选科数据将改用「${form.name.trim()}」。之前的版本仍保留在数据库中。确定发布吗？`,
      hasCancel: true,
      confirmText: '发布',
    });
    if (!confirmed) return;
    try {
      const published = await publish.mutateAsync({ rows, fileName, ...form, yearFrom: form.yearFrom.trim(), yearTo: form.yearTo.trim() });
      toast.success(`已发布「${published.name}」`);
      setForm(empty);
      setError('');
      onPublished();
    } catch (caught) {
      setError(failureText(caught, '发布失败：网络不可用，请稍后再试'));
    }
  };

  return (
    <form
      className={`console-filters ${styles.publish}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label>
        版本名称
        <input {...field('name')} maxLength={40} placeholder="如 2028 通用版（山东公布）" />
      </label>
      <label className={styles.wide}>
        来源文件标题
        <input {...field('sourceTitle')} maxLength={120} placeholder="考试院公布的文件标题" />
      </label>
      <label>
        发布单位
        <input {...field('sourcePublisher')} maxLength={40} placeholder="如 山东省教育招生考试院" />
      </label>
      <label className={styles.wide}>
        来源网址（可不填）
        <input {...field('sourceUrl')} maxLength={300} inputMode="url" placeholder="https://" />
      </label>
      <label>
        适用高考年份：从
        <input {...field('yearFrom')} inputMode="numeric" maxLength={4} size={6} />
      </label>
      <label>
        到（可不填，表示此后各年）
        <input {...field('yearTo')} inputMode="numeric" maxLength={4} size={6} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={publish.isPending}>
        {publish.isPending ? '正在发布…' : '发布'}
      </button>
      <FormError error={error} />
    </form>
  );
}
