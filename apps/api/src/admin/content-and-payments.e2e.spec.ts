import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { TestimonialEntity, UserEntity } from '@app/persistence';
import {
  bearer,
  eventually,
  PDF,
  PNG,
  signInTestStaff,
  STAFF_PASSWORD,
  startTestApi,
  writtenMails,
  type SignedInStaff,
  type TestApi,
} from '@test/api';

describe('admin API: articles, testimonials, applications, partnerships, donations, staff, audit log, dashboard', () => {
  let api: TestApi;
  let admin: SignedInStaff;
  let moderator: SignedInStaff;
  const em = () => api.app.get(EntityManager).fork();
  const as = (staff: SignedInStaff = moderator) => bearer(staff.token);
  const mailsTo = (address: string) => () =>
    Promise.resolve(writtenMails(api.config.DATA_DIR).filter((mail) => mail.to.includes(address)));

  beforeAll(async () => {
    api = await startTestApi({
      OUTBOX_POLL_INTERVAL_MS: '50',
      RATE_LIMIT_LOGIN_IP: '1000/60',
      RATE_LIMIT_PUBLIC_FORM_IP: '100/600',
    });
    admin = await signInTestStaff(api, 'admin');
    moderator = await signInTestStaff(api, 'moderator');
  });
  afterAll(() => api.close());

  it('creates, edits, publishes and deletes articles, sanitising the HTML; published ones are on /v1/blogs at once', async () => {
    const image = await api
      .http()
      .post('/v1/admin/uploads')
      .set(as())
      .attach('file', PNG, { filename: 'cover.png', contentType: 'image/png' })
      .expect(201);
    const url = image.body.data.url as string;
    const notImage = await api
      .http()
      .post('/v1/admin/uploads')
      .set(as())
      .attach('file', PDF, { filename: 'cv.pdf', contentType: 'application/pdf' })
      .expect(400);
    expect(notImage.body.errors.file).toBe('Upload a .png, .jpg, .jpeg, .webp or .avif image');

    const created = await api
      .http()
      .post('/v1/admin/articles')
      .set(as())
      .send({
        title: 'Why O- donors matter',
        content: '<p onclick="steal()">Everyone <script>alert(1)</script><strong>can</strong> receive it.</p>',
        image: url,
        status: 'draft',
      })
      .expect(201);
    expect(created.body).toMatchObject({ status: 'draft', published_at: null, image: url });
    expect(created.body.content).toBe('<p>Everyone <strong>can</strong> receive it.</p>');
    const id = created.body.id as number;
    const titles = async () =>
      ((await api.http().get('/v1/blogs?limit=100').expect(200)).body.data.blogs as { title: string }[]).map(
        (blog) => blog.title,
      );
    expect(await titles()).not.toContain('Why O- donors matter');

    const published = await api
      .http()
      .put(`/v1/admin/articles/${id}`)
      .set(as())
      .send({
        ...created.body,
        status: 'published',
        content: '<p>Everyone can receive it.</p><iframe src="x"></iframe>',
      })
      .expect(200);
    expect(published.body).toMatchObject({ status: 'published', content: '<p>Everyone can receive it.</p>' });
    expect(published.body.published_at).toEqual(expect.any(String));
    expect(await titles()).toContain('Why O- donors matter');
    const [uploadAudit] = await em()
      .getConnection()
      .execute<{ actor_id: string; after: { url: string } }[]>(
        `select actor_id, after from audit_log where action = 'upload.uploaded'`,
      );
    expect(uploadAudit).toMatchObject({ actor_id: moderator.id, after: { url } });
    const [claimed] = await em()
      .getConnection()
      .execute<{ claimed: boolean }[]>(`select claimed_at is not null as claimed from upload where url = ?`, [url]);
    expect(claimed).toEqual({ claimed: true });

    await api
      .http()
      .put(`/v1/admin/articles/${id}`)
      .set(as())
      .send({ title: '', content: 'x', status: 'published' })
      .expect(400);
    const drafts = await api.http().get('/v1/admin/articles?filter={"status":"draft"}').set(as()).expect(200);
    expect(drafts.body).toEqual([]);

    await api.http().delete(`/v1/admin/articles/${id}`).set(as()).expect(200);
    await api.http().get(`/v1/admin/articles/${id}`).set(as()).expect(404);
    expect(await titles()).not.toContain('Why O- donors matter');
    const actions = await em()
      .getConnection()
      .execute<{ action: string }[]>(
        `select action from audit_log where resource = 'articles' and record_id = ? order by created_at`,
        [String(id)],
      );
    expect(actions.map((row) => row.action)).toEqual(['article.created', 'article.published', 'article.deleted']);
  });

  it('approves and rejects testimonials with a note; approved ones are on the home page', async () => {
    const fork = em();
    const story = fork.create(TestimonialEntity, {
      author: null,
      type: 'donor',
      state: 'Lagos',
      summary: 'I gave blood for my neighbour.',
    });
    const other = fork.create(TestimonialEntity, {
      author: null,
      type: 'recipient',
      state: 'Oyo',
      summary: 'Buy my product!',
    });
    await fork.flush();
    const pending = await api.http().get('/v1/admin/testimonials?filter={"status":"pending"}').set(as()).expect(200);
    expect(pending.headers['content-range']).toBe('testimonials 0-1/2');

    await api
      .http()
      .put(`/v1/admin/testimonials/${story.id}`)
      .set(as())
      .send({ status: 'approved', moderation_note: 'Lovely' })
      .expect(200);
    const rejected = await api
      .http()
      .put(`/v1/admin/testimonials/${other.id}`)
      .set(as())
      .send({ status: 'rejected', moderation_note: 'Spam' })
      .expect(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      moderation_note: 'Spam',
      reviewed_at: expect.any(String),
    });
    await api.http().put(`/v1/admin/testimonials/${other.id}`).set(as()).send({ status: 'pending' }).expect(400);
    const home = await api.http().get('/v1/testimonials').expect(200);
    expect(home.body.data.testimonials.map((row: { summary: string }) => row.summary)).toEqual([
      'I gave blood for my neighbour.',
    ]);
  });

  it('decides an advocate application: files to staff only, the applicant emailed and notified, advocates counted', async () => {
    const upload = (content: Buffer, filename: string) =>
      api
        .http()
        .post('/v1/uploads')
        .attach('file', content, { filename, contentType: 'application/octet-stream' })
        .expect(201);
    const passport = (await upload(PNG, 'passport.png')).body.data.url as string;
    const cv = (await upload(PDF, 'cv.pdf')).body.data.url as string;
    const fork = em();
    const applicant = fork.create(UserEntity, {
      firstName: 'Amaka',
      lastName: 'Okafor',
      email: 'amaka@example.com',
      phoneNumber: '2348012345678',
      passwordHash: 'not-used',
      status: 'active',
    });
    await fork.flush();
    const applied = await api
      .http()
      .post('/v1/partnerships/advocates')
      .send({
        name: 'Amaka Okafor',
        email: 'amaka@example.com',
        phone_number: '+2348012345678',
        state: 'Enugu',
        age: '24',
        education_level: "Bachelor's Degree",
        bio: 'A nurse who organises blood drives.',
        jbm_description: 'A platform that matches donors with people who need blood.',
        advocate_reason: 'I have seen patients die waiting for blood.',
        passport,
        cv,
      })
      .expect(201);
    const id = applied.body.data.id as string;

    await api.http().get(new URL(passport).pathname).expect(404);
    const shown = await api.http().get(`/v1/admin/advocate-applications/${id}`).set(as()).expect(200);
    expect(shown.body).toMatchObject({
      status: 'new',
      email: 'a***@example.com',
      passport_url: `/v1/admin/advocate-applications/${id}/passport`,
    });
    const photo = await api.http().get(shown.body.passport_url).set(as()).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.body as Buffer, PNG)).toBe(0);
    await api.http().get(shown.body.cv_url).expect(401);
    expect(photo.headers['content-disposition']).toMatch(/^inline; /);
    const document = await api.http().get(shown.body.cv_url).set(as()).expect(200);
    expect(document.headers['content-disposition']).toBe(`attachment; filename="cv-${id}.pdf"`);
    const fileReads = await em()
      .getConnection()
      .execute<{ action: string }[]>(
        `select action from audit_log where record_id = ? and action like '%downloaded' order by created_at`,
        [id],
      );
    expect(fileReads.map((row) => row.action)).toEqual([
      'advocate_application.passport_downloaded',
      'advocate_application.cv_downloaded',
    ]);

    const before = (await api.http().get('/v1/stats/platform').expect(200)).body.data.advocates as number;
    await api
      .http()
      .post(`/v1/admin/advocate-applications/${id}/decide`)
      .set(as())
      .send({ decision: 'accepted' })
      .expect(400);
    const decided = await api
      .http()
      .post(`/v1/admin/advocate-applications/${id}/decide`)
      .set(as())
      .send({ decision: 'accepted', message: 'We will call you to plan your first drive.' })
      .expect(200);
    expect(decided.body).toMatchObject({
      status: 'accepted',
      decision_message: 'We will call you to plan your first drive.',
    });
    await api
      .http()
      .post(`/v1/admin/advocate-applications/${id}/decide`)
      .set(as())
      .send({ decision: 'rejected', message: 'No' })
      .expect(409);

    const mails = await eventually(mailsTo('amaka@example.com'), (found) => found.length > 0);
    expect(mails).toEqual([
      expect.objectContaining({
        subject: 'Your advocate application was accepted',
        body: expect.stringContaining('We will call you to plan your first drive.'),
      }),
    ]);
    const notified = await eventually(
      () =>
        em()
          .getConnection()
          .execute<{ title: string }[]>(`select title from notification where user_id = ?`, [applicant.id]),
      (rows) => rows.length > 0,
    );
    expect(notified).toEqual([{ title: 'Your advocate application' }]);
    const after = await eventually(
      async () => (await api.http().get('/v1/stats/platform').expect(200)).body.data.advocates as number,
      (count) => count > before,
    );
    expect(after).toBe(before + 1);
  });

  it('moves partnership messages new → contacted → agreed with notes', async () => {
    const sent = await api
      .http()
      .post('/v1/partnerships')
      .send({ name: 'Eko Hotels', email: 'events@eko.example.com', description: 'Media Slots' })
      .expect(201);
    const listed = await api.http().get('/v1/admin/partnership-messages?filter={"q":"eko"}').set(as()).expect(200);
    const id = listed.body[0].id as string;
    expect(listed.body[0]).toMatchObject({ status: 'new', email: 'e***@eko.example.com' });
    expect(sent.status).toBe(201);
    const put = (body: object) => api.http().put(`/v1/admin/partnership-messages/${id}`).set(as()).send(body);
    await put({ status: 'contacted', notes: 'Called their events team' }).expect(200);
    await put({ status: 'agreed' }).expect(200);
    const final = await put({ status: 'declined' }).expect(409);
    expect(final.body.message).toBe('A message that is agreed cannot become declined');
    const contact = await api.http().post(`/v1/admin/partnership-messages/${id}/reveal-contact`).set(as()).expect(200);
    expect(contact.body).toEqual({ id, email: 'events@eko.example.com' });
  });

  it('confirms a crypto donation with its hash and emails the receipt; card donations stay read-only but send receipts too', async () => {
    const services = (await api.http().get('/v1/util/services?type=donation').expect(200)).body.data.services as {
      id: number;
      kind: string;
      name: string;
    }[];
    const donor = {
      name: 'Tunde Bakare',
      phone_number: '+2348012345678',
      redirect_url: 'http://localhost:3000/donate/complete',
    };
    const crypto = await api
      .http()
      .post('/v1/partnerships/donations')
      .send({
        ...donor,
        email: 'tunde.crypto@example.com',
        amount: 100,
        currency: 'USD',
        service_id: services.find((s) => s.name === 'Crypto')!.id,
      })
      .expect(201);
    const queue = await api
      .http()
      .get('/v1/admin/money-donations?filter={"provider":"crypto","status":"pending"}')
      .set(as())
      .expect(200);
    const donation = queue.body.find((row: { reference: string }) => row.reference === crypto.body.data.reference);
    expect(donation).toMatchObject({ can_confirm: true, amount: 100, currency: 'USD', email: 't***@example.com' });

    const dashboard = await api.http().get('/v1/admin/dashboard').set(as()).expect(200);
    expect(dashboard.body.data.queues.unconfirmed_crypto_donations).toBe(1);

    await api
      .http()
      .post(`/v1/admin/money-donations/${donation.id}/confirm-crypto`)
      .set(as())
      .send({ transaction_hash: 'no' })
      .expect(400);
    const confirmed = await api
      .http()
      .post(`/v1/admin/money-donations/${donation.id}/confirm-crypto`)
      .set(as())
      .send({ transaction_hash: '0xabc123def4567890' })
      .expect(200);
    expect(confirmed.body).toMatchObject({
      status: 'successful',
      transaction_hash: '0xabc123def4567890',
      can_confirm: false,
    });
    await api
      .http()
      .post(`/v1/admin/money-donations/${donation.id}/confirm-crypto`)
      .set(as())
      .send({ transaction_hash: '0xabc123def4567890' })
      .expect(409);
    const cryptoReceipt = await eventually(mailsTo('tunde.crypto@example.com'), (found) => found.length > 0);
    expect(cryptoReceipt).toEqual([
      expect.objectContaining({
        subject: `Receipt for your donation ${crypto.body.data.reference}`,
        body: expect.stringContaining('USD 100.00'),
      }),
    ]);
    expect(cryptoReceipt[0]!.body).toContain('0xabc123def4567890');

    const card = await api
      .http()
      .post('/v1/partnerships/donations')
      .send({
        ...donor,
        email: 'tunde.card@example.com',
        amount: 5000,
        currency: 'NGN',
        service_id: services.find((s) => s.kind === 'cash')!.id,
      })
      .expect(201);
    const checkout = new URL(card.body.data.authorization_url).pathname;
    await api.http().post(`${checkout}/complete`).set('content-type', 'text/plain').send('sandbox=pay').expect(303);
    const cardRow = (
      await api.http().get(`/v1/admin/money-donations?filter={"q":"${card.body.data.reference}"}`).set(as()).expect(200)
    ).body[0];
    expect(cardRow).toMatchObject({ provider: 'sandbox', status: 'successful', can_confirm: false });
    const refused = await api
      .http()
      .post(`/v1/admin/money-donations/${cardRow.id}/confirm-crypto`)
      .set(as())
      .send({ transaction_hash: '0xabc123def4567890' })
      .expect(409);
    expect(refused.body.message).toBe('Card donations are confirmed by the payment provider, not by hand');
    const cardReceipt = await eventually(mailsTo('tunde.card@example.com'), (found) => found.length > 0);
    expect(cardReceipt).toEqual([
      expect.objectContaining({
        subject: `Receipt for your donation ${card.body.data.reference}`,
        body: expect.stringContaining('NGN 5,000.00'),
      }),
    ]);

    const amounts = await api
      .http()
      .get('/v1/admin/money-donations?filter={"amount_gte":1000,"amount_lte":6000}')
      .set(as())
      .expect(200);
    expect(amounts.body.map((row: { reference: string }) => row.reference)).toEqual([card.body.data.reference]);
  });

  it('lets admins invite staff, change roles and disable them; the audit log is theirs to read and has no write route', async () => {
    const invited = await api
      .http()
      .post('/v1/admin/staff')
      .set(as(admin))
      .send({ email: 'New.Mod@staff.example.org', name: 'New Mod', role: 'moderator' })
      .expect(201);
    expect(invited.body).toMatchObject({
      email: 'new.mod@staff.example.org',
      role: 'moderator',
      disabled: false,
      totp_enrolled: false,
    });
    const [invitation] = await eventually(mailsTo('new.mod@staff.example.org'), (found) => found.length > 0);
    expect(invitation!.subject).toBe('You are invited to the Blood Match staff console');
    const token = /\/admin\/#\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(invitation!.body)![1]!;
    await api
      .http()
      .post('/v1/admin/auth/set-password')
      .send({ token: decodeURIComponent(token), password: 'moderator passphrase' })
      .expect(200);
    await api
      .http()
      .post('/v1/admin/staff')
      .set(as(admin))
      .send({ email: 'new.mod@staff.example.org', name: 'Again', role: 'admin' })
      .expect(409);

    await api.http().put(`/v1/admin/staff/${invited.body.id}`).set(as(admin)).send({ role: 'admin' }).expect(200);
    const self = await api
      .http()
      .put(`/v1/admin/staff/${admin.id}`)
      .set(as(admin))
      .send({ disabled: true })
      .expect(409);
    expect(self.body.message).toBe('You cannot change your own role or access; ask another admin');
    await api.http().put(`/v1/admin/staff/${moderator.id}`).set(as()).send({ disabled: true }).expect(403);

    const victim = await signInTestStaff(api, 'moderator');
    await api.http().get('/v1/admin/dashboard').set(as(victim)).expect(200);
    await api.http().put(`/v1/admin/staff/${victim.id}`).set(as(admin)).send({ disabled: true }).expect(200);
    await api.http().get('/v1/admin/dashboard').set(as(victim)).expect(401);

    // A lost phone: the authenticator is reset and the next sign-in enrols again; a forgotten password: a new link.
    const phoneless = await signInTestStaff(api, 'moderator');
    const reset = await api
      .http()
      .put(`/v1/admin/staff/${phoneless.id}`)
      .set(as(admin))
      .send({ reset_authenticator: true, send_password_link: true })
      .expect(200);
    expect(reset.body).toMatchObject({ totp_enrolled: false });
    await api.http().get('/v1/admin/dashboard').set(as(phoneless)).expect(401);
    const [newLink] = await eventually(mailsTo(phoneless.email), (found) => found.length > 0);
    expect(newLink!.subject).toBe('Set a new password for the Blood Match staff console');
    expect(newLink!.body).toContain('/admin/#/set-password?token=');
    const relogin = await api
      .http()
      .post('/v1/admin/auth/login')
      .send({ email: phoneless.email, password: STAFF_PASSWORD })
      .expect(200);
    expect(relogin.body.data.step).toBe('enrol');

    const log = await api
      .http()
      .get(`/v1/admin/audit-log?filter={"resource":"staff","record_id":"${victim.id}"}`)
      .set(as(admin))
      .expect(200);
    expect(log.body.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'staff.disabled',
      'staff.signed_in',
    ]);
    expect(log.body.find((entry: { action: string }) => entry.action === 'staff.disabled')).toMatchObject({
      actor: { id: admin.id, email: admin.email },
      before: expect.objectContaining({ disabled: false }),
      after: expect.objectContaining({ disabled: true }),
    });
    await api.http().get('/v1/admin/audit-log').set(as()).expect(403);
    const entry = log.body[0].id as string;
    await api.http().put(`/v1/admin/audit-log/${entry}`).set(as(admin)).send({ action: 'nothing' }).expect(404);
    await api.http().delete(`/v1/admin/audit-log/${entry}`).set(as(admin)).expect(404);
    await api.http().post('/v1/admin/audit-log').set(as(admin)).send({}).expect(404);
  });

  it('shows the platform figures and every queue on the dashboard', async () => {
    const dashboard = await api.http().get('/v1/admin/dashboard').set(as()).expect(200);
    expect(dashboard.body.data).toEqual({
      figures: {
        registered_donors: expect.any(Number),
        donation_requests: expect.any(Number),
        successful_matches: expect.any(Number),
        advocates: expect.any(Number),
      },
      queues: {
        open_reports: 0,
        flagged_feedback: 0,
        pending_applications: 0,
        pending_testimonials: 0,
        unconfirmed_crypto_donations: 0,
        proposed_hospitals: 0,
      },
      waiting: expect.arrayContaining([
        {
          queue: 'abuse_reports',
          resource: 'abuse-reports',
          filter: { status: ['open', 'investigating'] },
          count: 0,
          oldest: null,
        },
      ]),
    });
  });
});
