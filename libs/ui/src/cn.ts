import { clsx, type ClassValue } from 'clsx';

/** Joins class names; later classes are appended, so callers pass overrides that do not conflict. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
