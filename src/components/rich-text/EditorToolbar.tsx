import {
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
} from 'mui-tiptap';

/** The editor's buttons: one per thing the editor can make (extensions.ts). They wrap on phones. */
export function EditorToolbar() {
  return (
    <MenuControlsContainer>
      <MenuSelectHeading
        tooltipTitle="Text style"
        labels={{ paragraph: 'Paragraph', heading2: 'Heading', heading3: 'Subheading' }}
      />
      <MenuDivider />
      <MenuButtonBold />
      <MenuButtonItalic />
      <MenuDivider />
      <MenuButtonBulletedList />
      <MenuButtonOrderedList />
      <MenuButtonEditLink />
      <MenuDivider />
      <MenuButtonUndo />
      <MenuButtonRedo />
    </MenuControlsContainer>
  );
}
