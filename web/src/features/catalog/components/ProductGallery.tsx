import { useState } from 'react';
import { ProductImage } from '../../../components/product/ProductImage';
import type { ProductImage as Image } from '../api/catalog.types';
import styles from './ProductGallery.module.css';

/** Main image with thumbnails in a 5-column grid; a broken image shows the placeholder (spec §2). */
export function ProductGallery({ images, name }: { images: readonly Image[]; name: string }) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ProductImage
          url={current?.url}
          width={640}
          alsoWidths={[1024]}
          sizes="(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw"
          alt={current?.alt || name}
          className={styles.mainImage}
          fetchPriority="high"
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Ảnh sản phẩm">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className={`${styles.thumb} ${i === index ? styles.active : ''}`}
                onClick={() => setIndex(i)}
                aria-label={`Xem ảnh ${i + 1} của ${images.length}`}
                aria-pressed={i === index}
              >
                <ProductImage url={image.url} width={160} alt="" loading="lazy" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
