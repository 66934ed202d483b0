// A campaign's per-recipient log: every recipient's message with its status, tries, the error or
// the mail server's answer and its message id; filtered by status and searched by address. The
// list's state is in the URL; it is read again with the campaign while the campaign moves.
import Typography from '@mui/material/Typography';
import { DELIVERY_SORT_FIELDS, MAIL_STATUSES } from '@portal/shared';
import { ListScreen, useListUrlState, type ListScreenFilter } from '../../../components/data-table';
import { useCampaignMessages } from '../api/get-campaign-messages';
import { useEmailTranslation } from '../i18n';
import { useDeliveryColumns } from './delivery-columns';

const FILTERS = ['status'] as const;

export function CampaignMessages({
  campaignId,
  isMoving,
}: {
  campaignId: number;
  isMoving: boolean;
}) {
  const { t } = useEmailTranslation();
  const list = useListUrlState({ sortFields: DELIVERY_SORT_FIELDS, filters: FILTERS });
  const messages = useCampaignMessages(campaignId, list.query, { isMoving });
  const columns = useDeliveryColumns({ withKindAndSubject: false });
  const filters: Array<ListScreenFilter<(typeof FILTERS)[number]>> = [
    {
      name: 'status',
      label: t('campaign.messages.status'),
      options: MAIL_STATUSES.filter((status) => status !== 'kept').map((status) => ({
        value: status,
        label: t(`statuses.${status}`),
      })),
    },
  ];
  return (
    <section aria-labelledby="campaign-messages-title">
      <Typography id="campaign-messages-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('campaign.messages.title')}
      </Typography>
      <ListScreen
        list={list}
        result={messages}
        searchLabel={t('campaign.messages.search')}
        filters={filters}
        tableLabel={t('campaign.messages.tableLabel')}
        columns={columns}
        getRowId={(message) => message.id}
        emptyMessages={{ noMatch: t('table.noMatches'), empty: t('campaign.messages.empty') }}
      />
    </section>
  );
}
