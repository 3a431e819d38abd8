import { describe, expect, it } from 'vitest';
import { socialSettingsUpdateSchema } from './content.js';
import { SOCIAL_PLATFORMS, socialLinkProblem } from './social-platforms.js';

describe('a social profile link', () => {
  it("is taken when it is an http(s) address of that platform's own site, with or without www. or m.", () => {
    const good: Array<[(typeof SOCIAL_PLATFORMS)[number], string]> = [
      ['instagram', 'https://www.instagram.com/maraellison.studio'],
      ['instagram', 'http://instagram.com/mara'],
      ['twitter', 'https://x.com/mara'],
      ['twitter', 'https://twitter.com/mara'],
      ['facebook', 'https://www.facebook.com/mara'],
      ['facebook', 'https://fb.com/mara'],
      ['facebook', 'https://m.facebook.com/mara'],
      ['linkedin', 'https://www.linkedin.com/in/mara-ellison'],
      ['youtube', 'https://www.youtube.com/@mara'],
      ['youtube', 'https://youtu.be/dQw4w9WgXcQ'],
      ['tiktok', 'https://www.tiktok.com/@mara'],
      ['pinterest', 'https://www.pinterest.com/mara'],
      ['pinterest', 'https://pin.it/3xYz'],
      ['instagram', 'HTTPS://WWW.INSTAGRAM.COM/Mara'],
    ];
    for (const [platform, link] of good) expect(socialLinkProblem(platform, link), `${platform} ${link}`).toBeNull();
  });

  it('may be left empty: the artist is not on that platform', () => {
    for (const platform of SOCIAL_PLATFORMS) expect(socialLinkProblem(platform, '  ')).toBeNull();
  });

  it("is refused when it leads to another platform or site, naming the platform's addresses", () => {
    expect(socialLinkProblem('instagram', 'https://www.facebook.com/mara')).toBe(
      'Instagram: this link does not lead to Instagram. Please enter a link to instagram.com, e.g. https://instagram.com/yourname',
    );
    expect(socialLinkProblem('twitter', 'https://mastodon.social/@mara')).toBe(
      'X (Twitter): this link does not lead to X (Twitter). Please enter a link to x.com or twitter.com, e.g. https://x.com/yourname',
    );
    // Look-alikes: the host is read as a browser reads it.
    expect(socialLinkProblem('instagram', 'https://instagram.com.example.net/mara')).not.toBeNull();
    expect(socialLinkProblem('instagram', 'https://instagram.com@example.net/mara')).not.toBeNull();
    expect(socialLinkProblem('instagram', 'https://notinstagram.com/mara')).not.toBeNull();
    expect(socialLinkProblem('youtube', 'https://youtube.com.evil.io/x')).not.toBeNull();
  });

  it('is refused when it is no web address at all', () => {
    for (const link of ['instagram.com/mara', 'javascript:alert(1)', 'ftp://instagram.com/mara', 'https://insta gram.com/x', '@mara']) {
      expect(socialLinkProblem('instagram', link), link).toBe('Instagram: please enter a link starting with https://');
    }
  });

  it('is checked by the social settings schema the form and the service share, under the field', () => {
    const refused = socialSettingsUpdateSchema.safeParse({ instagram: 'https://www.tiktok.com/@mara', tiktok: 'https://www.tiktok.com/@mara' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['instagram', 'Instagram: this link does not lead to Instagram. Please enter a link to instagram.com, e.g. https://instagram.com/yourname'],
    ]);
    expect(socialSettingsUpdateSchema.parse({ instagram: ' https://instagram.com/mara ' })).toEqual({ instagram: 'https://instagram.com/mara' });
  });
});
