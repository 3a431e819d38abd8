import { Crown, Gift, Heart, Mail, Package, Palette, Sparkles, Star, type LucideIcon } from 'lucide-react';
import type { MailClubPlan } from '@artshop/contracts';
import { cn } from '@artshop/ui';
import { planIcon, type PlanIcon } from '../mail-club';

const ICONS: Record<PlanIcon, LucideIcon> = {
  mail: Mail,
  palette: Palette,
  crown: Crown,
  gift: Gift,
  star: Star,
  sparkles: Sparkles,
  package: Package,
  heart: Heart,
};

/** A plan's icon (mail-club.ts planIcon: the artist's choice, else by the plan's name). */
export function PlanIconImage({ plan, className }: { plan: Pick<MailClubPlan, 'name' | 'icon'>; className?: string }) {
  const key = planIcon(plan);
  const Icon = ICONS[key];
  return <Icon className={cn('size-6', className)} aria-hidden="true" data-icon={key} />;
}
