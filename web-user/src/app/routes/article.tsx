import { useParams } from 'react-router-dom';
import { ArticleDetail } from '@/features/articles/components/articles';

export function Component() {
  const { id = '' } = useParams();
  return <ArticleDetail key={id} id={id} />;
}
