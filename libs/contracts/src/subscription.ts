/** A Mail Club plan as the API answers it (admin.md section 3, subscription_plans): price as a decimal string. */
export interface MailClubPlan {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  price: string;
  stripeProductId: string | null;
  stripePriceId: string | null;
  icon: string | null;
  features: string[];
  isRecommended: boolean;
  status: string;
  displayOrder: number;
  createdAt: string;
  updatedAt: string;
}
