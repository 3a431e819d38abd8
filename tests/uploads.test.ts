import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import S3rver from 's3rver';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  UNSUPPORTED_IMAGE_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  imageTooLargeMessage,
  imageVariantUrl,
} from '@artshop/contracts';
import { ApiClient, TestSystem, putFile, runPartCommand, uploadImage, registerCustomer } from '@artshop/testing';

// The admin's image upload (upload address, PUT the file, finalize) and the responsive
// variants, through the real gateway: with media on local disk, and with an S3-compatible store.

/** A photo-like JPEG: gradients and noise, so encoders have real work and sizes are realistic. */
async function photo(width: number, height: number, extra: (image: Sharp) => Sharp = (image) => image): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .png()
    .toBuffer();
  return extra(sharp(noise).tint({ r: 200, g: 120, b: 60 }))
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A PNG whose header claims the given size, with almost no pixel data: what a decompression bomb looks like. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 1 } } })
    .png()
    .toBuffer();

async function get(system: TestSystem, path: string) {
  const response = await fetch(`${system.baseUrl}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** Each variant of a stored image answers, in its format, no wider than asked nor than the original. */
async function expectVariants(system: TestSystem, url: string, originalWidth: number) {
  for (const width of IMAGE_VARIANT_WIDTHS) {
    for (const format of IMAGE_VARIANT_FORMATS) {
      const variant = await get(system, imageVariantUrl(url, width, format)!);
      expect(variant.status, `${url} at ${width}w ${format}`).toBe(200);
      expect(variant.type).toBe(`image/${format}`);
      expect(variant.cacheControl).toContain('immutable');
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(format);
      expect(metadata.width).toBe(Math.min(width, originalWidth));
    }
  }
}

async function signedInAdmin(system: TestSystem): Promise<ApiClient> {
  const admin = new ApiClient(system.baseUrl);
  const login = await admin.post('/api/auth/login', system.admin);
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return admin;
}

describe('uploads with media on local disk', () => {
  let system: TestSystem;
  let admin: ApiClient;
  let storageDir: string;
  const storedUploads = async () => (await readdir(join(storageDir, 'uploads')).catch(() => [])).sort();

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'artshop-uploads-'));
    system = await TestSystem.start({ env: { STORAGE_DIR: storageDir } });
    admin = await signedInAdmin(system);
  });

  afterAll(async () => {
    await system?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('answers 401 signed out and 403 to a customer on every upload route, and stores nothing', async () => {
    const customer = new ApiClient(system.baseUrl);
    const registered = await registerCustomer(system, customer, {
      email: 'uploads-customer@example.com',
      password: 'correct horse battery',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(registered.status).toBe(201);
    const { uploadURL } = (await admin.post('/api/objects/upload')).body;
    const image = await png(50, 50);
    for (const [who, api, status] of [
      ['signed out', new ApiClient(system.baseUrl), 401],
      ['customer', customer, 403],
    ] as const) {
      expect((await api.post('/api/objects/upload')).status, who).toBe(status);
      // Even holding the admin's own upload address.
      expect((await putFile(api, uploadURL, image, 'image/png')).status, who).toBe(status);
      expect((await api.put('/api/objects/finalize', { imageURL: uploadURL })).status, who).toBe(status);
    }
    expect(await storedUploads()).toEqual([]);
  });

  it('stores a photo through the three steps; the URL serves it as sent, with every variant', async () => {
    const bytes = await photo(1600, 1000);
    const address = await admin.post('/api/objects/upload');
    expect(address.status).toBe(200);
    expect(address.body.uploadURL).toMatch(/^\/api\/objects\/uploads\/[\w-]{43}$/);
    expect(await putFile(admin, address.body.uploadURL, bytes, 'image/jpeg')).toEqual({ status: 204, body: null });
    const finalized = await admin.put('/api/objects/finalize', { imageURL: address.body.uploadURL });
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    const { url } = finalized.body;
    expect(url).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\.jpg$/);

    const served = await get(system, url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/jpeg');
    expect(served.bytes.equals(bytes)).toBe(true);
    await expectVariants(system, url, 1600);

    // Finalizing again (a retried request) gives the same address; the address itself cannot be used again.
    expect((await admin.put('/api/objects/finalize', { imageURL: `${system.baseUrl}${address.body.uploadURL}` })).body).toEqual({ url });
    const reused = await putFile(admin, address.body.uploadURL, await png(40, 40), 'image/png');
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe('This upload address has already been used. Please start the upload again.');
    expect((await get(system, url)).bytes.equals(bytes)).toBe(true);
  });

  it('never enlarges: variants of a small image keep its own width; the format comes from the bytes, not the declared type', async () => {
    const url = await uploadImage(admin, await png(300, 200), 'image/jpeg');
    expect(url).toMatch(/\.png$/);
    expect((await get(system, url)).type).toBe('image/png');
    await expectVariants(system, url, 300);
  });

  it('removes camera data (EXIF, GPS) from a photo and turns it upright', async () => {
    const fromPhone = await photo(800, 600, (image) =>
      image
        .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
        .withMetadata({ orientation: 6 }),
    );
    expect((await sharp(fromPhone).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');
    const url = await uploadImage(admin, fromPhone, 'image/jpeg');
    const stored = await sharp((await get(system, url)).bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Orientation 6 is "rotate 90° clockwise": the upright picture is portrait.
    expect([stored.width, stored.height]).toEqual([600, 800]);
    await expectVariants(system, url, 600);
  });

  it('refuses a file over 10 MB with its message and stores nothing; the address still works afterwards', async () => {
    const before = await storedUploads();
    const { uploadURL } = (await admin.post('/api/objects/upload')).body;
    const tooLarge = await putFile(admin, uploadURL, new Uint8Array(MAX_UPLOAD_BYTES + 1), 'image/jpeg');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(UPLOAD_TOO_LARGE_MESSAGE);
    expect(await storedUploads()).toEqual(before);
    const notYet = await admin.put('/api/objects/finalize', { imageURL: uploadURL });
    expect(notYet.status).toBe(400);
    expect(notYet.body.message).toBe('No file has arrived at this upload address yet. Please send the file first.');

    expect((await putFile(admin, uploadURL, await png(64, 64), 'image/png')).status).toBe(204);
    expect((await admin.put('/api/objects/finalize', { imageURL: uploadURL })).status).toBe(200);
  });

  it('refuses an image of more than 50 megapixels before decoding it (16000 × 16000 took 1.4 s of CPU), and stores nothing', async () => {
    const before = await storedUploads();
    const { uploadURL } = (await admin.post('/api/objects/upload')).body;
    const huge = await putFile(admin, uploadURL, pngHeader(16_000, 16_000), 'image/png');
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe(imageTooLargeMessage(16_000, 16_000));
    expect(huge.body.message).toBe('This image is too large (16000 × 16000 pixels). Please select an image of at most 50 megapixels.');
    expect(await storedUploads()).toEqual(before);
    // Just under the cap is taken.
    expect((await putFile(admin, uploadURL, await png(64, 64), 'image/png')).status).toBe(204);
  });

  it('refuses bytes that are not an image, whatever their name or declared type, and stores nothing', async () => {
    const before = await storedUploads();
    const { uploadURL } = (await admin.post('/api/objects/upload')).body;
    const text = new TextEncoder().encode('Dear collector, this is a letter saved as painting.jpg\n'.repeat(50));
    for (const type of ['image/jpeg', 'image/png', 'application/octet-stream', 'text/plain', 'application/json']) {
      const refused = await putFile(admin, uploadURL, text, type);
      expect(refused.status, type).toBe(400);
      expect(refused.body.message, type).toBe(NOT_AN_IMAGE_MESSAGE);
    }
    // A real image, but one browsers cannot all show (an SVG could also carry scripts).
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const unsupported = await putFile(admin, uploadURL, svg, 'image/svg+xml');
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.message).toBe(UNSUPPORTED_IMAGE_MESSAGE);
    // The first bytes of a JPEG and nothing more.
    const truncated = await putFile(admin, uploadURL, (await photo(400, 300)).subarray(0, 600), 'image/jpeg');
    expect(truncated.status).toBe(400);
    expect(await storedUploads()).toEqual(before);
  });

  it('refuses an unknown or expired upload address, and finalizing an upload that does not exist', async () => {
    const unknown = await putFile(admin, `/api/objects/uploads/${'x'.repeat(43)}`, await png(20, 20), 'image/png');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This upload address is not valid. Please start the upload again.');

    const { uploadURL } = (await admin.post('/api/objects/upload')).body;
    // Fifteen minutes later.
    await system.query(`UPDATE content.uploads SET expires_at = now() - interval '1 second' WHERE status = 'awaiting-file'`);
    const expired = await putFile(admin, uploadURL, await png(20, 20), 'image/png');
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This upload address has expired. Please start the upload again.');

    for (const imageURL of [`/api/objects/uploads/${'y'.repeat(43)}`, '/objects/uploads/something.jpg', 'not an address']) {
      const finalized = await admin.put('/api/objects/finalize', { imageURL });
      expect(finalized.status, imageURL).toBe(404);
      expect(finalized.body.message).toBe('This upload was not found. Please upload the image again.');
    }
    expect((await admin.put('/api/objects/finalize', {})).status).toBe(400);
  });

  it('answers 404 for an image that does not exist, and never serves a path outside the media', async () => {
    for (const path of ['/objects/uploads/none.jpg', '/objects/uploads/none@400w.avif', '/objects/uploads/none.svg']) {
      expect((await get(system, path)).status, path).toBe(404);
    }
    for (const path of ['/objects/..%2F..%2Fpackage.json', '/objects/uploads%2F..%2F..%2F..%2Fsecret.png', '/objects/%2e%2e%2f%2e%2e%2fREADME.png']) {
      expect([400, 404], path).toContain((await get(system, path)).status);
    }
  });
});

describe('uploads and demo images with media in an S3-compatible store (s3rver)', () => {
  const bucket = 'artshop-media';
  let s3rver: S3rver;
  let s3Dir: string;
  let s3: S3Client;
  let system: TestSystem;
  let admin: ApiClient;

  beforeAll(async () => {
    s3Dir = await mkdtemp(join(tmpdir(), 'artshop-s3rver-'));
    s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: bucket }] });
    const { port } = await s3rver.run();
    const endpoint = `http://127.0.0.1:${port}`;
    s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    system = await TestSystem.start({
      seed: true,
      env: {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    admin = await signedInAdmin(system);
  });

  afterAll(async () => {
    await system?.close();
    s3?.destroy();
    await s3rver?.close();
    if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
  });

  const fromBucket = async (key: string) => {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return { type: object.ContentType, bytes: Buffer.from(await object.Body!.transformToByteArray()) };
  };

  it('stores an upload and its variants in the bucket and serves them from there', async () => {
    const bytes = await photo(1000, 700);
    const url = await uploadImage(admin, bytes, 'image/jpeg');
    const served = await get(system, url);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/jpeg');
    expect(served.bytes.equals(bytes)).toBe(true);

    const stored = await fromBucket(url.slice('/objects/'.length));
    expect(stored.type).toBe('image/jpeg');
    expect(stored.bytes.equals(bytes)).toBe(true);
    const variant = await fromBucket(imageVariantUrl(url, 800, 'avif')!.slice('/objects/'.length));
    expect(variant.type).toBe('image/avif');
    expect((await sharp(variant.bytes).metadata()).width).toBe(800);
    await expectVariants(system, url, 1000);
  });

  it('seeds the demo images with their variants into the bucket, once', async () => {
    const gallery = await new ApiClient(system.baseUrl).get('/api/gallery');
    const imageUrl: string = gallery.body[0].imageUrl;
    expect(imageUrl).toMatch(/^\/objects\/demo\/.+\.webp$/);
    const original = await get(system, imageUrl);
    expect(original.status).toBe(200);
    expect((await fromBucket(imageUrl.slice('/objects/'.length))).bytes.equals(original.bytes)).toBe(true);
    await expectVariants(system, imageUrl, (await sharp(original.bytes).metadata()).width!);

    const variantKey = imageVariantUrl(imageUrl, 400, 'avif')!.slice('/objects/'.length);
    const written = async () => (await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: variantKey }))).LastModified?.getTime();
    const before = await written();
    await new Promise((wait) => setTimeout(wait, 1100)); // S3 times have whole seconds
    await runPartCommand('content', 'seed', system.env);
    expect(await written()).toBe(before);
  });
});
