import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ComponentProps, type ReactNode } from 'react';

type BodyEditorProps = {
  label: string;
  /** The body's HTML; a new value from outside (a template) replaces the editor's content. */
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  disabled?: boolean;
};

/** A message body: bold, italics, lists and links (tiptap, Mantine's toolbar); the server sanitises what it sends. */
export function BodyEditor({ label, value, onChange, error, disabled }: BodyEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: false, codeBlock: false, code: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  useEffect(() => {
    if (editor && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  return (
    <Input.Wrapper label={label} error={error} required>
      {/* @mantine/tiptap's types read @tiptap/core's CommonJS declarations, the editor's are the ESM ones: the same class. */}
      <RichTextEditor editor={editor as ComponentProps<typeof RichTextEditor>['editor']}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
