import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentRpc, type GalleryItem } from '@artshop/contracts';
import { CALLERS, ServiceTestbed } from '@artshop/testing';

// The Gallery manager's calls and the Gallery page's read, against content alone (ServiceTestbed, with
// the demo gallery seeded). Who may call which route is the gateway's (tests/site-content.test.ts checks it there).
let content: ServiceTestbed<'content'>;

beforeAll(async () => {
  content = await ServiceTestbed.start('content');
});

afterAll(async () => {
  await content?.close();
});

const WORK = {
  title: 'Low Tide, Late Light',
  description: 'Painted over three evenings on the mudflats.',
  imageUrl: '/objects/uploads/low-tide.webp',
  year: '2025',
  medium: 'Oil on linen',
  dimensions: '24 x 36 in',
};

const create = (item: Record<string, unknown>) => content.call(ContentRpc.createGalleryItem, item as never, CALLERS.admin);
const adminList = () => content.call(ContentRpc.listGallery, {}, CALLERS.admin);
const titles = (items: GalleryItem[]) => items.map((item) => item.title);

describe('gallery', () => {
  it('adds published items one after the other at the end of the gallery, every field kept', async () => {
    const first = await create({ title: 'Morning Fog', imageUrl: '/objects/uploads/fog.webp' });
    expect(first.sortOrder).toBe(0);
    const item = await create(WORK);
    expect(item).toMatchObject({ ...WORK, id: expect.any(String), isPublished: true, sortOrder: 1 });
    expect(await content.call(ContentRpc.listGallery, {})).toEqual([first, item]);
  });

  it('takes an https picture and leaves optional fields empty', async () => {
    const item = await create({ title: '  Harbour Study  ', imageUrl: 'https://images.example.org/harbour.jpg', year: '', medium: ' ' });
    expect(item).toMatchObject({
      title: 'Harbour Study',
      imageUrl: 'https://images.example.org/harbour.jpg',
      description: null,
      year: null,
      medium: null,
      dimensions: null,
      isPublished: true,
    });
  });

  it('keeps drafts from visitors and shows them to the admin', async () => {
    const draft = await create({ ...WORK, title: 'Unfinished Triptych', isPublished: false });
    expect(draft.isPublished).toBe(false);
    expect(titles(await content.call(ContentRpc.listGallery, {}))).not.toContain('Unfinished Triptych');
    expect(titles(await content.call(ContentRpc.listGallery, {}, CALLERS.customer()))).not.toContain('Unfinished Triptych');
    expect(titles(await adminList())).toContain('Unfinished Triptych');

    // The publish switch sends only isPublished; the rest stays.
    const published = await content.call(ContentRpc.updateGalleryItem, { id: draft.id, isPublished: true }, CALLERS.admin);
    expect(published).toEqual({ ...draft, isPublished: true });
    expect(await content.call(ContentRpc.listGallery, {})).toContainEqual(published);
  });

  it('says what is wrong under each field and saves nothing', async () => {
    const count = (await adminList()).length;
    expect(await content.refusal(ContentRpc.createGalleryItem, { title: ' ', imageUrl: '' } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { title: 'Title is required', imageUrl: 'Image is required' },
    });
    expect(await content.refusal(ContentRpc.createGalleryItem, { description: 'no title, no picture' } as never, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { title: 'Title is required', imageUrl: 'Image is required' },
    });
    expect(
      await content.refusal(ContentRpc.createGalleryItem, { title: 'Sketch', imageUrl: 'http://example.com/sketch.jpg' } as never, CALLERS.admin),
    ).toMatchObject({
      status: 400,
      message: 'An image must be one uploaded to the shop (/objects/…) or a web address starting with https://',
      errors: { imageUrl: 'An image must be one uploaded to the shop (/objects/…) or a web address starting with https://' },
    });
    expect(await content.refusal(ContentRpc.createGalleryItem, { title: 'Sketch', imageUrl: 'javascript:alert(1)' } as never, CALLERS.admin)).toMatchObject({
      status: 400,
    });
    expect(await content.refusal(ContentRpc.createGalleryItem, { title: 'x'.repeat(201), imageUrl: WORK.imageUrl } as never, CALLERS.admin)).toMatchObject({
      errors: { title: 'Title is too long (at most 200 characters)' },
    });
    expect((await adminList()).length).toBe(count);
  });

  it('checks an edit against the whole item: the picture cannot be taken away', async () => {
    const item = await create({ ...WORK, title: 'Salt Marsh in June' });
    expect(await content.refusal(ContentRpc.updateGalleryItem, { id: item.id, imageUrl: '' }, CALLERS.admin)).toMatchObject({
      status: 400,
      errors: { imageUrl: 'Image is required' },
    });
    const edited = await content.call(ContentRpc.updateGalleryItem, { id: item.id, title: 'Salt Marsh in July', dimensions: '' }, CALLERS.admin);
    expect(edited).toEqual({ ...item, title: 'Salt Marsh in July', dimensions: null });
  });

  it('reorders every item at once, drafts included, and visitors see the new order', async () => {
    const before = await adminList();
    const reversed = [...before].reverse();
    const answer = await content.call(ContentRpc.reorderGallery, { itemIds: reversed.map((item) => item.id) }, CALLERS.admin);
    expect(answer.map((item) => item.id)).toEqual(reversed.map((item) => item.id));
    expect(answer.map((item) => item.sortOrder)).toEqual(reversed.map((_, index) => index));
    expect((await content.call(ContentRpc.listGallery, {})).map((item) => item.id)).toEqual(reversed.filter((item) => item.isPublished).map((item) => item.id));

    // A list that leaves an item out, or names one twice, changes nothing.
    expect(await content.refusal(ContentRpc.reorderGallery, { itemIds: reversed.slice(1).map((item) => item.id) }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: 'The new order must list every gallery item exactly once',
    });
    expect(await content.refusal(ContentRpc.reorderGallery, { itemIds: [reversed[0]!.id, reversed[0]!.id] }, CALLERS.admin)).toMatchObject({
      status: 400,
      message: 'Each gallery item can appear only once',
    });
    expect(await content.refusal(ContentRpc.reorderGallery, { itemIds: [] }, CALLERS.admin)).toMatchObject({ status: 400 });
    expect((await adminList()).map((item) => item.id)).toEqual(reversed.map((item) => item.id));
  });

  it('deletes an item; deleting it again is a 404', async () => {
    const item = await create({ ...WORK, title: 'Painted Over' });
    expect(await content.call(ContentRpc.deleteGalleryItem, { id: item.id }, CALLERS.admin)).toBeNull();
    expect(titles(await adminList())).not.toContain('Painted Over');
    expect(await content.refusal(ContentRpc.deleteGalleryItem, { id: item.id }, CALLERS.admin)).toMatchObject({
      status: 404,
      message: 'Gallery item not found',
    });
    expect(await content.refusal(ContentRpc.updateGalleryItem, { id: item.id, title: 'Back' }, CALLERS.admin)).toMatchObject({ status: 404 });
  });
});
