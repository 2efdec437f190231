import { OptionalProps } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Entity, Enum, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { sanitizeArticleHtml } from './article-html.js';

export type ArticleStatus = 'draft' | 'published';

@Entity({ tableName: 'article' })
export class ArticleEntity {
  [OptionalProps]?: 'image' | 'status' | 'publishedAt' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  title!: string;

  /** HTML, sanitised against the allow-list whenever it is written. */
  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'text', nullable: true })
  image: string | null = null;

  @Enum({ items: ['draft', 'published'], nativeEnumName: 'article_status', default: 'published' })
  status: ArticleStatus = 'published';

  /** When it was first published; null for a draft never published. */
  @Property({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Whatever writes an article through the ORM (the staff console), the stored HTML is the sanitised one. */
  @BeforeCreate()
  @BeforeUpdate()
  sanitizeContent(): void {
    this.content = sanitizeArticleHtml(this.content);
  }
}
