import { useState, type ImgHTMLAttributes } from 'react';
import { cn } from '../cn';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src?: string | null;
  alt: string;
  /** Shown when there is no image or it fails to load (spec: /placeholder.svg). */
  fallbackSrc?: string;
  /** The first, above-the-fold image: loaded eagerly with high priority. */
  priority?: boolean;
}

/** An image that falls back to the placeholder when missing or broken. */
export function ProductImage({
  src,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE,
  priority = false,
  className,
  width = 600,
  height = 600,
  ...props
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  const shown = usable ?? fallbackSrc;
  return (
    <img
      {...props}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      data-placeholder={usable ? undefined : 'true'}
      className={cn(!usable && 'bg-muted object-contain p-[15%] opacity-70', className)}
      onError={(event) => {
        if (usable) setFailedSrc(usable);
        props.onError?.(event);
      }}
    />
  );
}
