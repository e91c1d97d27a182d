import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../../../../lib/toast';
import { uploadImages } from '../../api/upload-images';
import { checkImageFiles, MAX_PRODUCT_IMAGES, uploadBatches, type FormImage } from '../../lib/image-files.logic';
import type { UploadedImage } from '../../lib/upload-answer.logic';

/**
 * The image upload of the product form (product §12, §13, §14): files checked in the browser first
 * (each bad one named and skipped), 'Đang upload ảnh...' with the progress in percent, then
 * 'Upload thành công {n} ảnh' or the failure message. More than 10 files go in several requests.
 */
export function useImageUpload(current: readonly FormImage[], onUploaded: (images: FormImage[]) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const aborter = useRef<AbortController | null>(null);
  const latest = useRef({ current, onUploaded });
  useEffect(() => {
    latest.current = { current, onUploaded };
  });
  useEffect(() => () => aborter.current?.abort(), []);

  const upload = async (files: File[]) => {
    if (progress !== null || files.length === 0) return;
    const { accepted, rejected } = checkImageFiles(files, MAX_PRODUCT_IMAGES - latest.current.current.length);
    for (const message of rejected) toast.error(message);
    if (accepted.length === 0) return;

    toast.info('Đang upload ảnh...');
    setProgress(0);
    const controller = new AbortController();
    aborter.current = controller;
    const totalBytes = Math.max(
      1,
      accepted.reduce((sum, f) => sum + f.size, 0),
    );
    let doneBytes = 0;
    const uploaded: UploadedImage[] = [];
    for (const batch of uploadBatches(accepted)) {
      const outcome = await uploadImages(batch, (sent) => setProgress(Math.min(99, Math.round(((doneBytes + sent) / totalBytes) * 100))), controller.signal);
      if (controller.signal.aborted) return;
      doneBytes += batch.reduce((sum, f) => sum + f.size, 0);
      if (!outcome.ok) {
        toast.error(outcome.message);
        break;
      }
      uploaded.push(...outcome.images);
      for (const message of outcome.skipped) toast.error(message);
    }
    setProgress(null);
    if (uploaded.length === 0) return;
    const { current: now, onUploaded: add } = latest.current;
    add([...now, ...uploaded.map((i) => ({ id: i._id, url: i.url, alt: i.alt ?? null }))]);
    toast.success(`Upload thành công ${uploaded.length} ảnh`);
  };

  return { upload, progress, uploading: progress !== null };
}
