import { Create } from 'react-admin';
import { ArticleForm } from './ArticleForm';

export default function ArticleCreate() {
  return (
    <Create redirect="list">
      <ArticleForm />
    </Create>
  );
}
