import { ErrorScreen } from '../app/errors/error-screens.tsx';
import { screenForError } from '../app/errors/error-to-screen.ts';
import { useKyc } from '../features/kyc/api.ts';
import { IdentityPage } from '../features/kyc/identity-page.tsx';

/** `/profile/identity`: the member's identity check (docs/compliance.md "Identity checks"). */
export function Component() {
  const kyc = useKyc();
  if (kyc.isError) return <ErrorScreen kind={screenForError(kyc.error)} />;
  return <IdentityPage kyc={kyc.data} />;
}
