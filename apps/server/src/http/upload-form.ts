import type { CallUpload } from '@course/contracts/define-call';
import { ResponseCode } from '@course/domain/response-codes';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidParams } from './app-error.ts';

/**
 * Reading the multipart body of an upload call (register-call.ts `registerUploadCall`): the text parts become the
 * call's fields (strings, as in a query string), the one file part its bytes. Every way the body can be wrong
 * answers the envelope: not multipart or broken (1004), a file over the contract's limit (2401), a field too
 * long, given twice, not text, named like an Object property, or a second file (1001).
 */

/** Longest text field in bytes: the calls' own fields are ids and short strings; a longer one is refused. */
export const UPLOAD_FIELD_MAX_BYTES = 4096;
/** Text fields of one form, besides the file. */
export const UPLOAD_MAX_FIELDS = 20;

/** busboy's limits for an upload call's form: one file of at most maxBytes, a few short fields. */
export const UPLOAD_FORM_LIMITS = (upload: CallUpload) => ({
  fileSize: upload.maxBytes,
  files: 1,
  fields: UPLOAD_MAX_FIELDS,
  parts: UPLOAD_MAX_FIELDS + 1,
  fieldSize: UPLOAD_FIELD_MAX_BYTES,
  fieldNameSize: 100,
  headerPairs: 20,
});

export type UploadForm = { fields: Record<string, string>; file: Buffer | null };

const malformed = (message: string, status = 400) =>
  new AppError(ResponseCode.malformedBody, message, status);

export async function readUploadForm(request: FastifyRequest, upload: CallUpload): Promise<UploadForm> {
  if (!request.isMultipart()) throw malformed('请求格式不支持，请以 multipart/form-data 上传文件', 415);
  const fields: Record<string, string> = Object.create(null);
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== upload.field || file !== null) {
          part.file.resume();
          throw invalidParams(`只能上传一个文件，字段名为 ${upload.field}`);
        }
        file = await part.toBuffer();
        continue;
      }
      const name = part.fieldname;
      if (part.fieldnameTruncated || part.valueTruncated) throw invalidParams(`${name.slice(0, 40)} 过长`);
      if (typeof part.value !== 'string') throw invalidParams(`${name} 必须是文本`);
      if (Object.hasOwn(fields, name)) throw invalidParams(`${name} 重复`);
      fields[name] = part.value;
    }
  } catch (error) {
    throw formError(error, upload);
  }
  // a plain object from here on (the body the sign check and the schema read)
  return { fields: { ...fields }, file };
}

/** The envelope error for what went wrong while reading the form. */
function formError(error: unknown, upload: CallUpload): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        ResponseCode.uploadRefused,
        `文件太大：不能超过 ${Math.round((upload.maxBytes / 1024 / 1024) * 10) / 10}MB`,
      );
    case 'FST_FILES_LIMIT':
      return invalidParams(`只能上传一个文件，字段名为 ${upload.field}`);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalidParams(`字段太多：最多 ${UPLOAD_MAX_FIELDS} 个`);
    case 'FST_PROTO_VIOLATION':
      return invalidParams('字段名无效');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return invalidParams('字段必须是文本');
    default:
      return malformed('上传内容无法读取，请重新上传');
  }
}
