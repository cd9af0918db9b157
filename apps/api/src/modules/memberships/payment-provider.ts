import type { TBankDetails } from '@ankur/shared/schemas/memberships';
import { badRequest } from '../../lib/errors.ts';

/**
 * How a paid plan is paid for (decision 33). The service hands a provider a checkout and stores
 * what `begin` answers on the membership (provider name, status, ref); an 'active' answer starts
 * the membership at once, a 'pending' one waits for `confirm`. A gateway such as Razorpay or
 * Stripe is one more implementation: `begin` creates its order and answers 'pending' with the
 * redirectUrl of its checkout page; its webhook route verifies the signature and calls `confirm`
 * with the order id and the event. No gateway is reachable from the machines this runs on, so
 * the embedded default is the offline provider below.
 */
export interface Checkout {
  membershipPlanId: number;
  planName: string;
  /** INR in paise */
  amountPaise: number;
  userId: number;
  /** what the member typed: the UTR of their bank transfer (offline provider) */
  reference?: string | undefined;
}

export interface CheckoutStarted {
  status: 'pending' | 'active';
  /** where to send the member to pay (a gateway's hosted page); none for offline payment */
  redirectUrl?: string;
  /** the provider's reference for this payment, stored as memberships.provider_ref */
  ref: string;
}

export interface PaymentConfirmation {
  status: 'active' | 'declined';
  reason?: string;
}

export interface PaymentProvider {
  readonly name: string;
  begin(checkout: Checkout): Promise<CheckoutStarted>;
  /** the payment `ref` was settled (a gateway's webhook) or checked by an administrator (offline) */
  confirm(ref: string, payload: { approved: boolean; reason?: string | undefined }): Promise<PaymentConfirmation>;
}

/**
 * Offline payment (the embedded default): the member transfers the price to the bank account
 * below and types the transfer's UTR; an administrator who sees the money arrive approves.
 */
export class OfflineProvider implements PaymentProvider {
  readonly name = 'offline';
  constructor(readonly bank: TBankDetails) {}

  async begin(checkout: Checkout): Promise<CheckoutStarted> {
    if (!checkout.reference) {
      const message = 'must be the 12–22 letter and digit UTR of your transfer';
      throw badRequest(`Invalid body.transfer_ref: ${message}`, [{ path: 'body.transfer_ref', message }]);
    }
    return { status: 'pending', ref: checkout.reference.toUpperCase() };
  }

  async confirm(
    _ref: string,
    payload: { approved: boolean; reason?: string | undefined },
  ): Promise<PaymentConfirmation> {
    return payload.approved
      ? { status: 'active' }
      : { status: 'declined', ...(payload.reason ? { reason: payload.reason } : {}) };
  }
}

/**
 * The account an offline payment goes to. Demo values: a deployment states its own (decision 33;
 * the lead may move them to config.ts as MEMBERSHIP_BANK_* variables).
 */
export const DEMO_BANK_DETAILS: TBankDetails = {
  account_name: 'Ankur Entrepreneurship Foundation',
  bank: 'State Bank of India, Koramangala branch, Bengaluru',
  account_number: '40211234567',
  ifsc: 'SBIN0005678',
  upi: 'ankur.foundation@sbi',
};

export const offlineProvider: PaymentProvider & { bank: TBankDetails } = new OfflineProvider(DEMO_BANK_DETAILS);
