import { describe, expect, it } from 'vitest';
import { PAGES, businessSettingsSchema, studioEventInputSchema } from '@artshop/contracts';
import {
  ARTIST,
  BIO_SETTINGS,
  BUSINESS_SETTINGS,
  CONTACT_SETTINGS,
  EVENTS,
  GALLERY_ITEMS,
  PAGE_SETTINGS,
  ROOM_BACKGROUNDS,
  ROOM_TYPES,
  SITE_SETTINGS,
  SOCIAL_SETTINGS,
} from './index.js';

describe('site settings', () => {
  it('has every artist key the back office reads, each once', () => {
    const keys = SITE_SETTINGS.map((setting) => setting.key);
    expect(keys.sort()).toEqual(
      [
        'artist_artistName',
        'artist_bio',
        'artist_email',
        'artist_location',
        'artist_phone',
        'artist_profileImage',
        'artist_website',
        'home_heroImageUrl',
      ].sort(),
    );
    for (const setting of SITE_SETTINGS) expect(setting.value.trim(), setting.key).not.toBe('');
  });

  it('enables every page', () => {
    expect(PAGE_SETTINGS.map((setting) => setting.page)).toEqual([...PAGES]);
    expect(PAGE_SETTINGS.every((setting) => setting.enabled)).toBe(true);
  });

  it('has the studio hours the storefront shows by default', () => {
    const hours = CONTACT_SETTINGS.studioHours;
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) expect(hours[day]).toBe('9:00 AM - 6:00 PM');
    expect(hours.saturday).toBe('10:00 AM - 4:00 PM');
    expect(hours.sunday).toBe('By appointment');
    expect(CONTACT_SETTINGS.contactInfo.email).toMatch(/^[^@\s]+@[^@\s]+$/);
  });

  it('fills three or four social links and leaves the rest empty', () => {
    const platforms = ['instagram', 'twitter', 'facebook', 'linkedin', 'youtube', 'tiktok', 'pinterest'] as const;
    const filled = platforms.filter((platform) => SOCIAL_SETTINGS[platform] !== '');
    expect(filled.length).toBeGreaterThanOrEqual(3);
    expect(filled.length).toBeLessThanOrEqual(4);
    for (const platform of filled) expect(SOCIAL_SETTINGS[platform]).toMatch(/^https:\/\//);
    expect(SOCIAL_SETTINGS.twitterCard).toBe('summary_large_image');
    expect([SOCIAL_SETTINGS.showInHeader, SOCIAL_SETTINGS.showInFooter, SOCIAL_SETTINGS.openInNewTab, SOCIAL_SETTINGS.socialSharing]).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('has a bio with a call to action leading to the contact page', () => {
    expect(BIO_SETTINGS.bioContent).toMatch(/^## /);
    expect(BIO_SETTINGS.ctaData.enabled).toBe(true);
    expect(BIO_SETTINGS.ctaData.buttonUrl).toBe('/contact');
  });
});

describe('gallery, rooms and events', () => {
  it('has eight gallery items, one of them unpublished, with unique keys and sort orders', () => {
    expect(GALLERY_ITEMS).toHaveLength(8);
    expect(GALLERY_ITEMS.filter((item) => !item.isPublished)).toHaveLength(1);
    expect(new Set(GALLERY_ITEMS.map((item) => item.key)).size).toBe(8);
    expect(new Set(GALLERY_ITEMS.map((item) => item.sortOrder)).size).toBe(8);
  });

  it('has one room per room type and exactly one default', () => {
    expect(ROOM_BACKGROUNDS.map((room) => room.roomType).sort()).toEqual([...ROOM_TYPES].sort());
    expect(ROOM_BACKGROUNDS.filter((room) => room.isDefault)).toHaveLength(1);
    for (const room of ROOM_BACKGROUNDS) {
      expect(room.wallColor).toMatch(/^#[0-9a-f]{6}$/);
      expect(room.isActive).toBe(true);
      // A real wall width and a wall inside the picture, so artworks are drawn to scale.
      expect(room.wallWidthCm).toBeGreaterThanOrEqual(250);
      expect(room.wallWidthCm).toBeLessThanOrEqual(600);
      expect(0 <= room.wallLeft && room.wallLeft < room.wallRight && room.wallRight <= 1).toBe(true);
      expect(0 <= room.wallTop && room.wallTop < room.wallBottom && room.wallBottom <= 1).toBe(true);
    }
  });

  it('has business settings the admin form would save unchanged, in the artist’s name', () => {
    expect(businessSettingsSchema.parse(BUSINESS_SETTINGS)).toEqual(BUSINESS_SETTINGS);
    expect(BUSINESS_SETTINGS.businessName).toContain(ARTIST.name);
  });

  it('has events the Events manager would save unchanged, one of them past', () => {
    for (const { key: _key, imageKey: _imageKey, ...event } of EVENTS) {
      expect(studioEventInputSchema.parse(event)).toEqual({ registrationUrl: null, ...event, imageUrl: null });
    }
    expect(new Set(EVENTS.map((event) => event.key)).size).toBe(EVENTS.length);
    expect(EVENTS.filter((event) => event.date < '2026-11-24')).toHaveLength(1);
  });
});
