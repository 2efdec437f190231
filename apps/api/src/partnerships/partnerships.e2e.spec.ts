import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { ADVOCATE_ANSWERS, DOCX, PDF, PNG, startTestApi, zip, type TestApi } from '@test/api';
import { CleanUpUnclaimedUploadsJob } from '../uploads/cleanup/clean-up-unclaimed-uploads.job.js';

const UPLOAD_REJECTED = 'Upload a .png, .jpg, .jpeg, .webp or .avif image, or a .docx or .pdf document';

describe('partnerships, advocacy applications and uploads', () => {
  let api: TestApi;
  let em: EntityManager;

  const upload = (content: Buffer, filename: string) =>
    api.http().post('/v1/uploads').attach('file', content, { filename, contentType: 'application/octet-stream' });

  const applyAsAdvocate = (body: object) => api.http().post('/v1/partnerships/advocates').send(body);
  const messagePartnerships = (body: object) => api.http().post('/v1/partnerships').send(body);

  const application = (overrides: Record<string, unknown> = {}) => ({
    name: 'Amaka Okafor',
    email: 'Amaka@Example.com',
    phone_number: '+234 (801) 234-5678',
    ...ADVOCATE_ANSWERS,
    ...overrides,
  });

  beforeAll(async () => {
    api = await startTestApi({
      RATE_LIMIT_PUBLIC_FORM_IP: '4/600',
      RATE_LIMIT_UPLOAD_IP: '12/600',
      UPLOAD_MAX_BYTES: '65536',
    });
    em = api.app.get(EntityManager).fork();
  });
  afterAll(() => api.close());

  describe('uploads', () => {
    it('stores images and documents judged by content and replies the download URL', async () => {
      const image = await upload(PNG, 'My Passport.png').expect(201);
      expect(image.body.data).toMatchObject({ kind: 'image', content_type: 'image/png', size: PNG.length });
      expect(image.body.data.url).toMatch(
        /^http:\/\/localhost:3000\/v1\/files\/files\/[0-9a-f]{24}\/My-Passport\.png-\d{8}T\d{6}\.\d{3}Z$/,
      );
      const served = await api.http().get(new URL(image.body.data.url).pathname).expect(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);

      expect((await upload(PDF, 'cv.pdf').expect(201)).body.data).toMatchObject({ kind: 'document' });
      expect((await upload(DOCX, 'cv.docx').expect(201)).body.data).toMatchObject({
        kind: 'document',
        content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
    });

    it('refuses what the content says is not an accepted file, whatever its name', async () => {
      const fake = await upload(Buffer.from('Not a PDF at all, just text.'), 'cv.pdf').expect(400);
      expect(fake.body.errors).toEqual({ file: UPLOAD_REJECTED });
      const spreadsheet = zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
      expect((await upload(spreadsheet, 'cv.docx').expect(400)).body.errors.file).toBe(UPLOAD_REJECTED);
      expect((await upload(PNG, 'cv.pdf').expect(400)).body.errors.file).toBe(
        "The file's content does not match its name",
      );
      const large = Buffer.concat([PDF, Buffer.alloc(70_000, 32)]);
      expect((await upload(large, 'big.pdf').expect(400)).body.errors.file).toBe(
        'The file is too large; the limit is 64 KB',
      );
      expect((await api.http().post('/v1/uploads').send({ file: 'x' }).expect(400)).body.errors).toEqual({
        file: 'Please select a file',
      });
    });
  });

  describe('advocate applications', () => {
    it('gives every section 5 message', async () => {
      const empty = await applyAsAdvocate({}).expect(400);
      expect(empty.body.errors).toEqual({
        name: 'Name cannot be empty',
        email: 'Email cannot be empty',
        age: 'Age cannot be empty',
        phone_number: 'Phone number cannot be empty',
        state: 'State must not be empty',
        bio: 'Bio must not be empty',
        jbm_description: 'Description must not be empty',
        advocate_reason: 'Reason must not be empty',
        education_level: 'Education level must not be empty',
        passport: 'Please select an image',
        cv: 'Please select a documet',
      });
      const wrong = await applyAsAdvocate(
        application({ email: 'amaka@', age: 17, phone_number: '+234 801 234 567 ext', passport: 'x', cv: 'y' }),
      ).expect(400);
      expect(wrong.body.errors).toEqual({
        email: 'Invalid Email',
        age: 'Must be 18 years or older',
        phone_number: 'Invalid phone number; use +234XXXXXXXXXX format',
      });
    });

    it('takes only files uploaded here, of the right kind, then claims them', async () => {
      const passport = (await upload(PNG, 'passport.png').expect(201)).body.data.url as string;
      const cv = (await upload(PDF, 'cv.pdf').expect(201)).body.data.url as string;

      const foreign = await applyAsAdvocate(
        application({ passport: 'https://elsewhere.example/p.png', cv: passport, education_level: 'Wizardry' }),
      ).expect(400);
      expect(foreign.body.errors).toEqual({
        passport: 'Please select an image',
        cv: 'Please select a documet',
        education_level: 'Select an education level from the list',
      });

      const applied = await applyAsAdvocate(application({ passport, cv, education_level: "bachelor's degree" })).expect(
        201,
      );
      expect(applied.body.message).toBe('Successful!');
      const [row] = await em
        .getConnection()
        .execute<Record<string, unknown>[]>(
          'select email, phone_number, age, education_level, passport, cv, status from advocate_application where id = ?',
          [applied.body.data.id],
        );
      expect(row).toEqual({
        email: 'amaka@example.com',
        phone_number: '2348012345678',
        age: 24,
        education_level: "Bachelor's Degree",
        passport,
        cv,
        status: 'new',
      });

      // A day later, the cleanup job deletes the unclaimed uploads and keeps the two claimed ones.
      await em.getConnection().execute(`update upload set created_at = now() - interval '25 hours'`);
      const deleted = await api.app.get(CleanUpUnclaimedUploadsJob).run();
      expect(deleted).toBeGreaterThanOrEqual(3);
      const remaining = await em.getConnection().execute<{ url: string }[]>('select url from upload order by url');
      expect(remaining.map((upload) => upload.url).sort()).toEqual([cv, passport].sort());
      // Once in an application, the files are staff's to see (through the admin API), no longer public.
      await api.http().get(new URL(passport).pathname).expect(404);
    });
  });

  describe('partner messages', () => {
    it('gives the section 5 messages and stores the message for staff', async () => {
      const empty = await messagePartnerships({ name: '', email: ' ' }).expect(400);
      expect(empty.body.errors).toEqual({
        name: 'Name cannot be empty',
        email: 'Email cannot be empty',
        description: 'Please select an option',
      });
      const invalid = await messagePartnerships({
        name: 'Eko Hotels',
        email: 'events@eko',
        description: 'Free hugs',
      }).expect(400);
      expect(invalid.body.errors).toEqual({ email: 'Invalid Email', description: 'Please select an option' });

      const sent = await messagePartnerships({
        name: 'Eko Hotels',
        email: 'events@ekohotels.com',
        description: 'Hotel accommodation/hall services',
        is_organization: true,
      }).expect(201);
      const [row] = await em
        .getConnection()
        .execute<Record<string, unknown>[]>(
          'select description, is_organization, status from partnership_message where id = ?',
          [sent.body.data.id],
        );
      expect(row).toEqual({ description: 'Hotel accommodation/hall services', is_organization: true, status: 'new' });
    });
  });

  it('rate-limits the public forms and uploads per IP', async () => {
    const partner = { name: 'Media Co', email: 'ads@media.ng', description: 'Media Slots', is_organization: false };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await messagePartnerships(partner)).status);
    expect(statuses.filter((status) => status === 201).length).toBe(3);
    expect(statuses.slice(-2)).toEqual([429, 429]);

    const advocate = (await applyAsAdvocate(application({ passport: 'x', cv: 'y' }))).status;
    expect([400, 429]).toContain(advocate);

    let uploads = 0;
    let status = 201;
    while (status !== 429 && uploads < 20) {
      status = (await upload(PNG, 'p.png')).status;
      uploads++;
    }
    expect(status).toBe(429);
  });
});
