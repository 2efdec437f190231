import { Migration } from '@mikro-orm/migrations';

/**
 * The starter articles were written published but without a publication date, so nothing dated them as published:
 * each gets the date it was written.
 */
export class Migration20261127140000SeededArticlesPublished extends Migration {
  override name = 'Migration20261127140000SeededArticlesPublished';

  override up(): void {
    this.addSql(
      `update "article" set "published_at" = "created_at" where "status" = 'published' and "published_at" is null`,
    );
  }

  override down(): void {
    // The dates set cannot be told from dates set by publishing; leaving them is harmless.
  }
}
