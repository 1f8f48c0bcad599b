import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { memo, useRef } from 'react';
import { toast } from '#client/lib/toast-store';
import { failureText } from '../api';
import { uploadImage } from '../upload';
import styles from './rich-text-editor.module.css';

/**
 * The article editor (TipTap). It offers only what the site's sanitiser keeps (paragraphs, 小标题
 * h2-h4, bold, italic, lists, quotes, links, pictures), so what the operator sees is what the reader
 * gets; the server sanitises the HTML on the way out all the same. Pictures are uploaded, never pasted
 * as data.
 */
export const RichTextEditor = memo(Editor, () => true);

/** `value` is where the editor starts: it owns the text from then on (a new article or another one remounts it). */
function Editor({ value, onChange, label }: { value: string; onChange: (html: string) => void; label: string }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, protocols: ['https'] },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: styles.content } },
    onUpdate: ({ editor: e }) => changed.current(e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const setLink = () => {
    if (!editor) return;
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt('链接地址（https://开头；留空则去掉链接）', current);
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') editor.chain().focus().unsetLink().run();
    else if (/^https:\/\/[^/\s]+/.test(href.trim())) editor.chain().focus().setLink({ href: href.trim() }).run();
    else toast.error('链接请以 https:// 开头');
  };
  const addPicture = async (file: File) => {
    try {
      const { url } = await uploadImage(file, 'news-body');
      editor?.chain().focus().setImage({ src: url, alt: '' }).run();
    } catch (error) {
      toast.error(failureText(error, '图片上传失败，请稍后再试'));
    }
  };

  const button = (name: string, pressed: boolean, run: () => void) => (
    <button type="button" className={styles.tool} aria-pressed={pressed} onClick={run} disabled={!editor}>
      {name}
    </button>
  );
  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label="正文格式">
        {button('小标题', active?.h2 ?? false, () => editor?.chain().focus().toggleHeading({ level: 2 }).run())}
        {button('三级标题', active?.h3 ?? false, () => editor?.chain().focus().toggleHeading({ level: 3 }).run())}
        {button('加粗', active?.bold ?? false, () => editor?.chain().focus().toggleBold().run())}
        {button('斜体', active?.italic ?? false, () => editor?.chain().focus().toggleItalic().run())}
        {button('列表', active?.bullet ?? false, () => editor?.chain().focus().toggleBulletList().run())}
        {button('编号', active?.ordered ?? false, () => editor?.chain().focus().toggleOrderedList().run())}
        {button('引用', active?.quote ?? false, () => editor?.chain().focus().toggleBlockquote().run())}
        {button('链接', active?.link ?? false, setLink)}
        <button type="button" className={styles.tool} onClick={() => fileRef.current?.click()} disabled={!editor}>
          插入图片
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hidden
          aria-label="插入正文图片"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void addPicture(file);
          }}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
