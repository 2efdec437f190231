import TitleIcon from '@mui/icons-material/Title';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import { ToggleButton } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import {
  ClearButtons,
  FormatButtons,
  ImageButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';

const HEADINGS = [
  { level: 2, label: 'Heading', icon: <TitleIcon fontSize="inherit" /> },
  { level: 3, label: 'Subheading', icon: <TextFieldsIcon fontSize="inherit" /> },
] as const;

function HeadingButtons() {
  const editor = useTiptapEditor();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => HEADINGS.map(({ level }) => current?.isActive('heading', { level }) ?? false),
  });
  return HEADINGS.map(({ level, label, icon }, index) => (
    <ToggleButton
      key={level}
      value={label}
      aria-label={label}
      title={label}
      selected={active?.[index] ?? false}
      disabled={!editor?.isEditable}
      onClick={() => editor.chain().focus().toggleNode('heading', 'paragraph', { level }).run()}
    >
      {icon}
    </ToggleButton>
  ));
}

/**
 * What the public article page keeps: the site's HTML allow-list drops inline styles (colours, alignment), so those
 * buttons are left out; headings are toggles rather than the stock level menu, whose name hides the level shown.
 */
export function ArticleToolbar() {
  return (
    <RichTextInputToolbar>
      <HeadingButtons />
      <FormatButtons />
      <ListButtons />
      <LinkButtons />
      <ImageButtons />
      <QuoteButtons />
      <ClearButtons />
    </RichTextInputToolbar>
  );
}
