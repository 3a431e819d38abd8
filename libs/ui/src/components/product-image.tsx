import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../cn';
import { pictureSources } from '../picture';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  src?: string | null;
  alt: string;
  /** Shown when there is no image or it fails to load (/placeholder.svg). */
  fallbackSrc?: string;
  /** Shown instead of the placeholder image, when given (the home page's drawn hero). */
  fallback?: ReactNode;
  /** The main above-the-fold image (the product page's, the first card's): loaded at once, with high priority. Others are lazy unless `loading` says otherwise. */
  priority?: boolean;
}

/** How far the image has fallen back: its variants, the original alone (a variant failed), the placeholder. */
type Stage = 'variants' | 'original' | 'placeholder';

/**
 * A product picture. An image the shop stores (/objects/…) is a <picture> offering its AVIF and
 * WebP variants, so a phone downloads the 400 px one and a wide screen the 1200 px one; others are
 * a plain <img>. Width and height are always set, so nothing moves when it arrives. If a variant
 * fails (not generated yet) the original is tried alone; if that fails too, the placeholder.
 */
export function ProductImage({
  src,
  alt,
  fallbackSrc = PLACEHOLDER_IMAGE,
  fallback,
  priority = false,
  className,
  width = 600,
  height = 600,
  sizes,
  loading,
  onError,
  ...props
}: ProductImageProps) {
  const [failure, setFailure] = useState<{ src: string; stage: Stage } | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const sources = pictureSources(src);
  let stage: Stage = !src ? 'placeholder' : sources ? 'variants' : 'original';
  if (src && failure?.src === src) stage = failure.stage;
  // The placeholder is a small drawing: it never takes a page's first place, nor a preload (React adds one for an eager image).
  const first = priority && stage !== 'placeholder';
  const lazily = stage === 'placeholder' || (loading ?? 'lazy') === 'lazy';
  const fallBack = () => {
    if (src && stage !== 'placeholder') setFailure({ src, stage: stage === 'variants' ? 'original' : 'placeholder' });
  };
  // A server-rendered image can fail before the browser has taken the page over: its error went unheard.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.currentSrc && element.naturalWidth === 0) fallBack();
  });
  if (stage === 'placeholder' && fallback !== undefined) return <>{fallback}</>;

  const img = (
    <img
      {...props}
      src={stage === 'placeholder' ? fallbackSrc : src!}
      alt={alt}
      width={width}
      height={height}
      loading={first || !lazily ? 'eager' : 'lazy'}
      decoding={first ? 'auto' : 'async'}
      fetchPriority={first ? 'high' : undefined}
      data-placeholder={stage === 'placeholder' ? 'true' : undefined}
      className={cn(stage === 'placeholder' && 'bg-muted object-contain p-[15%] opacity-70', className)}
      ref={image}
      onError={(event) => {
        fallBack();
        onError?.(event);
      }}
    />
  );
  if (stage !== 'variants' || !sources) return img;
  return (
    // 'contents': the picture adds no box of its own, so the image sizes and positions as it would alone.
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? `${width}px`} />
      ))}
      {img}
    </picture>
  );
}
