import fs from 'node:fs';
import zlib from 'node:zlib';
import exifr from 'exifr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EVENT_IMAGE_MAX_BYTES, eventMessages, type EventDetail } from '@akwaaba/contracts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { STRONG_PASSWORD } from '../../../test/factories.ts';
import {
  categoryBySlug,
  eventBody,
  formFields,
  makeVerifiedBusiness,
  multipart,
  uploadedFiles,
  uploadPath,
  type Actor,
  type FilePart,
} from '../../../test/event-factories.ts';

const testApp = await buildTestApp();
const { app, clock } = testApp;

const category = await categoryBySlug(app, 'event', 'food-and-music');
const organiser = await makeVerifiedBusiness(app);
const body = (overrides: Record<string, unknown> = {}) => eventBody(clock.now(), category.id, overrides);

const file = (content: Buffer, filename: string, contentType: string): FilePart => ({
  field: 'image',
  filename,
  contentType,
  content,
});

function createWith(image: FilePart, who: Actor = organiser) {
  const form = multipart(formFields(body()), [image]);
  return app.inject({
    method: 'POST',
    url: '/api/v1/events',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

function updateWith(id: number, image: FilePart | null, fields: Record<string, string> = {}) {
  const form = multipart({ ...formFields(body()), _method: 'PUT', ...fields }, image ? [image] : []);
  return app.inject({
    method: 'POST',
    url: `/api/v1/events/${id}`,
    headers: { ...organiser.headers, ...form.headers },
    payload: form.payload,
  });
}

/** Every stored rendition of an event's picture: the srcsets' widths, and the link-preview JPEG beside them. */
const renditionUrls = (event: EventDetail) => [
  ...[event.image_srcset!, event.image_card_srcset!].flatMap((srcset) =>
    srcset.split(', ').map((entry) => entry.split(' ')[0]!),
  ),
  event.image!.replace('-full.webp', '-og.jpg'),
];

async function created(image: FilePart): Promise<EventDetail> {
  const response = await createWith(image);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const solid = (width: number, height: number, background = '#CE1126') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A phone photo: JPEG with camera details and the GPS position of Zoo Lake, Johannesburg. */
const photoWithGps = await solid(800, 600)
  .jpeg()
  .withExif({
    IFD0: { Make: 'Tecno', Model: 'Camon 20', Artist: 'Kofi Mensah', Software: 'CameraApp 1.0' },
    IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '26/1 9/1 36/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 1/1 48/1' },
  })
  .toBuffer();

/** The chunks of a RIFF/WebP file, by FourCC. */
function webpChunks(webp: Buffer): Map<string, Buffer> {
  expect(webp.toString('latin1', 0, 4)).toBe('RIFF');
  expect(webp.toString('latin1', 8, 12)).toBe('WEBP');
  const chunks = new Map<string, Buffer>();
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const id = webp.toString('latin1', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    chunks.set(id, webp.subarray(offset + 8, offset + 8 + size));
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

/** The EXIF of a WebP as exifr reads it (exifr has no WebP reader, so it is given the EXIF chunk), or undefined. */
async function webpExif(webp: Buffer): Promise<Record<string, unknown> | undefined> {
  const chunk = webpChunks(webp).get('EXIF');
  if (!chunk) return undefined;
  const tiff = chunk.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? chunk.subarray(6) : chunk;
  return exifr.parse(tiff, true);
}

/** Everything a stored rendition must (not) carry. */
async function expectNoMetadata(webp: Buffer) {
  const chunks = webpChunks(webp);
  expect([...chunks.keys()].filter((id) => !['VP8 ', 'VP8L', 'VP8X', 'ALPH'].includes(id))).toEqual([]);
  expect(await webpExif(webp)).toBeUndefined();
  const metadata = await sharp(webp).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.iptc).toBeUndefined();
  for (const text of ['Tecno', 'Camon', 'Kofi', 'Exif']) expect(webp.includes(text)).toBe(false);
}

/** A PNG whose header claims `width` x `height` but whose pixel data is a few bytes (a decompression bomb's shape). */
function pngHeaderOnly(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('stored renditions', () => {
  it('strips EXIF and GPS from a phone photo in every rendition', async () => {
    // The upload really carries them, and the checker finds them when a WebP keeps them.
    expect(await exifr.gps(photoWithGps)).toMatchObject({
      latitude: expect.closeTo(-26.16, 2),
      longitude: expect.closeTo(28.03, 2),
    });
    const leaky = await sharp(photoWithGps).keepExif().webp().toBuffer();
    expect(await webpExif(leaky)).toMatchObject({ Make: 'Tecno', latitude: expect.closeTo(-26.16, 2) });

    const event = await created(file(photoWithGps, 'IMG_20250306_181500.jpg', 'image/jpeg'));
    for (const url of renditionUrls(event)) {
      if (url.endsWith('.jpg')) {
        expect(await exifr.parse(fs.readFileSync(uploadPath(testApp, url)))).toBeUndefined();
        continue;
      }
      await expectNoMetadata(fs.readFileSync(uploadPath(testApp, url)));
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      await expectNoMetadata(served.rawPayload);
    }
  });

  it('serves a PNG as WebP at each width and as a preview JPEG under random names, with safe long-lived headers', async () => {
    const png = await solid(2400, 1600, '#006B3F').png().toBuffer();
    const event = await created(file(png, '../../../etc/flyer.png', 'image/png'));
    expect(event.image).toMatch(/^\/uploads\/events\/[\w-]{24}-full\.webp$/);
    const base = event.image!.replace('-full.webp', '');
    expect(event.image_card).toBe(`${base}-card.webp`);
    expect(event.image_srcset).toBe(`${base}-w400.webp 400w, ${base}-w800.webp 800w, ${base}-full.webp 1600w`);
    expect(event.image_card_srcset).toBe(`${base}-card-320.webp 320w, ${base}-card.webp 640w`);

    for (const url of renditionUrls(event)) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(url.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toMatch(/(^|;)\s*sandbox\b/);
      expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
      expect(response.headers['cache-control']).toMatch(/immutable/);
    }
    const full = await sharp(fs.readFileSync(uploadPath(testApp, event.image!))).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', 1600, 1067]);
    const card = await sharp(fs.readFileSync(uploadPath(testApp, event.image_card!))).metadata();
    expect([card.format, card.width, card.height]).toEqual(['webp', 640, 360]);
    const sizes = await Promise.all(
      [`${base}-w400.webp`, `${base}-w800.webp`, `${base}-card-320.webp`, `${base}-og.jpg`].map(async (url) => {
        const { format, width, height } = await sharp(fs.readFileSync(uploadPath(testApp, url))).metadata();
        return [format, width, height];
      }),
    );
    expect(sizes).toEqual([
      ['webp', 400, 267],
      ['webp', 800, 533],
      ['webp', 320, 180],
      ['jpeg', 1200, 630],
    ]);
  });

  it('makes a rendition that a picture stored before it existed lacks on its first request, and nothing else', async () => {
    const event = await created(file(await solid(1000, 800).png().toBuffer(), 'older.png', 'image/png'));
    const base = event.image!.replace('-full.webp', '');
    for (const suffix of ['-og.jpg', '-w800.webp', '-card-320.webp']) fs.rmSync(uploadPath(testApp, base + suffix));

    const preview = await app.inject({ method: 'GET', url: `${base}-og.jpg` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.headers['cache-control']).toMatch(/immutable/);
    const { format, width, height } = await sharp(preview.rawPayload).metadata();
    expect([format, width, height]).toEqual(['jpeg', 1200, 630]);
    expect(fs.existsSync(uploadPath(testApp, `${base}-og.jpg`))).toBe(true);
    for (const suffix of ['-w800.webp', '-card-320.webp']) {
      expect((await app.inject({ method: 'GET', url: base + suffix })).statusCode).toBe(200);
    }

    // No picture of that name, or a name that is no rendition: nothing is made.
    const stranger = base.replace(/[\w-]{24}$/, 'x'.repeat(24));
    expect((await app.inject({ method: 'GET', url: `${stranger}-og.jpg` })).statusCode).toBe(404);
    expect(fs.existsSync(uploadPath(testApp, `${stranger}-og.jpg`))).toBe(false);
    expect((await app.inject({ method: 'GET', url: `${base}-w999.webp` })).statusCode).toBe(404);
  });

  it('keeps a small picture at its size and turns a phone photo the right way up', async () => {
    const small = await created(file(await solid(300, 200).png().toBuffer(), 'small.png', 'image/png'));
    const smallFull = await sharp(fs.readFileSync(uploadPath(testApp, small.image!))).metadata();
    expect([smallFull.width, smallFull.height]).toEqual([300, 200]);

    // Taken with the phone on its side: 800 x 600 pixels with EXIF orientation 6 (rotate 90°).
    const sideways = await solid(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const upright = await created(file(sideways, 'sideways.jpg', 'image/jpeg'));
    const uprightFull = await sharp(fs.readFileSync(uploadPath(testApp, upright.image!))).metadata();
    expect([uprightFull.width, uprightFull.height, uprightFull.orientation]).toEqual([600, 800, undefined]);
  });

  it('accepts WebP uploads', async () => {
    const event = await created(file(await solid(640, 480).webp().toBuffer(), 'flyer.webp', 'image/webp'));
    expect(event.image).toMatch(/-full\.webp$/);
  });
});

describe('refused uploads', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
  );
  const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/v1/profile")</script></body></html>');

  it.each([
    [
      'a text file named photo.jpg',
      () => file(Buffer.from('This is not a picture, just words.\n'), 'photo.jpg', 'image/jpeg'),
    ],
    ['an SVG', () => file(svg, 'logo.svg', 'image/svg+xml')],
    ['an SVG named logo.png', () => file(svg, 'logo.png', 'image/png')],
    ['an HTML page', () => file(html, 'page.html', 'text/html')],
    ['an HTML page named flyer.jpg', () => file(html, 'flyer.jpg', 'image/jpeg')],
    ['a GIF', async () => file(await solid(50, 50).gif().toBuffer(), 'anim.gif', 'image/gif')],
    ['a TIFF', async () => file(await solid(50, 50).tiff().toBuffer(), 'scan.tiff', 'image/tiff')],
    ['half a JPEG', () => file(photoWithGps.subarray(0, Math.floor(photoWithGps.length / 2)), 'cut.jpg', 'image/jpeg')],
  ])('refuses %s with 422 and the image message', async (_, make) => {
    const before = await uploadedFiles(testApp);
    const response = await createWith(await make());
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: eventMessages.imageInvalid,
      errors: { image: [eventMessages.imageInvalid] },
    });
    expect(await uploadedFiles(testApp)).toEqual(before);
  });

  it('refuses a file over 5 MB', async () => {
    const response = await createWith(file(Buffer.alloc(EVENT_IMAGE_MAX_BYTES + 1024, 0xff), 'huge.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: eventMessages.imageTooLarge,
      errors: { image: [eventMessages.imageTooLarge] },
    });
  });

  it('refuses a picture over 40 megapixels', async () => {
    const png = await solid(8000, 6000, '#FCD116').png({ compressionLevel: 9 }).toBuffer();
    expect(png.length).toBeLessThan(EVENT_IMAGE_MAX_BYTES);
    const response = await createWith(file(png, 'poster.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: eventMessages.imageTooManyPixels,
      errors: { image: [eventMessages.imageTooManyPixels] },
    });
  });

  it('refuses a tiny file that claims 20 000 x 20 000 pixels without decoding it', async () => {
    const bomb = pngHeaderOnly(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      format: 'png',
      width: 20_000,
      height: 20_000,
    });
    const response = await createWith(file(bomb, 'bomb.png', 'image/png'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ image: [eventMessages.imageTooManyPixels] });
  });
});

describe('replacing and removing', () => {
  it('replacing the image deletes the old files; a refused replacement keeps the current one', async () => {
    const event = await created(file(await solid(400, 300).png().toBuffer(), 'first.png', 'image/png'));
    const oldFiles = renditionUrls(event).map((url) => uploadPath(testApp, url));
    expect(oldFiles).toHaveLength(6);

    const refused = await updateWith(event.id, file(Buffer.from('not an image'), 'second.jpg', 'image/jpeg'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ image: [eventMessages.imageInvalid] });
    for (const old of oldFiles) expect(fs.existsSync(old)).toBe(true);

    const replaced = await updateWith(
      event.id,
      file(await solid(400, 300, '#000000').jpeg().toBuffer(), 'second.jpg', 'image/jpeg'),
    );
    expect(replaced.statusCode).toBe(200);
    const { image, image_card } = replaced.json().data as EventDetail;
    expect(image).not.toBe(event.image);
    for (const old of oldFiles) expect(fs.existsSync(old)).toBe(false);
    for (const url of [image!, image_card!]) expect(fs.existsSync(uploadPath(testApp, url))).toBe(true);
    expect((await app.inject({ method: 'GET', url: event.image! })).statusCode).toBe(404);
  });

  it('deleting an account removes the images of its events', async () => {
    const business = await makeVerifiedBusiness(app);
    const response = await createWith(file(await solid(400, 300).png().toBuffer(), 'mine.png', 'image/png'), business);
    const event = response.json().data as EventDetail;
    const files = renditionUrls(event).map((url) => uploadPath(testApp, url));
    for (const path of files) expect(fs.existsSync(path)).toBe(true);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/v1/profile',
      headers: business.headers,
      payload: { password: STRONG_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const path of files) expect(fs.existsSync(path)).toBe(false);
  });
});
