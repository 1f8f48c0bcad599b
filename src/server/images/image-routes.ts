import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiCode } from '#shared/api/envelope';
import { CONSOLE_UPLOAD_PATH, IMAGE_MAX_BYTES, IMAGE_USES, type ImageUse, imageMessages, uploadedImagePath } from '#shared/console/images';
import type { AppDeps } from '../deps';
import { consoleCaller } from '../http/route';
import { ApiError } from '../lib/errors';
import { recordAudit } from '../console/public';
import { prepareImage } from './prepare-image';

const NAME = /^[0-9a-f]{32}\.webp$/;

/**
 * Operators' image uploads (multipart, accepted on this one path only) and the public address of every
 * uploaded image. Names are content hashes, so an image is cached for a year and never changes.
 */
export async function imageRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    scope.post(CONSOLE_UPLOAD_PATH, async (request) => {
      const caller = await consoleCaller(deps, request, 'any');
      if (!request.isMultipart()) throw new ApiError(ApiCode.INVALID_PARAMS, imageMessages.empty);
      const file = await request.file();
      if (!file) throw new ApiError(ApiCode.INVALID_PARAMS, imageMessages.empty);
      const useField = file.fields.use;
      const use = useField && !Array.isArray(useField) && useField.type === 'field' ? String(useField.value) : '';
      if (!(IMAGE_USES as readonly string[]).includes(use)) throw new ApiError(ApiCode.INVALID_PARAMS, imageMessages.use);
      const upload = await file.toBuffer().catch(() => {
        throw new ApiError(ApiCode.INVALID_PARAMS, imageMessages.tooLarge);
      });
      if (file.file.truncated) throw new ApiError(ApiCode.INVALID_PARAMS, imageMessages.tooLarge);
      const prepared = await prepareImage(upload, use as ImageUse);
      for (const f of prepared.files) await deps.images.put(f.name, f.bytes, f.contentType);
      const url = uploadedImagePath(prepared.main.name);
      await recordAudit(
        deps.db,
        caller.operatorId,
        { action: 'image.upload', targetKind: 'image', targetId: prepared.main.name, summary: `上传图片（${prepared.main.width}×${prepared.main.height}）`, after: { url, use } },
        deps.clock.now(),
      );
      return { code: ApiCode.OK, msg: '上传成功', data: { url, width: prepared.main.width, height: prepared.main.height } };
    });
  });

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    const found = NAME.test(name) ? await deps.images.get(name) : null;
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('图片不存在');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(found.contentType).send(found.bytes);
  });
}
