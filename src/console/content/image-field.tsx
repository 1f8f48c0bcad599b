import type { ImageUse } from '#shared/console/images';
import { failureText } from '../api';
import { uploadImage } from '../upload';
import styles from './editor.module.css';

/** A picture of a form: its preview, and 上传/更换 (the server resizes it for `use` and answers its address). */
export function ImageField({
  label,
  value,
  use,
  onChange,
  onError,
}: {
  label: string;
  value: string;
  use: ImageUse;
  onChange: (url: string) => void;
  onError: (message: string) => void;
}) {
  const pick = async (file: File | undefined) => {
    if (!file) return;
    try {
      onChange((await uploadImage(file, use)).url);
    } catch (caught) {
      onError(failureText(caught));
    }
  };
  return (
    <div className={styles.cover}>
      <span>{label}</span>
      {value ? <img src={value} alt={`${label}预览`} width={240} height={160} /> : <span className={styles.noCover}>未上传</span>}
      <label className="btn btn-ghost">
        {value ? `更换${label}` : `上传${label}`}
        <input type="file" accept="image/jpeg,image/png,image/webp,image/gif" hidden onChange={(e) => void pick(e.target.files?.[0])} />
      </label>
      <span className={styles.hint}>JPG、PNG、WebP或GIF，8MB以内；会自动缩放并转为WebP。</span>
    </div>
  );
}
