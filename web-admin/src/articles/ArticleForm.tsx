import { RichTextInput } from 'ra-input-rich-text';
import { ArticleToolbar } from './ArticleToolbar';
import { ImageField, ImageInput, maxLength, RadioButtonGroupInput, required, SimpleForm, TextInput } from 'react-admin';

const STATUSES = [
  { id: 'draft', name: 'Draft (only staff see it)' },
  { id: 'published', name: 'Published (on the public /articles page)' },
];

// A saved article holds its image as a URL; the image input works with { src } objects.
const asImageValue = (value: unknown) => (typeof value === 'string' ? { src: value } : value);

export function ArticleForm() {
  return (
    <SimpleForm defaultValues={{ status: 'draft' }}>
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <ImageInput
        source="image"
        label="Cover image"
        accept={{ 'image/png': [], 'image/jpeg': [], 'image/webp': [], 'image/avif': [] }}
        format={asImageValue}
        helperText="PNG, JPEG, WebP or AVIF"
        inputProps={{ 'aria-label': 'Cover image file' }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <RichTextInput source="content" label="Text" validate={required()} fullWidth toolbar={<ArticleToolbar />} />
      <RadioButtonGroupInput source="status" choices={STATUSES} validate={required()} row={false} />
    </SimpleForm>
  );
}
