import { BodyCode } from '@app/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfilesTestApp, type ProfilesTestApp } from './profiles-app';
import { picture, pngBomb } from './test-images';

const MAX_BYTES = 300_000;
const MAX_PIXELS = 4_000_000;

/** Image uploads (issue 18 item 2): a real multipart upload through the pipeline; refusals store nothing. */
describe('profile images', () => {
  let t: ProfilesTestApp;
  beforeAll(async () => {
    t = await buildProfilesTestApp({ IMAGE_MAX_BYTES: String(MAX_BYTES), IMAGE_MAX_PIXELS: String(MAX_PIXELS) });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('cuts an avatar to 256 and 96 px WebP without its metadata, serves it cached for a year, and sets it', async () => {
    const player = await t.player();
    const { data: made } = await t.call(player, '/profile/create', { username: 'Pics' });
    const up = await t.upload(player, await picture(1024, 768, 'jpeg'), 'avatar', 'me.jpg', 'image/jpeg');
    expect(up.body.code).toBe(0);
    expect(up.body.data).toMatchObject({
      purpose: 'avatar',
      url: expect.stringMatching(/^\/profile\/media\/[a-z0-9]{16}-l\.webp$/),
    });

    for (const [url, size] of [
      [up.body.data.url, 256],
      [up.body.data.thumb_url, 96],
    ] as const) {
      const res = await fetch(`${t.origin}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
    }

    const set = await t.call(player, '/profile/set_image', {
      xid: made.xid,
      kind: 'avatar',
      image_id: up.body.data.image_id,
    });
    expect(set.data.avatar).toEqual({ url: up.body.data.url, thumb_url: up.body.data.thumb_url });
    expect((await t.get(undefined, `/profile/view?xid=${made.xid}`)).data.avatar.url).toBe(up.body.data.url);
  });

  it('cuts a background to 1200 x 630 (the share image size) and takes PNG and GIF too', async () => {
    const player = await t.player();
    const png = await t.upload(player, await picture(800, 800, 'png'), 'background');
    expect(png.body.code).toBe(0);
    const meta = await sharp(
      Buffer.from(await (await fetch(`${t.origin}${png.body.data.url}`)).arrayBuffer()),
    ).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    const gif = await t.upload(player, await picture(64, 64, 'gif'), 'product', 'a.gif', 'image/gif');
    expect(gif.body.code).toBe(0);
  });

  it('refuses a file that is not an image whatever its name and type say, and stores nothing', async () => {
    const player = await t.player();
    const [filesBefore, rowsBefore] = [await t.storedFiles(), await t.imageRows()];
    const fakes = [
      new TextEncoder().encode('<html><script>alert(1)</script></html>'),
      new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
      ),
      // A real JPEG header over garbage: sniffed as JPEG, refused when it does not decode.
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
    ];
    for (const bytes of fakes) {
      const res = await t.upload(player, bytes, 'avatar', 'photo.png', 'image/png');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: BodyCode.IMAGE_NOT_AN_IMAGE, data: null });
    }
    expect(await t.storedFiles()).toEqual(filesBefore);
    expect(await t.imageRows()).toBe(rowsBefore);
  });

  it('refuses a file over the size limit with the limit, and stores nothing', async () => {
    const player = await t.player();
    const [filesBefore, rowsBefore] = [await t.storedFiles(), await t.imageRows()];
    const big = Buffer.concat([await picture(64, 64, 'png'), Buffer.alloc(MAX_BYTES, 1)]);
    const res = await t.upload(player, big, 'avatar');
    expect(res.body).toMatchObject({ code: BodyCode.IMAGE_TOO_LARGE, data: { max_bytes: MAX_BYTES } });
    expect(await t.storedFiles()).toEqual(filesBefore);
    expect(await t.imageRows()).toBe(rowsBefore);
  });

  it('refuses a decompression bomb (a tiny file declaring a huge canvas) before decoding it, and stores nothing', async () => {
    const player = await t.player();
    const [filesBefore, rowsBefore] = [await t.storedFiles(), await t.imageRows()];
    const bomb = await pngBomb(60_000, 60_000);
    expect(bomb.length).toBeLessThan(200);
    const res = await t.upload(player, bomb, 'avatar');
    expect(res.body).toMatchObject({ code: BodyCode.IMAGE_TOO_MANY_PIXELS, data: { max_pixels: MAX_PIXELS } });
    // Just over the limit, a real picture is refused too.
    const over = await t.upload(player, await picture(2100, 2000, 'png'), 'avatar');
    expect(over.body).toMatchObject({ code: BodyCode.IMAGE_TOO_MANY_PIXELS });
    expect(await t.storedFiles()).toEqual(filesBefore);
    expect(await t.imageRows()).toBe(rowsBefore);
  });

  it('refuses an upload with no file, no purpose or signed out', async () => {
    const player = await t.player();
    const form = new FormData();
    form.set('purpose', 'avatar');
    const { sessionHeaders } = await import('../../../../test/helpers/sign-in');
    const noFile = await fetch(`${t.origin}/profile/upload_image`, {
      method: 'POST',
      body: form,
      headers: sessionHeaders(player),
    });
    expect(await noFile.json()).toMatchObject({ code: BodyCode.IMAGE_MISSING });
    const badPurpose = await t.upload(player, await picture(32, 32), 'banner');
    expect(badPurpose.body).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'purpose' } });
    const signedOut = await t.upload({ user_id: 0, user_secret_key: '' } as never, await picture(32, 32));
    expect(signedOut.body.code).toBe(BodyCode.SESSION_INVALID);
  });

  it("will not use another player's image, or an image uploaded for another use", async () => {
    const owner = await t.player();
    const other = await t.player();
    const { data: made } = await t.call(owner, '/profile/create', { username: 'Mine' });
    const theirs = await t.upload(other, await picture(64, 64), 'avatar');
    const background = await t.upload(owner, await picture(64, 64), 'background');
    for (const imageId of [theirs.body.data.image_id, background.body.data.image_id]) {
      const res = await t.call(owner, '/profile/set_image', { xid: made.xid, kind: 'avatar', image_id: imageId });
      expect(res.code).toBe(BodyCode.IMAGE_NOT_FOUND);
    }
    const product = await t.call(owner, '/profile/add_product', {
      xid: made.xid,
      title: 'X',
      link: '/quest',
      image_id: theirs.body.data.image_id,
    });
    expect(product.code).toBe(BodyCode.IMAGE_NOT_FOUND);
    expect((await t.get(undefined, `/profile/view?xid=${made.xid}`)).data).toMatchObject({
      avatar: null,
      products: [],
    });
    expect((await fetch(`${t.origin}/profile/media/aaaaaaaaaaaaaaaa-l.webp`)).status).toBe(404);
    expect((await fetch(`${t.origin}/profile/media/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });
});
