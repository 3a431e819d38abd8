import { useEffect, useRef } from 'react';
import { toast } from '@artshop/ui';
import { ORDER_ERROR_TEXT, ORDER_ERROR_TITLE } from './receipt';

/** The paid order could not be confirmed: a toast says so, once. */
export function useOrderErrorToast(failed: boolean) {
  const told = useRef(false);
  useEffect(() => {
    if (!failed || told.current) return;
    told.current = true;
    toast({ variant: 'destructive', title: ORDER_ERROR_TITLE, description: ORDER_ERROR_TEXT });
  }, [failed]);
}
