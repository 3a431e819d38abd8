import {
  DEFAULT_CONTACT_SETTINGS,
  DEFAULT_TIME_ZONE,
  PAGES,
  type BusinessSettings,
  type PageSetting,
  type SiteSetting,
  type SiteSettingKey,
} from '@artshop/contracts';
import { type BioSettings, type ContactSettings, type DemoEvent, type DemoGalleryItem, type DemoRoomBackground, type SocialSettings } from './types.js';

export const ARTIST = {
  name: 'Mara Ellison',
  email: 'studio@maraellison.example',
  phone: '(207) 555-0148',
  website: 'https://maraellison.example',
  location: 'Portland, Maine',
  address: 'Studio 4, 58 Fore Street, Portland, ME 04101',
  profileImage: 'artist/portrait',
  studioImage: 'artist/studio',
  heroImage: 'home/hero',
  bio:
    'Mara Ellison is an abstract painter working on the coast of Maine. Her large, layered canvases ' +
    'begin with the tide flats, salt marshes and harbour light around Portland, built up in acrylic, ' +
    'cold wax, sand and gold leaf, then scraped back until only the memory of a place remains.',
} as const;

export const SITE_SETTINGS: readonly SiteSetting[] = [
  { key: 'artist_artistName', value: ARTIST.name },
  { key: 'artist_profileImage', value: ARTIST.profileImage },
  { key: 'artist_email', value: ARTIST.email },
  { key: 'artist_phone', value: ARTIST.phone },
  { key: 'artist_bio', value: ARTIST.bio },
  { key: 'artist_website', value: ARTIST.website },
  { key: 'artist_location', value: ARTIST.location },
  { key: 'home_heroImageUrl', value: ARTIST.heroImage },
];

/** Site settings whose value is an image key rather than text. */
export const IMAGE_SITE_SETTING_KEYS: readonly SiteSettingKey[] = ['artist_profileImage', 'home_heroImageUrl'];

export const PAGE_SETTINGS: readonly PageSetting[] = PAGES.map((page) => ({ page, enabled: true }));

export const CONTACT_SETTINGS: ContactSettings = {
  getInTouchText:
    'Questions about a painting, shipping or a print size that is not listed? Write to me here and I will reply ' +
    'within 24–48 hours. If you are in Portland, you are welcome to visit the studio; just let me know when you plan to come.',
  contactInfo: { email: ARTIST.email, phone: ARTIST.phone, address: ARTIST.address },
  // The studio keeps the contact page's default hours.
  studioHours: DEFAULT_CONTACT_SETTINGS.studioHours,
  commissionsText:
    'I take on a small number of commissions each year, for homes, offices and hospitality spaces. ' +
    'We start with a conversation about the room, its light and the colours you live with, then I make two ' +
    'or three small studies before the final painting. Most commissions take eight to twelve weeks.',
};

export const SOCIAL_SETTINGS: SocialSettings = {
  instagram: 'https://www.instagram.com/maraellison.studio',
  twitter: '',
  facebook: 'https://www.facebook.com/maraellisonstudio',
  linkedin: '',
  youtube: '',
  tiktok: '',
  pinterest: 'https://www.pinterest.com/maraellisonstudio',
  showInHeader: true,
  showInFooter: true,
  openInNewTab: true,
  socialSharing: true,
  metaDescription: 'Original abstract paintings, limited edition prints and studio goods by Mara Ellison, painted on the coast of Maine.',
  ogImage: 'home/og-card',
  twitterCard: 'summary_large_image',
};

/** What checkout prices by: the studio's name and address, the sales tax rate, the shipping rates (free from 500.00). */
export const BUSINESS_SETTINGS: BusinessSettings = {
  businessName: `${ARTIST.name} Studio`,
  taxId: '',
  address: 'Studio 4, 58 Fore Street',
  city: 'Portland',
  state: 'ME',
  zipCode: '04101',
  country: 'United States',
  currency: 'USD',
  taxRate: 8.25,
  shippingEnabled: true,
  localPickup: true,
  internationalShipping: true,
  freeShippingThreshold: '500.00',
  standardShippingRate: '15.00',
  expeditedShippingRate: '25.00',
  timeZone: DEFAULT_TIME_ZONE,
};

export const BIO_SETTINGS: BioSettings = {
  bioContent: [
    '## About Mara',
    '',
    'I paint the places where water and land keep changing their minds: tide flats, salt marshes, the harbour at first light. ' +
      'I grew up in Bath, Maine, studied painting at the Casco Bay School of Art, and have worked from a studio on ' +
      'Fore Street in Portland since 2018.',
    '',
    '## How I work',
    '',
    'Each painting is built in many thin layers of acrylic, sometimes with sand, cold wax or graphite, and then scraped, ' +
      'sanded and painted again. Gold leaf comes last, laid by hand where the light seems to want it. ' +
      'A large canvas can take three or four months.',
    '',
    '## Collections',
    '',
    'My work hangs in homes across the United States and Canada, and in the collections of the Wharf House Hotel ' +
      'in Portland and the offices of Casco Mutual.',
  ].join('\n'),
  bioImage: ARTIST.studioImage,
  heroData: {
    headline: 'Painting the edge of the tide',
    description: 'Abstract paintings built layer by layer in a studio on the Portland waterfront.',
    backgroundImage: 'bio/hero',
  },
  ctaData: {
    enabled: true,
    headline: 'Commission a painting',
    description: 'A painting made for your room, its light and the colours you live with.',
    buttonText: 'Start a conversation',
    buttonUrl: '/contact',
    backgroundImage: 'bio/cta',
  },
};

export const GALLERY_ITEMS: readonly DemoGalleryItem[] = [
  {
    key: 'tidal-3',
    title: 'Tidal III',
    description: 'The third painting in the Tidal series, shown at Tideline Gallery in 2023.',
    imageKey: 'gallery/tidal-3',
    year: 2023,
    medium: 'Acrylic, ink and sand on canvas',
    dimensions: '40 x 40 in',
    isPublished: true,
    sortOrder: 1,
  },
  {
    key: 'ember-season',
    title: 'Ember Season',
    description: 'A wide, low painting of late-summer heat over the fields inland from the coast.',
    imageKey: 'gallery/ember-season',
    year: 2024,
    medium: 'Acrylic and gold leaf on canvas',
    dimensions: '60 x 36 in',
    isPublished: true,
    sortOrder: 2,
  },
  {
    key: 'saltmarsh-diptych',
    title: 'Saltmarsh Diptych',
    description: 'Two panels painted side by side over one winter, now in a private collection in Camden.',
    imageKey: 'gallery/saltmarsh-diptych',
    year: 2021,
    medium: 'Acrylic and graphite on panel',
    dimensions: '48 x 24 in',
    isPublished: true,
    sortOrder: 3,
  },
  {
    key: 'night-harbor',
    title: 'Night Harbor',
    description: 'Dark blues and the small gold lights of the working waterfront.',
    imageKey: 'gallery/night-harbor',
    year: 2022,
    medium: 'Oil and gold leaf on linen',
    dimensions: '36 x 48 in',
    isPublished: true,
    sortOrder: 4,
  },
  {
    key: 'meridian-drift',
    title: 'Meridian Drift',
    description: 'A pale, quiet painting from the same months as Quiet Meridian.',
    imageKey: 'gallery/meridian-drift',
    year: 2022,
    medium: 'Oil and cold wax on panel',
    dimensions: '30 x 30 in',
    isPublished: true,
    sortOrder: 5,
  },
  {
    key: 'verdigris',
    title: 'Verdigris',
    description: 'Copper greens and rust after a season of weather on the wharf pilings.',
    imageKey: 'gallery/verdigris',
    year: 2020,
    medium: 'Acrylic and copper leaf on canvas',
    dimensions: '30 x 40 in',
    isPublished: true,
    sortOrder: 6,
  },
  {
    key: 'undertow-2',
    title: 'Undertow No. 2',
    description: 'An early, restless painting that set the direction for the Tidal series.',
    imageKey: 'gallery/undertow-2',
    year: 2019,
    medium: 'Acrylic on canvas',
    dimensions: '24 x 36 in',
    isPublished: true,
    sortOrder: 7,
  },
  {
    key: 'ochre-weather',
    title: 'Ochre Weather',
    description: 'Work in progress for the spring show; not yet ready to be seen.',
    imageKey: 'gallery/ochre-weather',
    year: 2026,
    medium: 'Acrylic and oil pastel on canvas',
    dimensions: '36 x 36 in',
    isPublished: false,
    sortOrder: 8,
  },
];

/** The rooms' walls span the picture's width, from the top down to the skirting board (artwork.ts draws the floor at 74%). */
const WALL_IN_PICTURE = { wallLeft: 0, wallTop: 0, wallRight: 1, wallBottom: 0.72 } as const;

export const ROOM_BACKGROUNDS: readonly DemoRoomBackground[] = [
  {
    key: 'living-room',
    name: 'Living Room',
    description: 'A bright living room with a low sofa and a warm white wall.',
    imageKey: 'rooms/living-room',
    roomType: 'living_room',
    wallColor: '#f2efe9',
    isDefault: true,
    isActive: true,
    sortOrder: 1,
    // A 220 cm sofa takes 46% of the picture.
    wallWidthCm: 480,
    ...WALL_IN_PICTURE,
  },
  {
    key: 'bedroom',
    name: 'Bedroom',
    description: 'A calm bedroom with a linen bed and a soft sage wall.',
    imageKey: 'rooms/bedroom',
    roomType: 'bedroom',
    wallColor: '#dfe3d8',
    isDefault: false,
    isActive: true,
    sortOrder: 2,
    // A 160 cm queen bed takes 40%.
    wallWidthCm: 400,
    ...WALL_IN_PICTURE,
  },
  {
    key: 'office',
    name: 'Home Office',
    description: 'A home office with an oak desk under a pale grey wall.',
    imageKey: 'rooms/office',
    roomType: 'office',
    wallColor: '#dcdde0',
    isDefault: false,
    isActive: true,
    sortOrder: 3,
    // A 140 cm desk takes 42%.
    wallWidthCm: 340,
    ...WALL_IN_PICTURE,
  },
  {
    key: 'dining-room',
    name: 'Dining Room',
    description: 'A dining room with a long wooden table and a warm clay wall.',
    imageKey: 'rooms/dining-room',
    roomType: 'dining_room',
    wallColor: '#e9ddd0',
    isDefault: false,
    isActive: true,
    sortOrder: 4,
    // A 200 cm table takes 50%.
    wallWidthCm: 400,
    ...WALL_IN_PICTURE,
  },
];

/** Three coming events and one that has taken place (the Events page shows it under past events). */
export const EVENTS: readonly DemoEvent[] = [
  {
    key: 'saltmarsh-talk-2026',
    title: 'Saltmarsh Revisited: An Artist Talk',
    description: 'Five years after Saltmarsh, a talk about the series, the marsh it came from and where the paintings went next.',
    date: '2026-09-19',
    time: '2:00 PM - 3:30 PM',
    location: 'Seawall Gallery, 4 Bayview Street, Camden, ME',
    imageKey: 'events/saltmarsh-talk',
    isPublished: true,
    registrationRequired: false,
  },
  {
    key: 'open-studio-spring-2027',
    title: 'Open Studio Weekend',
    description: 'The studio doors are open: new paintings on the walls, works in progress on the easels, and coffee on the table.',
    date: '2027-04-17',
    time: '11:00 AM - 5:00 PM',
    location: 'Studio 4, 58 Fore Street, Portland, ME',
    imageKey: 'events/open-studio',
    isPublished: true,
    registrationRequired: false,
  },
  {
    key: 'tidal-reception-2027',
    title: 'Tidal: New Paintings, Opening Reception',
    description: 'An evening opening for eleven new paintings from the Tidal series, with a short talk by the artist at 7.',
    date: '2027-05-21',
    time: '6:00 PM - 9:00 PM',
    location: 'Tideline Gallery, 12 Commercial Street, Portland, ME',
    imageKey: 'events/tidal-reception',
    isPublished: true,
    registrationRequired: true,
    registrationUrl: '/contact',
  },
  {
    key: 'gold-leaf-workshop-2027',
    title: 'Gold Leaf on Canvas: A Small Workshop',
    description: 'Six people, one afternoon: how to lay, break and seal gold leaf on a painted surface. Materials included.',
    date: '2027-06-12',
    time: '1:00 PM - 4:00 PM',
    location: 'Studio 4, 58 Fore Street, Portland, ME',
    imageKey: 'events/gold-leaf-workshop',
    isPublished: true,
    registrationRequired: true,
    registrationUrl: '/contact',
  },
];

export const CV_MARKDOWN = [
  '# Mara Ellison',
  '',
  'Born 1987, Bath, Maine. Lives and works in Portland, Maine.',
  '',
  '## Education',
  '',
  '- 2011 BFA in Painting, Casco Bay School of Art, Portland, ME',
  '',
  '## Solo exhibitions',
  '',
  '- 2025 *Gilded Thresholds*, Tideline Gallery, Portland, ME',
  '- 2023 *Tidal*, Tideline Gallery, Portland, ME',
  '- 2021 *Saltmarsh*, Seawall Gallery, Camden, ME',
  '',
  '## Group exhibitions',
  '',
  '- 2024 *New England Abstraction Now*, Harborside Arts Center, Providence, RI',
  '- 2022 *Coastal Light*, Marginal Way Gallery, Ogunquit, ME',
  '- 2019 *Emerging Painters*, Portland, ME',
  '',
  '## Collections',
  '',
  '- The Wharf House Hotel, Portland, ME',
  '- Casco Mutual, Portland, ME',
  '- Private collections in the United States and Canada',
].join('\n');
