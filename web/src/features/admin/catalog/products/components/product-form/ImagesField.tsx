import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Progress from 'antd/es/progress';
import { useEffect, useId, useState } from 'react';
import { ProductImage } from '../../../../../../components/product/ProductImage';
import { IMAGE_MIMETYPES, makeMain, MAX_PRODUCT_IMAGES, type FormImage } from '../../lib/image-files.logic';
import { colourChoices } from '../../lib/product-form.logic';
import styles from './ImagesField.module.css';
import { useImageUpload } from './use-image-upload';

interface ImagesFieldProps {
  id?: string;
  value?: FormImage[];
  onChange?: (images: FormImage[]) => void;
  /** Told while an upload runs, so the form is not saved without the images on their way. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * The product's images (product §2, §12): multi-file upload (picker or drop), the first image marked
 * main, any other made main, each removable, each taggable with one of the product's colours so
 * the shop shows it when a shopper picks that colour.
 */
export function ImagesField({ id, value, onChange, onUploadingChange }: ImagesFieldProps) {
  const images = value ?? [];
  const hintId = useId();
  const { status } = Form.Item.useStatus();
  const [dragging, setDragging] = useState(false);
  const change = (next: FormImage[]) => onChange?.(next);
  const { upload, progress, uploading } = useImageUpload(images, change);
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  // The colours a photo can be tagged with: the product's own list and its variants' colours.
  const colorsText = Form.useWatch<string | undefined>('colors');
  const variants = Form.useWatch<{ color?: string }[] | undefined>('variants');
  const colours = colourChoices(colorsText, variants);

  return (
    <div className={styles.field}>
      <label
        className={`${styles.picker} ${dragging ? styles.dragging : ''} ${status === 'error' ? styles.invalid : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void upload(Array.from(e.dataTransfer.files));
        }}
      >
        <input
          id={id}
          type="file"
          multiple
          accept={IMAGE_MIMETYPES.join(',')}
          className="visually-hidden"
          disabled={uploading}
          aria-label="Chọn ảnh để upload"
          aria-describedby={hintId}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void upload(files);
          }}
        />
        <UploadOutlined aria-hidden="true" className={styles.pickerIcon} />
        <span className={styles.pickerText} aria-hidden="true">
          Chọn ảnh để upload
        </span>
        <span id={hintId} className={styles.hint}>
          jpg, png, gif, webp; tối đa 5MB mỗi ảnh, {MAX_PRODUCT_IMAGES} ảnh mỗi sản phẩm. Ảnh đầu tiên là ảnh chính.
        </span>
      </label>

      {progress !== null && (
        <div className={styles.progress} role="status">
          <span>Đang upload ảnh...</span>
          <Progress percent={progress} status="active" aria-label="Tiến độ upload ảnh" />
        </div>
      )}

      {images.length > 0 && (
        <ul className={styles.grid} aria-label="Ảnh sản phẩm">
          {images.map((image, index) => {
            const name = `ảnh ${index + 1}`;
            return (
              <li key={image.id ?? image.url ?? index} className={styles.tile}>
                <ProductImage url={image.url} width={160} alt={image.alt || `Ảnh ${index + 1}`} className={styles.thumb} />
                {(colours.length > 0 || image.color) && (
                  <label className={styles.colour}>
                    <span>Màu của {name}</span>
                    <select
                      value={image.color ?? ''}
                      onChange={(e) => change(images.map((img, i) => (i === index ? { ...img, color: e.target.value || null } : img)))}
                    >
                      <option value="">Không gắn màu</option>
                      {[...new Set([...colours, ...(image.color ? [image.color] : [])])].map((c) => (
                        <option key={c} value={c}>
                          {c}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
                {index === 0 ? (
                  <span className={styles.mainBadge}>Ảnh chính</span>
                ) : (
                  <Button
                    size="small"
                    icon={<StarOutlined aria-hidden="true" />}
                    aria-label={`Đặt ${name} làm ảnh chính`}
                    onClick={() => change(makeMain(images, index))}
                  >
                    Làm ảnh chính
                  </Button>
                )}
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden="true" />}
                  aria-label={`Xóa ${name}`}
                  className={styles.remove}
                  onClick={() => change(images.filter((_, i) => i !== index))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
