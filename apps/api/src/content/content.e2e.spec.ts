import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { ArticleEntity } from '@app/persistence';
import { startTestApi, type TestApi } from '@test/api';

const HOSTILE =
  '<p onclick="steal()">Give blood<script>alert(1)</script></p><img src="x" onerror="alert(2)"><img src="https://cdn.example.com/a.png" alt="drop" onload="x()"><a href="javascript:alert(3)">bad</a><a href="https://bloodmatch.ng">good</a><iframe src="https://evil.example"></iframe><style>body{}</style>';

const expectClean = (html: string) => {
  expect(html).not.toMatch(/<script|<iframe|<style|onerror|onclick|onload|javascript:/i);
  expect(html).toContain('<p>Give blood</p>');
  expect(html).toContain('<img src="https://cdn.example.com/a.png" alt="drop" />');
  expect(html).toContain('<a href="https://bloodmatch.ng" rel="noopener noreferrer nofollow">good</a>');
};

describe('articles', () => {
  let api: TestApi;
  let em: EntityManager;

  beforeAll(async () => {
    api = await startTestApi();
    em = api.app.get(EntityManager).fork();
  });
  afterAll(() => api.close());

  it('lists the seeded articles, newest first, under data.blogs with page_info', async () => {
    const response = await api.http().get('/v1/blogs?page=1&limit=2').expect(200);
    expect(response.body.data.page_info).toEqual({ total: 3, total_pages: 2 });
    expect(response.body.data.blogs).toHaveLength(2);
    expect(response.body.data.blogs[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      content: expect.stringContaining('<p>'),
      created_on: expect.any(String),
      image: null,
    });
    await api.http().get('/v1/blogs?limit=0').expect(400);
  });

  it('dates the seeded articles as published, and shows readers that date', async () => {
    const seeded = await em
      .getConnection()
      .execute<{ id: number; published_at: string | null }[]>('select id, published_at from article order by id');
    expect(seeded).toHaveLength(3);
    for (const row of seeded) expect(row.published_at).not.toBeNull();
    const detail = await api.http().get(`/v1/blogs/${seeded[0]!.id}`).expect(200);
    expect(new Date(detail.body.data.created_on).getTime()).toBe(new Date(seeded[0]!.published_at!).getTime());
  });

  it('sanitises article HTML when it is written, and again when it is read', async () => {
    const written = em.create(ArticleEntity, { title: 'Hostile', content: HOSTILE });
    await em.flush();
    const [stored] = await em
      .getConnection()
      .execute<{ content: string }[]>('select content from article where id = ?', [written.id]);
    expectClean(stored!.content);

    const [raw] = await em
      .getConnection()
      .execute<{ id: number }[]>(
        `insert into article (title, content, status, created_at, updated_at) values ('Raw', ?, 'published', now(), now()) returning id`,
        [HOSTILE],
      );
    const detail = await api.http().get(`/v1/blogs/${raw!.id}`).expect(200);
    expectClean(detail.body.data.blog.content);
    expect(detail.body.data).toMatchObject({ id: raw!.id, title: 'Raw', image: null });
    const list = await api.http().get('/v1/blogs').expect(200);
    for (const blog of list.body.data.blogs) expect(blog.content).not.toMatch(/<script|onerror/i);
  });

  it('answers 404 for unknown, draft or malformed ids', async () => {
    const draft = em.create(ArticleEntity, { title: 'Draft', content: '<p>soon</p>', status: 'draft' });
    await em.flush();
    for (const id of ['999999', String(draft.id), 'abc', '-1']) {
      const response = await api.http().get(`/v1/blogs/${id}`).expect(404);
      expect(response.body.message).toBe('Article not found');
    }
  });
});
