import { describe, expect, it } from 'vitest';
import { artistPasswordSchema, artistProfileSchema } from './artist-account.js';

const PROFILE = {
  profileImage: '/objects/uploads/portrait.webp',
  artistName: 'Mara Ellison',
  email: 'studio@maraellison.com',
  phone: '+1 207 555 0142',
  website: 'https://maraellison.com',
  location: 'Portland, Maine',
  bio: 'Abstract painter.',
};

describe('the artist profile form', () => {
  it('takes a profile the service takes, and empty fields', () => {
    expect(artistProfileSchema.parse(PROFILE)).toEqual(PROFILE);
    expect(artistProfileSchema.safeParse({ ...PROFILE, email: '', website: '', profileImage: '' }).success).toBe(true);
  });

  it('refuses what the service refuses, with its words, under the field', () => {
    const refused = artistProfileSchema.safeParse({ ...PROFILE, email: 'studio at home', website: 'maraellison.com', profileImage: 'javascript:alert(1)' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['profileImage', 'Please enter a link starting with https:// or /'],
      ['email', 'Please enter a valid email address'],
      ['website', 'Please enter a link starting with https:// or /'],
    ]);
  });
});

describe('the artist password form', () => {
  const passwords = { currentPassword: 'old password', newPassword: 'umber tide salt marsh', confirmPassword: 'umber tide salt marsh' };

  it('asks for the new password twice, the same', () => {
    expect(artistPasswordSchema.safeParse(passwords).success).toBe(true);
    const mismatch = artistPasswordSchema.safeParse({ ...passwords, confirmPassword: 'umber tide salt marsh!' });
    expect(mismatch.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['confirmPassword', 'The passwords do not match']]);
  });

  it("keeps the shop's password rules", () => {
    const short = artistPasswordSchema.safeParse({ ...passwords, newPassword: 'short', confirmPassword: 'short' });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual(['Password must be at least 8 characters']);
    const missing = artistPasswordSchema.safeParse({ ...passwords, currentPassword: '' });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['Current password is required']);
  });
});
