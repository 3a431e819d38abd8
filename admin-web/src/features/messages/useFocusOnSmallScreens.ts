import { useEffect, useRef } from 'react';

/** A newly opened message's heading takes the focus on small screens, where the message replaces the list. */
export function useFocusOnSmallScreens(messageId: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.matchMedia('(max-width: 1023px)').matches) headingRef.current?.focus();
  }, [messageId]);
  return headingRef;
}
