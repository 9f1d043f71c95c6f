import { IdentityPage } from '../features/kyc/identity-page.tsx';

/** `/profile/identity`: the member's identity check. */
export function Component() {
  return <IdentityPage />;
}
