import { useSyncExternalStore, type ReactNode } from 'react';

/** Toast rules: at most one visible, 5000 ms, swipe right 50 px, F8 focuses the region. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** How long a dismissed toast stays mounted for its exit animation. */
const TOAST_REMOVE_DELAY_MS = 300;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** An optional action button; altText describes it for screen readers. */
  action?: { label: string; altText: string; onClick: () => void };
  duration?: number;
}

interface ToastState extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastState[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(next: ToastState[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): ToastState[] {
  return toasts;
}

export function dismissToast(id?: string): void {
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(toasts.filter((item) => item.open)), TOAST_REMOVE_DELAY_MS);
}

/** Shows a toast, replacing the one on screen (one at a time). Returns its id. */
export function toast(options: ToastOptions): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
