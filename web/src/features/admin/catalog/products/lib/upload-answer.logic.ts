// How the product form reads the answer of POST /api/products/upload (product §15, §13).

export const UPLOAD_FAILED = 'Upload ảnh thất bại';
export const NO_IMAGES_IN_ANSWER = 'Response không có images';

/** An image as the upload answers it (product §3 Image; `data` is not kept by the form). */
export interface UploadedImage {
  _id: string;
  url: string;
  alt?: string | null;
  mimetype?: string;
}

export type UploadOutcome = { ok: true; images: UploadedImage[]; skipped: string[] } | { ok: false; message: string };

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isImage = (v: unknown): v is UploadedImage =>
  !!v && typeof v === 'object' && typeof (v as UploadedImage)._id === 'string' && typeof (v as UploadedImage).url === 'string';

/**
 * product §13: a failure shows the server's message, else the error's own text, else 'Upload ảnh
 * thất bại'; a success whose answer carries no images gives 'Response không có images'. The
 * files the catalog skipped (checked by content) come back as `skipped`, each naming its file.
 */
export function readUploadAnswer(status: number, bodyText: string): UploadOutcome {
  const body = parse(bodyText) as { success?: unknown; message?: unknown; data?: { images?: unknown; errors?: unknown } } | undefined;
  if (status < 200 || status >= 300 || body?.success === false) {
    const message = typeof body?.message === 'string' && body.message.trim() ? body.message : UPLOAD_FAILED;
    return { ok: false, message };
  }
  const images = body?.data?.images;
  if (!Array.isArray(images) || images.length === 0 || !images.every(isImage)) return { ok: false, message: NO_IMAGES_IN_ANSWER };
  const errors = body?.data?.errors;
  const skipped = Array.isArray(errors) ? errors.filter((e): e is string => typeof e === 'string' && e.length > 0) : [];
  return { ok: true, images, skipped };
}

/** The error's own text when a request never got an answer (product §13's middle case). */
export function transportFailure(kind: 'timeout' | 'network' | 'abort'): string {
  if (kind === 'timeout') return 'Upload ảnh quá thời gian (60 giây), vui lòng thử lại';
  if (kind === 'network') return 'Không thể kết nối đến máy chủ, upload ảnh thất bại';
  return UPLOAD_FAILED;
}
