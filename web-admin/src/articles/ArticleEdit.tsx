import { Edit } from 'react-admin';
import { ArticleForm } from './ArticleForm';

export default function ArticleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <ArticleForm />
    </Edit>
  );
}
