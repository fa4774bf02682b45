import { ResponseCode } from '@course/domain/response-codes';
import type { FastifyInstance } from 'fastify';
import { LOCAL_PUT_PREFIX, verifyLocalPut } from './local-folder.ts';
import type { UploadStore } from './port.ts';

/** The largest file any upload may be (the per-contest limits are smaller); the PUT route's body limit. */
export const LOCAL_PUT_MAX_BYTES = 200 * 1024 * 1024;

/**
 * `PUT /uploads-put/<key>?size=&expires=&sig=`: the local store's stand-in for a presigned S3 PUT. Raw bytes,
 * only in this encapsulated scope; refused (403) unless the HMAC covers this key, size, expiry and content
 * type and the address has not expired, and (400) unless exactly `size` bytes arrived.
 */
export async function registerLocalPutRoute(app: FastifyInstance, store: UploadStore): Promise<void> {
  if (store.kind !== 'local') return;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: LOCAL_PUT_MAX_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.put<{ Params: { '*': string }; Querystring: Record<string, string> }>(
      `${LOCAL_PUT_PREFIX}*`,
      async (request, reply) => {
        const key = request.params['*'];
        const size = Number(request.query.size);
        const expiresAt = Number(request.query.expires);
        const contentType = String(request.headers['content-type'] ?? '');
        const verdict = verifyLocalPut(app.config.keys.uploadUrl, {
          key,
          size,
          expiresAt,
          contentType,
          sig: request.query.sig,
          now: app.deps.now(),
        });
        if (verdict !== 'ok') {
          const msg = verdict === 'expired' ? '上传地址已过期，请重新上传' : '上传地址无效';
          return reply.status(403).send({ code: ResponseCode.badSign, msg, data: null });
        }
        const body = request.body as Buffer | undefined;
        if (!Buffer.isBuffer(body) || body.length !== size) {
          return reply
            .status(400)
            .send({ code: ResponseCode.uploadRefused, msg: '上传的文件大小与申请的不一致', data: null });
        }
        await store.write(key, body, contentType);
        return reply.status(200).send({ code: 0, msg: 'ok', data: null });
      },
    );
  });
}
