import { useCallback, useState } from 'react';

export const SIDEBAR_COLLAPSED_KEY = 'admin-sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The desktop sidebar's collapsed state, remembered in local storage. */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsedState] = useState(readCollapsed);
  const setCollapsed = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(next));
    } catch {
      // Storage unavailable: the choice lasts for this visit.
    }
    setCollapsedState(next);
  }, []);
  return [collapsed, setCollapsed] as const;
}
