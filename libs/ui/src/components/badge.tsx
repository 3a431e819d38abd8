import type { HTMLAttributes } from 'react';
import { cn } from '../cn';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'destructive' | 'accent' | 'info';

const variants: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'border-border text-foreground',
  success: 'border-transparent bg-success text-success-foreground',
  destructive: 'border-transparent bg-destructive text-destructive-foreground',
  accent: 'border-transparent bg-accent text-accent-foreground',
  // Work under way: blue, far from the red of an error.
  info: 'border-transparent bg-info text-info-foreground',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', variants[variant], className)}
      {...props}
    />
  );
}
