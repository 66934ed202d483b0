// The manual gift dialog's form: the amount as typed (read into cents with unitsToCents), the
// page to credit as one choice ("sponsorId:studentId", or none), the rest as the contract has it.
// The contract's schema then checks the body the server will check.
import { z } from 'zod';
import {
  MANUAL_DONATION_MAX_CENTS,
  MANUAL_DONATION_METHODS,
  centsToUnits,
  fieldMessage,
  manualDonationBodySchema,
  unitsToCents,
  type ManualDonationBody,
} from '@portal/shared';

export const manualGiftFormSchema = z
  .object({
    amount: z.string(),
    method: z.enum(MANUAL_DONATION_METHODS),
    paidOn: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    memo: z.string(),
    page: z.string(),
  })
  .superRefine((values, context) => {
    const cents = unitsToCents(values.amount);
    if (values.amount.trim() === '') {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: fieldMessage('validation.required'),
      });
    } else if (cents === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: fieldMessage('validation.invalidNumber'),
      });
    } else if (cents <= 0) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: fieldMessage('validation.minAmount', { num: 0.01 }),
      });
    } else if (cents > MANUAL_DONATION_MAX_CENTS) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: fieldMessage('validation.maxAmount', {
          num: centsToUnits(MANUAL_DONATION_MAX_CENTS),
        }),
      });
    }
    const body = manualDonationBodySchema.safeParse(toManualBody({ ...values, amount: '1' }));
    if (!body.success) {
      for (const issue of body.error.issues) {
        const field = String(issue.path[0] ?? '');
        const formField = field === 'sponsorId' || field === 'studentId' ? 'page' : field;
        if (formField in values && formField !== 'amount') {
          context.addIssue({ code: 'custom', path: [formField], message: issue.message });
        }
      }
    }
  });

export type ManualGiftForm = z.input<typeof manualGiftFormSchema>;

export function emptyManualGift(today: string): ManualGiftForm {
  return {
    amount: '',
    method: 'cash',
    paidOn: today,
    firstName: '',
    lastName: '',
    email: '',
    memo: '',
    page: '',
  };
}

export function pageChoiceValue(sponsorId: number, studentId: number): string {
  return `${sponsorId}:${studentId}`;
}

export function toManualBody(values: ManualGiftForm): ManualDonationBody {
  const [sponsorId, studentId] = values.page ? values.page.split(':').map(Number) : [];
  return {
    amountCents: unitsToCents(values.amount) ?? 0,
    method: values.method,
    paidOn: values.paidOn,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    memo: values.memo.trim(),
    ...(sponsorId && studentId ? { sponsorId, studentId } : {}),
  };
}
