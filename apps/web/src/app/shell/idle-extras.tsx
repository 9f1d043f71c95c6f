import ChatButton from '../../features/support/chat-button.tsx';
import UnreadBell from './unread-bell.tsx';

/**
 * What the header adds once the page is idle: a member's inbox bell and everyone's floating chat
 * button. One chunk for both, so the shell names one file to preload, not two (the round page's
 * first load is at its budget).
 */
export default function IdleExtras({ member }: { member: boolean }) {
  return (
    <>
      {member && <UnreadBell />}
      <ChatButton />
    </>
  );
}
