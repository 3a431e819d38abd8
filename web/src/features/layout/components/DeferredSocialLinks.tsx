import { lazy, Suspense, type ComponentProps } from 'react';

// The icons (react-icons) are no part of the first load: the links show once the settings arrive anyway.
const SocialLinks = lazy(() => import('./SocialLinks').then((module) => ({ default: module.SocialLinks })));

/** The artist's social links (SocialLinks), loaded when first shown. */
export function DeferredSocialLinks(props: ComponentProps<typeof SocialLinks>) {
  return (
    <Suspense fallback={null}>
      <SocialLinks {...props} />
    </Suspense>
  );
}
