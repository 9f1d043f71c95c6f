import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { i18n } from '../../lib/i18n.ts';
import { installFakeApi, type FakeApi } from '../../test/fake-api.ts';
import { renderWithProviders, setupI18n } from '../../test/render.tsx';
import { WithdrawForm } from '../withdrawals/withdraw-form.tsx';
import thKyc from './locales/th.json';

const MEMBER = { uuid: 'u-1', status: 0, name: 'Somchai', userName: 'somchai01' };
const THRESHOLDS = { kycWithdrawalBaht: 20_000, kycLifetimeBaht: 100_000 };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

let api: FakeApi;
beforeAll(setupI18n);
beforeEach(async () => {
  await i18n.changeLanguage('th');
  api = installFakeApi();
  api.on('users.auth', { body: MEMBER });
  api.on('cashs', { body: { money: 0 } });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const choose = (name: 'document' | 'selfie', file: File) =>
  fireEvent.change(screen.getByTestId(`kyc-${name}-file`), { target: { files: [file] } });
const posted = () => api.calls.filter((call) => call.path === 'kyc.create').map((call) => call.body);

describe('/profile/identity', () => {
  it('takes both photos with previews, sends them, then shows the check waiting', async () => {
    let sent = false;
    api.on('kyc', () => ({
      body: {
        check: sent
          ? { status: 'PENDING', reason: null, submittedAt: '2026-11-28T10:00:00+07:00', reviewedAt: null }
          : null,
        thresholds: THRESHOLDS,
      },
    }));
    api.on('kyc.create', () => {
      sent = true;
      return {
        status: 201,
        body: { status: 'PENDING', reason: null, submittedAt: '2026-11-28T10:00:00+07:00', reviewedAt: null },
      };
    });
    renderApp(['/profile/identity']);
    expect((await screen.findByTestId('kyc-thresholds')).textContent).toContain('20,000');
    const submit = screen.getByTestId('kyc-submit');
    expect(submit.hasAttribute('disabled')).toBe(true);

    // A file that is not a picture is refused beside its field, before anything is sent.
    choose('document', new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('kyc-document-error')).textContent).toBe(thKyc.identity.notImage);

    choose('document', new File([PNG], 'id.png', { type: 'image/png' }));
    choose('selfie', new File([PNG], 'me.png', { type: 'image/png' }));
    await screen.findByTestId('kyc-document-preview');
    await screen.findByTestId('kyc-selfie-preview');
    expect(screen.getByTestId('kyc-selfie-file').getAttribute('accept')).toBe('image/*');
    expect(screen.getByTestId('kyc-selfie-file').getAttribute('capture')).toBe('user');
    await waitFor(() => expect(screen.getByTestId('kyc-submit').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('kyc-submit'));

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      document: expect.stringMatching(/^data:image\/png;base64,/) as string,
      selfie: expect.stringMatching(/^data:image\/png;base64,/) as string,
    });
    expect((await screen.findByTestId('kyc-status')).textContent).toContain(thKyc.identity.status.PENDING);
    expect(screen.queryByTestId('kyc-form')).toBeNull();
  });

  it("shows staff's reason for a rejection and lets the member send again", async () => {
    api.on('kyc', {
      body: {
        check: {
          status: 'REJECTED',
          reason: 'รูปไม่ชัด',
          submittedAt: '2026-11-28T10:00:00+07:00',
          reviewedAt: '2026-11-28T11:00:00+07:00',
        },
        thresholds: THRESHOLDS,
      },
    });
    renderApp(['/profile/identity']);
    expect((await screen.findByTestId('kyc-status')).textContent).toContain('รูปไม่ชัด');
    expect(screen.getByTestId('kyc-form')).toBeTruthy();
  });
});

describe('the withdrawal screen', () => {
  it('says why a large withdrawal is refused and links to the upload', async () => {
    api.on('withdraws.limits', {
      body: {
        perTime: 49_000,
        perDay: 200_000,
        countPerDay: 5,
        usedToday: 0,
        countToday: 0,
        kyc: {
          approved: false,
          status: null,
          singleAbove: 20_000,
          lifetimeAbove: 100_000,
          lifetimeWithdrawn: 0,
        },
      },
    });
    api.on('withdraws.create', {
      status: 403,
      body: {
        message: 'A withdrawal above 20000 baht needs an identity check first',
        code: 'KYC_REQUIRED',
        params: { reason: 'single', thresholdBaht: 20_000 },
      },
    });
    const account = {
      id: '7',
      bankCode: 'KBANK',
      bankAccountNumber: '1234567890',
      bankAccountName: 'Somchai',
      isWithdrawal: true,
      verified: false,
      createdAt: '2026-01-01T00:00:00+07:00',
    };
    renderWithProviders(
      <MemoryRouter>
        <WithdrawForm account={account} />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '25000' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    const alert = await screen.findByTestId('withdraw-kyc-required');
    expect(alert.textContent).toContain('การถอนเกิน ฿20,000.00 ต่อครั้ง ต้องยืนยันตัวตนก่อน');
    expect(alert.textContent).not.toContain('identity check first');
    expect(screen.getByTestId('withdraw-kyc-link').getAttribute('href')).toBe('/profile/identity');
    expect(screen.queryByTestId('withdraw-error')).toBeNull();
  });
});
