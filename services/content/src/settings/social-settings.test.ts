import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRpc } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

let content: ServiceTestbed<'content'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content');
});

afterAll(async () => {
  await content?.close();
});

describe('social settings', () => {
  it("keeps each platform's own profile link, and an empty one for a platform the artist is not on", async () => {
    const saved = await content.call(
      ContentRpc.updateSocialSettings,
      {
        instagram: 'https://www.instagram.com/mara',
        twitter: 'https://x.com/mara',
        youtube: 'https://youtu.be/abc',
        pinterest: 'https://pin.it/3xY',
        tiktok: '',
      },
      CALLERS.admin,
    );
    expect(saved).toMatchObject({ instagram: 'https://www.instagram.com/mara', twitter: 'https://x.com/mara', youtube: 'https://youtu.be/abc', tiktok: '' });
    expect(await content.call(ContentRpc.getSocialSettings, {})).toEqual(saved);
  });

  it("refuses a link of another platform or site in a platform's box, saying which addresses it takes, and changes nothing", async () => {
    const before = await content.call(ContentRpc.getSocialSettings, {});
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { instagram: 'https://www.facebook.com/mara' },
        'instagram',
        'Instagram: this link does not lead to Instagram. Please enter a link to instagram.com, e.g. https://instagram.com/yourname',
      ],
      [
        { facebook: 'https://facebook.com.example.net/mara' },
        'facebook',
        'Facebook: this link does not lead to Facebook. Please enter a link to facebook.com or fb.com, e.g. https://facebook.com/yourname',
      ],
      [{ linkedin: 'linkedin.com/in/mara' }, 'linkedin', 'LinkedIn: please enter a link starting with https://'],
    ];
    for (const [input, field, message] of cases) {
      // With a valid change beside it: the whole request is refused.
      const refusal = await content.refusal(ContentRpc.updateSocialSettings, { ...input, metaDescription: 'Changed' }, CALLERS.admin);
      expect(refusal, field).toMatchObject({ status: 400, errors: { [field]: message } });
    }
    expect(await content.call(ContentRpc.getSocialSettings, {})).toEqual(before);
  });
});
