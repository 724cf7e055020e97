import { Modal } from '@mantine/core';
import type { CurrentUser } from '../currentUser.ts';
import { ProfileForm } from './ProfileForm.tsx';

type ProfileDialogProps = { user: CurrentUser; opened: boolean; onClose: () => void };

/** The user menu's Settings: a small dialog for the signed-in user's name. */
export function ProfileDialog({ user, opened, onClose }: ProfileDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Profile settings" centered>
      <ProfileForm user={user} onDone={onClose} />
    </Modal>
  );
}
