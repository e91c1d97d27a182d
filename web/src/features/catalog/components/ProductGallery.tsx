import { useState } from 'react';
import { ProductImage } from '../../../components/product/ProductImage';
import type { ProductImage as Image } from '../api/catalog.types';
import { imageIndexForColor } from '../lib/gallery.logic';
import styles from './ProductGallery.module.css';

/**
 * Main image with thumbnails in a 5-column grid; a broken image shows the placeholder (product §4.3).
 * Choosing a colour shows the first photo tagged with it, when there is one.
 */
export function ProductGallery({ images, name, color }: { images: readonly Image[]; name: string; color?: string }) {
  const [index, setIndex] = useState(() => imageIndexForColor(images, color) ?? 0);
  // Adjusted while rendering (not in an effect) when the chosen colour changes, so no frame shows the old photo.
  const [shownColor, setShownColor] = useState(color);
  if (color !== shownColor) {
    setShownColor(color);
    const tagged = imageIndexForColor(images, color);
    if (tagged !== undefined) setIndex(tagged);
  }
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ProductImage
          url={current?.url}
          width={640}
          alsoWidths={[1024]}
          sizes="(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw"
          alt={current?.alt || (current?.color ? `${name} – màu ${current.color}` : name)}
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
                aria-label={`Xem ảnh ${i + 1} của ${images.length}${image.color ? ` (màu ${image.color})` : ''}`}
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
