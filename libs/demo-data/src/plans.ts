import type { DemoMailClubPlan } from './types.js';

export const MAIL_CLUB_PLANS: readonly DemoMailClubPlan[] = [
  {
    slug: 'postcard-club',
    name: 'Postcard Club',
    description: 'A signed art postcard from the studio every month, with a short note on the painting behind it.',
    priceCents: 1_200,
    features: ['One signed postcard each month', 'A handwritten note from the studio', 'Early news of new work and open studios', 'Cancel any time'],
    icon: 'mail',
    isRecommended: false,
    status: 'active',
    displayOrder: 1,
  },
  {
    slug: 'collector',
    name: 'Collector',
    description: 'A small monthly parcel: a signed mini print, postcards, stickers and a first look at every new painting.',
    priceCents: 2_900,
    features: [
      'A signed 5 x 7 in mini print each month',
      'Postcards and a sticker in every parcel',
      'First look at new originals, 48 hours before the shop',
      '10% off prints in the shop',
      'Cancel any time',
    ],
    icon: 'palette',
    isRecommended: true,
    status: 'active',
    displayOrder: 2,
  },
  {
    slug: 'patron',
    name: 'Patron',
    description: 'For collectors who want to be closer to the work: a signed 8 x 10 in print each month and a small original every year.',
    priceCents: 5_900,
    features: [
      'A signed 8 x 10 in limited print each month',
      'A small original study after twelve months',
      'Everything in Collector',
      'Private preview of each new series',
      'An invitation to the annual studio evening',
    ],
    icon: 'crown',
    isRecommended: false,
    status: 'active',
    displayOrder: 3,
  },
];
