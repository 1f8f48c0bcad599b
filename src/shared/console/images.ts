/** Images operators upload in the console: what each use is drawn at, and the limits both sides check. */

export const IMAGE_USES = ['news-cover', 'news-body', 'banner', 'avatar'] as const;
export type ImageUse = (typeof IMAGE_USES)[number];

/**
 * The widths (CSS px × 2 for sharp phones) each use is written at; the page shows the largest, and the
 * smaller serve lists and phones. A news cover is shown up to 480 px wide; a picture in an article up to
 * the article's 760 px column. A banner spans the page (up to 1920 px); an expert's photo is a small card.
 */
export const IMAGE_WIDTHS: Record<ImageUse, number[]> = {
  'news-cover': [480, 960],
  'news-body': [760, 1520],
  banner: [960, 1920],
  avatar: [240, 480],
};

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export const imageMessages = {
  empty: '请选择要上传的图片',
  tooLarge: '图片不能超过8MB',
  notImage: '请上传JPG、PNG、WebP或GIF格式的图片',
  use: '图片用途无效',
} as const;

/** The address an uploaded image is served at. */
export const uploadedImagePath = (name: string) => `/uploads/${name}`;

/** The one console call that is not a form: a multipart upload with `file` and `use`. */
export const CONSOLE_UPLOAD_PATH = '/api/console/uploadImage';
export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}
