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

const apply = (
  slug: string,
  fields: Record<string, string>,
  cv?: Buffer,
  type = 'application/pdf',
  remoteAddress = '127.0.0.1',
) =>
  api.postForm(`/jobs/${slug}/applications`, {
    fields,
    file: cv && { field: 'cv', bytes: cv, type, name: 'cv.pdf' },
    remoteAddress,
  });

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

  it('holds an applicant to five applications a day and an address to twenty an hour', async () => {
    const applicant = { name: 'Болд', email: 'bold.applies@example.mn' };
    for (let i = 0; i < 5; i++) {
      const sent = await apply('tsetsegchin', applicant, PDF, 'application/pdf', '10.9.0.1');
      expect(sent.statusCode, sent.body).toBe(201);
    }
    // The same person from another address, the address written in capitals: still the sixth.
    const sixth = await apply(
      'tsetsegchin',
      { ...applicant, email: 'Bold.Applies@example.mn' },
      PDF,
      'application/pdf',
      '10.9.0.2',
    );
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe('Too many requests. Please wait a moment and try again.');

    const office = '10.9.0.3';
    const fromOffice = (n: number) =>
      apply(
        'tsetsegchin',
        { name: 'Ажилтан', phone: `8800${String(n).padStart(4, '0')}` },
        PDF,
        'application/pdf',
        office,
      );
    for (let n = 0; n < 20; n++) expect((await fromOffice(n)).statusCode).toBe(201);
    expect((await fromOffice(20)).statusCode).toBe(429);
  });
});
