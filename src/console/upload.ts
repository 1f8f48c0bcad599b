import { ApiCode, CONSOLE_TOKEN_HEADER } from '#shared/api/envelope';
import { CONSOLE_UPLOAD_PATH, IMAGE_MAX_BYTES, type ImageUse, type UploadedImage, imageMessages } from '#shared/console/images';
import { ApiCallError } from '#client/lib/transport';
import { getConsoleToken } from './session';

/** Sends a picture to the server, which checks it and writes it at the sizes its use needs. */
export async function uploadImage(file: File, use: ImageUse): Promise<UploadedImage> {
  if (file.size > IMAGE_MAX_BYTES) throw new ApiCallError(ApiCode.INVALID_PARAMS, imageMessages.tooLarge);
  const form = new FormData();
  form.set('use', use);
  form.set('file', file);
  const token = getConsoleToken();
  let response: Response;
  try {
    response = await fetch(CONSOLE_UPLOAD_PATH, { method: 'POST', body: form, headers: token ? { [CONSOLE_TOKEN_HEADER]: token } : {} });
  } catch {
    throw new ApiCallError(0, '网络不可用，请稍后再试');
  }
  const envelope = (await response.json().catch(() => null)) as { code: number; msg: string; data: UploadedImage } | null;
  if (!envelope) throw new ApiCallError(0, '上传失败，请稍后再试');
  if (envelope.code !== ApiCode.OK) throw new ApiCallError(envelope.code, envelope.msg);
  return envelope.data;
}
