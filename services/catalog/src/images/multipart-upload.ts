import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { DomainError } from '@shop/platform';
import { MAX_IMAGE_BYTES } from './image-format';
import type { UploadedFile } from './images.service';

/** At most this many files per upload; more are refused rather than silently dropped. */
export const MAX_FILES_PER_UPLOAD = 10;
/** product §14: an upload may take 60 s; a body still trickling in after that is given up. */
export const UPLOAD_DEADLINE_MS = 60_000;

export const UploadErrors = {
  notMultipart: () => new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Vui lòng gửi ảnh dưới dạng multipart/form-data', 415),
  badMultipart: () => new DomainError('BAD_MULTIPART', 'Dữ liệu upload không hợp lệ', 400),
  tooMany: () => new DomainError('TOO_MANY_FILES', `Chỉ được upload tối đa ${MAX_FILES_PER_UPLOAD} ảnh mỗi lần`, 400),
  tooSlow: () => new DomainError('UPLOAD_TIMEOUT', 'Upload quá lâu, vui lòng thử lại', 408),
};

/** True for `multipart/form-data`; anything else is answered 415 before a byte of the body is read. */
export function isMultipartFormData(contentType: string | undefined): boolean {
  return typeof contentType === 'string' && /^\s*multipart\/form-data\s*(;|$)/i.test(contentType);
}

/**
 * Reads the files of a multipart body into memory (each at most MAX_IMAGE_BYTES; the images
 * service checks their content). Every stream on the way has its error handled — the request,
 * the parser and each file stream — because one unheard 'error' event (a body cut off after
 * three bytes of JPEG) ends the whole process. Whatever goes wrong, the promise
 * settles exactly once, and the parser and the request are let go.
 */
export function readMultipartFiles(req: Request): Promise<UploadedFile[]> {
  if (!isMultipartFormData(req.headers['content-type'])) return Promise.reject(UploadErrors.notMultipart());
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES_PER_UPLOAD + 1, fields: 20, parts: MAX_FILES_PER_UPLOAD + 21, headerPairs: 20 },
      });
    } catch {
      reject(UploadErrors.badMultipart());
      return;
    }
    const files: UploadedFile[] = [];
    const streams = new Set<Readable>();
    let tooMany = false;
    let settled = false;

    const finish = (err?: DomainError): void => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.off('aborted', onAborted);
      req.off('close', onClose);
      if (!err) {
        resolve(files);
        return;
      }
      // Stop parsing, drop what is half read, and let the rest of the body drain unheard.
      req.unpipe(parser);
      for (const s of streams) s.destroy();
      parser.destroy();
      req.resume();
      reject(err);
    };
    const onAborted = (): void => finish(UploadErrors.badMultipart());
    // 'close' before the parser finished: the client went away mid-body.
    const onClose = (): void => {
      if (!req.complete) finish(UploadErrors.badMultipart());
    };
    const deadline = setTimeout(() => finish(UploadErrors.tooSlow()), UPLOAD_DEADLINE_MS);
    deadline.unref();

    parser.on('file', (_field, stream, info) => {
      stream.on('error', () => finish(UploadErrors.badMultipart()));
      if (files.length >= MAX_FILES_PER_UPLOAD) {
        tooMany = true;
        stream.resume();
        return;
      }
      streams.add(stream);
      const chunks: Buffer[] = [];
      const file: UploadedFile = { name: info.filename || 'ảnh', bytes: Buffer.alloc(0) };
      files.push(file);
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => (file.truncated = true));
      stream.on('end', () => {
        file.bytes = Buffer.concat(chunks);
        streams.delete(stream);
      });
    });
    parser.on('filesLimit', () => (tooMany = true));
    parser.on('partsLimit', () => finish(UploadErrors.badMultipart()));
    parser.on('fieldsLimit', () => finish(UploadErrors.badMultipart()));
    parser.on('error', () => finish(UploadErrors.badMultipart()));
    parser.on('close', () => finish(tooMany ? UploadErrors.tooMany() : undefined));
    req.on('error', () => finish(UploadErrors.badMultipart()));
    req.on('aborted', onAborted);
    req.on('close', onClose);
    req.pipe(parser);
  });
}
