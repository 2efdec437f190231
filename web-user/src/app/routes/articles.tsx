import { ArticleList } from '@/features/articles/components/articles';

export const Component = ArticleList;
