// The product form's images (product §12, §14): what the browser checks before uploading, how the
// upload is split, and which images a product may be saved with.

/** product §14: at most 5 MB per image. */
export const MAX_IMAGE_BYTES = 5_242_880;
/** product §14: jpeg, jpg, png, gif, webp. */
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
export const IMAGE_MIMETYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;
/** The catalog takes at most 10 files per upload request and 20 images per product. */
export const MAX_FILES_PER_UPLOAD = 10;
export const MAX_PRODUCT_IMAGES = 20;

export const IMAGE_MESSAGES = {
  tooLarge: (file: string) => `Ảnh ${file} quá lớn (tối đa 5MB)`,
  badType: (file: string) => `Ảnh ${file} không đúng định dạng (chỉ chấp nhận: jpg, png, gif, webp)`,
  tooMany: `Mỗi sản phẩm có tối đa ${MAX_PRODUCT_IMAGES} ảnh`,
  none: 'Vui lòng upload ít nhất 1 hình ảnh',
  withoutData: 'Vui lòng upload lại ảnh (ảnh hiện tại thiếu dữ liệu)',
} as const;

/** What the checks need of a browser File. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The message for a file the browser must not send, or null when it may go. The type is the
 * browser's MIME type; when the browser does not know it, the file name's extension decides.
 * (The catalog checks the content again: a renamed text file is refused there, by name too.)
 */
export function imageFileProblem(file: FileLike): string | null {
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge(file.name);
  const type = file.type.toLowerCase();
  const typeOk = type ? (IMAGE_MIMETYPES as readonly string[]).includes(type) : (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  return typeOk ? null : IMAGE_MESSAGES.badType(file.name);
}

export interface FileCheck<F extends FileLike> {
  /** Files to upload, in the order chosen. */
  accepted: F[];
  /** One message per skipped file, naming it (product §12: invalid files are skipped). */
  rejected: string[];
}

/**
 * product §12: every bad file is named and skipped, the valid ones are sent; beyond the product's
 * image limit (`room` places left) the rest are skipped with one message.
 */
export function checkImageFiles<F extends FileLike>(files: readonly F[], room = MAX_PRODUCT_IMAGES): FileCheck<F> {
  const accepted: F[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    const problem = imageFileProblem(file);
    if (problem) rejected.push(problem);
    else accepted.push(file);
  }
  if (accepted.length > Math.max(0, room)) {
    accepted.length = Math.max(0, room);
    rejected.push(IMAGE_MESSAGES.tooMany);
  }
  return { accepted, rejected };
}

/** Upload requests of at most `size` files each, in order. */
export function uploadBatches<F>(files: readonly F[], size = MAX_FILES_PER_UPLOAD): F[][] {
  const batches: F[][] = [];
  for (let i = 0; i < files.length; i += size) batches.push(files.slice(i, i + size));
  return batches;
}

/** An image in the form: one the catalog stored (id and url from the upload or the product). */
export interface FormImage {
  id?: string | null;
  url?: string | null;
  data?: string | null;
  alt?: string | null;
  /** The colour the photo shows (one of the product's colours), or null. */
  color?: string | null;
}

/** An image as the product input takes it (the catalog's ImageInput). */
export interface ImageRef {
  id?: string;
  url?: string;
  data?: string;
  alt?: string | null;
  color?: string | null;
}

/**
 * product §12: at least one image; images lacking content are dropped, and if none remain the user is
 * asked to upload again. An image has content when the catalog holds it (an id or url it handed
 * out) or when it carries inline data.
 */
export function imagesForSave(images: readonly FormImage[] | null | undefined): { ok: true; images: ImageRef[] } | { ok: false; message: string } {
  if (!images || images.length === 0) return { ok: false, message: IMAGE_MESSAGES.none };
  const kept: ImageRef[] = [];
  for (const image of images) {
    const alt = image.alt?.trim() || null;
    const color = image.color?.trim() || null;
    if (image.id) kept.push({ id: image.id, alt, color });
    else if (image.url) kept.push({ url: image.url, alt, color });
    else if (image.data) kept.push({ data: image.data, alt, color });
  }
  if (kept.length === 0) return { ok: false, message: IMAGE_MESSAGES.withoutData };
  return { ok: true, images: kept };
}

/** The image list with the one at `index` moved to the front (the first image is the main one). */
export function makeMain<T>(images: readonly T[], index: number): T[] {
  if (index <= 0 || index >= images.length) return [...images];
  return [images[index], ...images.slice(0, index), ...images.slice(index + 1)];
}
