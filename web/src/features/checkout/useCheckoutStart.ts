import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isPaymentReturnState } from './checkout';
import { initialStep, sessionStore } from './checkout-page';

/**
 * Where the checkout opens (see `initialStep`), decided once. The message from the 3-D Secure page is
 * shown once: a reload starts afresh.
 */
export function useCheckoutStart() {
  const location = useLocation();
  const navigate = useNavigate();
  const [start] = useState(() => initialStep(location.state, sessionStore()));
  useEffect(() => {
    if (isPaymentReturnState(location.state)) navigate(location.pathname, { replace: true, state: null });
  }, [location.pathname, location.state, navigate]);
  return start;
}
