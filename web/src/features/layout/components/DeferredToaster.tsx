import { lazy, Suspense, useState } from 'react';
import { useToast } from '@artshop/ui';

// The toasts' Radix part loads with the first toast, not with every page.
const Toaster = lazy(() => import('@artshop/ui/src/toaster').then((module) => ({ default: module.Toaster })));

/** Mounts the toaster once there is a toast to show (it waits in the store meanwhile), and keeps it from then on. */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster placement="top" />
    </Suspense>
  ) : null;
}
