import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { ArticleList } from './ArticleList';

// The rich-text editor (tiptap) is large and only the article forms need it: they load on demand.
const ArticleCreate = lazy(() => import('./ArticleCreate'));
const ArticleEdit = lazy(() => import('./ArticleEdit'));

export const articles: Omit<ResourceProps, 'name'> = {
  list: ArticleList,
  create: ArticleCreate,
  edit: ArticleEdit,
  icon: ArticleIcon,
  recordRepresentation: 'title',
};
