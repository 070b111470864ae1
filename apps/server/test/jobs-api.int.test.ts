import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../scripts/test-database.ts';
import { type ShopApi, startShopApi } from './shop-api-helpers.ts';

let api: ShopApi;

beforeAll(async () => {
  api = await startShopApi({ products: 10 });
});

afterAll(async () => {
  await api?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

async function apply(
  slug: string,
  fields: Record<string, string>,
  cv?: Buffer,
  type = 'application/pdf',
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (cv) form.append('cv', new Blob([new Uint8Array(cv)], { type }), 'cv.pdf');
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return api.app.inject({
    method: 'POST',
    url: `/api/v2/jobs/${slug}/applications`,
    headers: { 'content-type': request.headers.get('content-type') ?? '', 'accept-language': 'en' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe(`jobs on ${testDatabaseKind()}`, () => {
  it('lists the openings, takes an application with a CV, and shows it to staff only', async () => {
    const list = await api.call('GET', '/jobs', { lang: 'en' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().jobs.map((j: { title: string }) => j.title)).toEqual([
      'Florist',
      'Delivery driver',
      'Tsagaan Sar shop assistant',
    ]);
    const florist = await api.call('GET', '/jobs/tsetsegchin', { lang: 'ru' });
    expect(florist.json()).toMatchObject({ title: 'Флорист', employment: 'full_time' });
    expect(florist.json().paragraphs).toHaveLength(2);

    const sent = await apply(
      'tsetsegchin',
      { name: 'Болормаа Ганбаатар', phone: '9911 4455', message: 'Таван жил цэцэгчин хийсэн.' },
      PDF,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const photo = await sharp({
      create: { width: 800, height: 1100, channels: 3, background: { r: 250, g: 250, b: 250 } },
    })
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .jpeg()
      .toBuffer();
    const asPhoto = await apply(
      'hurgeltiin-jolooch',
      { name: 'Бат-Эрдэнэ', email: 'bat@example.mn' },
      photo,
      'image/jpeg',
    );
    expect(asPhoto.statusCode, asPhoto.body).toBe(201);

    const staff = await api.shopper('staff');
    const listed = await api.call('GET', '/api/back_office/job_applications', {
      bearer: staff.bearer,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().applications.slice(0, 2)).toMatchObject([
      {
        id: asPhoto.json().id,
        job: 'hurgeltiin-jolooch',
        email: 'bat@example.mn',
        cv_format: 'webp',
      },
      { id: sent.json().id, job: 'tsetsegchin', phone: '+97699114455', cv_format: 'pdf' },
    ]);
    const pdf = await api.call('GET', `/api/back_office/job_applications/${sent.json().id}/cv`, {
      bearer: staff.bearer,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const picture = await api.call(
      'GET',
      `/api/back_office/job_applications/${asPhoto.json().id}/cv`,
      { bearer: staff.bearer },
    );
    expect((await sharp(picture.rawPayload).metadata()).exif).toBeUndefined();
    const shopper = await api.shopper();
    expect(
      (await api.call('GET', '/api/back_office/job_applications', { bearer: shopper.bearer }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an application without a CV, with a file that is neither, or with no way to answer', async () => {
    const cases: [Record<string, string>, Buffer | undefined, string][] = [
      [{ name: 'Сараа', phone: '99115566' }, undefined, 'cv'],
      [{ name: 'Сараа', phone: '99115566' }, Buffer.from('MZ\x90\x00 not a cv'), 'cv'],
      [{ name: 'Сараа' }, PDF, 'email'],
      [{ name: '', phone: '99115566' }, PDF, 'name'],
      [{ name: 'Сараа', phone: '123' }, PDF, 'phone'],
    ];
    for (const [fields, cv, field] of cases) {
      const refused = await apply('tsetsegchin', fields, cv);
      expect(refused.statusCode, `${JSON.stringify(fields)}: ${refused.body}`).toBe(400);
      expect(Object.keys(refused.json().errors ?? {})).toContain(field);
    }
    expect((await apply('no-such-job', { name: 'Сараа', phone: '99115566' }, PDF)).statusCode).toBe(
      404,
    );
  });
});
