// The columns of a per-recipient log, shared by a campaign's page and the delivery log: address,
// name, language, status, tries, the error or the SMTP server's answer, the message id and when
// it was sent (the delivery log adds the kind and the subject).
import Box from '@mui/material/Box';
import type { Delivery, DeliverySortField } from '@portal/shared';
import type { DataTableColumn } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { useEmailTranslation } from '../i18n';
import { MOMENT } from './campaign-words';
import { MailStatusChip } from './state-chips';

const wrapped = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

export function useDeliveryColumns({
  withKindAndSubject,
}: {
  withKindAndSubject: boolean;
}): Array<DataTableColumn<Delivery, DeliverySortField>> {
  const { t } = useEmailTranslation();
  const format = useFormat();
  const kindAndSubject: Array<DataTableColumn<Delivery, DeliverySortField>> = [
    { id: 'kind', header: t('log.fields.kind'), render: (row) => t(`kinds.${row.kind}`) },
    {
      id: 'subject',
      header: t('log.fields.subject'),
      hideOnPhone: true,
      render: (row) => <Box sx={wrapped}>{row.subject}</Box>,
    },
  ];
  return [
    {
      id: 'to',
      header: t('log.fields.to'),
      sortField: 'to',
      render: (row) => <Box sx={wrapped}>{row.to}</Box>,
    },
    {
      id: 'name',
      header: t('log.fields.name'),
      hideOnPhone: true,
      render: (row) => row.name || '—',
    },
    ...(withKindAndSubject ? kindAndSubject : []),
    {
      id: 'language',
      header: t('log.fields.language'),
      hideOnPhone: true,
      render: (row) => (row.language ? t(`languages.${row.language}`) : '—'),
    },
    {
      id: 'status',
      header: t('log.fields.status'),
      sortField: 'status',
      render: (row) => <MailStatusChip status={row.status} />,
    },
    {
      id: 'attempts',
      header: t('log.fields.attempts'),
      align: 'right',
      hideOnPhone: true,
      render: (row) => format.number(row.attempts),
    },
    {
      id: 'answer',
      header: t('log.fields.answer'),
      render: (row) => <Box sx={wrapped}>{answerOf(row, t) || '—'}</Box>,
    },
    {
      id: 'messageId',
      header: t('log.fields.messageId'),
      hideOnPhone: true,
      render: (row) => (
        <Box component="code" sx={{ ...wrapped, fontSize: '0.75rem' }}>
          {row.messageId ?? '—'}
        </Box>
      ),
    },
    {
      id: 'sentAt',
      header: t('log.fields.sentAt'),
      sortField: 'createdAt',
      render: (row) =>
        row.sentAt ? <time dateTime={row.sentAt}>{format.date(row.sentAt, MOMENT)}</time> : '—',
    },
  ];
}

/** A skipped message's reason in words; otherwise the failure or the server's answer. */
function answerOf(
  row: Delivery,
  t: (key: 'skipReasons.unsubscribed' | 'skipReasons.bouncing') => string,
) {
  if (row.status === 'skipped' && (row.error === 'unsubscribed' || row.error === 'bouncing')) {
    return t(`skipReasons.${row.error}`);
  }
  return row.error ?? row.smtpResponse;
}
