import { lazy, Suspense } from 'react';
import ChatButton from '../../features/support/chat-button.tsx';
import UnreadBell from './unread-bell.tsx';

// A guest never downloads the session reminder.
const RealityCheck = lazy(() => import('../../features/compliance/reality-check.tsx'));

/**
 * What the header adds once the page is idle: a member's inbox bell and session reminder, and
 * everyone's floating chat button. One chunk for the bell and the button, so the shell names one
 * file to preload, not two (the round page's first load is at its budget).
 */
export default function IdleExtras({ member }: { member: boolean }) {
  return (
    <>
      {member && <UnreadBell />}
      {member && (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      )}
      <ChatButton />
    </>
  );
}
