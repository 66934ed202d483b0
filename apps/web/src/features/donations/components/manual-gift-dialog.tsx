// "Add manual gift": a cash or cheque gift a coordinator received (amount, method, date, payer,
// optional e-mail for the receipt, memo), optionally credited to a sponsor's page for one
// student, found by name among the year's current sponsorships in the coordinator's reach.
import { useEffect, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { formatMoney, type Language } from '@portal/shared';
import {
  FormDialog,
  FormGrid,
  FormTextField,
  useServerAwareSubmit,
} from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { PersonNameFields } from '../../../components/form/person-fields';
import { localToday } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAddManualDonation } from '../api/add-manual-donation';
import { usePageChoices } from '../api/get-page-choices';
import { useDonationsTranslation } from '../i18n';
import {
  emptyManualGift,
  manualGiftFormSchema,
  pageChoiceValue,
  toManualBody,
  type ManualGiftForm,
} from './manual-gift-form';

const FIELDS = [
  'amount',
  'method',
  'paidOn',
  'firstName',
  'lastName',
  'email',
  'memo',
  'page',
] as const;

/** The open dialog; the list loads it on first opening (lazyFormDialog). */
export default function ManualGiftDialog({ onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  const add = useAddManualDonation();
  const form = useForm<ManualGiftForm>({
    resolver: zodResolver(manualGiftFormSchema),
    defaultValues: emptyManualGift(localToday()),
    mode: 'onTouched',
  });
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const choices = usePageChoices(q);
  const chosen = form.watch('page');

  const { onSubmit, serverError } = useServerAwareSubmit(form, FIELDS, async (values) => {
    const saved = await add.mutateAsync(toManualBody(values));
    notify.success(
      t('donations.manual.saved', {
        amount: formatMoney(saved.amountCents, saved.currency, language),
        name: `${saved.firstName} ${saved.lastName ?? ''}`.trim(),
      }),
    );
    onClose();
  });

  const options = [
    { value: '', label: t('donations.manual.pageNone') },
    ...(choices.data?.items ?? []).map((sponsorship) => ({
      value: pageChoiceValue(sponsorship.sponsor.id, sponsorship.student.id),
      label: t('donations.manual.pageOption', {
        student: sponsorship.student.fullName,
        sponsor: sponsorship.sponsor.fullName,
      }),
    })),
  ];
  // The chosen page stays offered while another search shows other sponsorships.
  const keeps = chosen && !options.some((option) => option.value === chosen);

  return (
    <FormDialog
      title={t('donations.manual.title')}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="manual-gift-form"
    >
      <GiftFields control={form.control} />
      <FormTextField
        control={form.control}
        name="email"
        type="email"
        label={t('donations.manual.email')}
        helperText={t('donations.manual.emailHelp')}
        inputMode="email"
      />
      <FormTextField control={form.control} name="memo" label={t('donations.manual.memo')} />
      <TextField
        type="search"
        label={t('donations.manual.pageSearch')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        margin="normal"
        size="small"
      />
      <FormSelectField
        control={form.control}
        name="page"
        label={t('donations.manual.page')}
        helperText={t('donations.manual.pageHelp')}
        options={keeps ? [...options, { value: chosen, label: chosen }] : options}
      />
    </FormDialog>
  );
}

/** The gift itself and who gave it. */
function GiftFields({ control }: { control: Control<ManualGiftForm> }) {
  const { t } = useDonationsTranslation();
  return (
    <FormGrid>
      <FormTextField
        control={control}
        name="amount"
        label={t('donations.manual.amount')}
        required
        inputMode="text"
        autoFocus
      />
      <FormSelectField
        control={control}
        name="method"
        label={t('donations.manual.method')}
        required
        options={[
          { value: 'cash', label: t('donations.method.cash') },
          { value: 'cheque', label: t('donations.method.cheque') },
        ]}
      />
      <FormTextField
        control={control}
        name="paidOn"
        type="date"
        label={t('donations.manual.paidOn')}
        required
      />
      <span />
      <PersonNameFields
        control={control}
        isOwn={false}
        labels={{
          firstName: t('donations.manual.firstName'),
          lastName: t('donations.manual.lastName'),
        }}
      />
    </FormGrid>
  );
}
