import { useState, type ImgHTMLAttributes } from 'react';
import { imageRendition, PLACEHOLDER_IMAGE, type RenditionWidth } from './image.logic';

interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  url?: string | null;
  /** Width of the WebP rendition to ask for (also the intrinsic size, so the layout does not shift). */
  width: RenditionWidth;
  /** Larger renditions the browser may pick for high-density screens, with `sizes`. */
  alsoWidths?: readonly RenditionWidth[];
}

/** A product image at a rendition width; swaps to a placeholder when it fails to load (product §2). */
export function ProductImage({ url, width, alsoWidths = [], alt = '', ...rest }: ProductImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = !url || failedUrl === url;
  const srcSet = broken || alsoWidths.length === 0 ? undefined : [width, ...alsoWidths].map((w) => `${imageRendition(url, w)} ${w}w`).join(', ');
  return (
    <img
      {...rest}
      src={broken ? PLACEHOLDER_IMAGE : imageRendition(url, width)}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={width}
      onError={() => setFailedUrl(url ?? null)}
    />
  );
}
