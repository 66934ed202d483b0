// /edrocks/email ("Email"): the campaigns the caller may see (an admin: those of their scope),
// searched by name or subject and filtered by state, newest first. A draft opens in the
// composer; any other campaign opens its page with the progress and the per-recipient log.
import {
  CAMPAIGN_STATES,
  canWrite,
  type CampaignRow,
  type CampaignSortField,
} from '@portal/shared';
import {
  ListScreen,
  useListUrlState,
  type DataTableColumn,
  type ListScreenFilter,
} from '../../../components/data-table';
import { buildPath } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { CAMPAIGNS_LIST, useCampaigns } from '../api/get-campaigns';
import { useEmailTranslation } from '../i18n';
import { EMAIL_SCREEN_PATHS } from '../paths';
import { EmailSectionScreen } from './email-tabs';
import { CampaignStateChip } from './state-chips';

/** Where a campaign opens: a draft in the composer, the others on their page. */
export function campaignHref(campaign: Pick<CampaignRow, 'id' | 'state'>): string {
  return buildPath(
    campaign.state === 'draft' ? EMAIL_SCREEN_PATHS.campaignEdit : EMAIL_SCREEN_PATHS.campaign,
    { id: campaign.id },
  );
}

export function CampaignsList() {
  const { t } = useEmailTranslation();
  const role = useSession().userData?.role;
  const canChange = role !== undefined && canWrite(role, 'email');
  const list = useListUrlState(CAMPAIGNS_LIST);
  const campaigns = useCampaigns(list.query);
  const filters: Array<ListScreenFilter<(typeof CAMPAIGNS_LIST.filters)[number]>> = [
    {
      name: 'state',
      label: t('campaigns.fields.state'),
      options: CAMPAIGN_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
    },
  ];
  const columns = useCampaignColumns();
  return (
    <EmailSectionScreen current="campaigns">
      <ListScreen
        list={list}
        result={campaigns}
        searchLabel={t('campaigns.search')}
        filters={filters}
        newAction={
          canChange ? { label: t('campaigns.new'), to: EMAIL_SCREEN_PATHS.campaignNew } : null
        }
        offerNewWhenEmpty
        tableLabel={t('campaigns.tableLabel')}
        columns={columns}
        getRowId={(campaign) => campaign.id}
        getRowHref={campaignHref}
        emptyMessages={{ noMatch: t('table.noMatches'), empty: t('campaigns.empty') }}
      />
    </EmailSectionScreen>
  );
}

function useCampaignColumns(): Array<DataTableColumn<CampaignRow, CampaignSortField>> {
  const { t } = useEmailTranslation();
  const format = useFormat();
  return [
    {
      id: 'campaign',
      header: t('campaigns.fields.campaign'),
      sortField: 'subject',
      rowLink: true,
      render: (campaign) => campaign.name || campaign.subject || t('campaigns.noSubject'),
    },
    {
      id: 'state',
      header: t('campaigns.fields.state'),
      sortField: 'state',
      render: (campaign) => (
        <>
          <CampaignStateChip state={campaign.state} />
          {campaign.state === 'scheduled' && campaign.scheduledAt ? (
            <div>
              {t('campaigns.scheduledFor', {
                moment: format.date(campaign.scheduledAt, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </div>
          ) : null}
        </>
      ),
    },
    {
      id: 'recipients',
      header: t('campaigns.fields.recipients'),
      align: 'right',
      render: (campaign) => format.number(campaign.recipients),
    },
    {
      id: 'sentFailed',
      header: t('campaigns.fields.sentFailed'),
      align: 'right',
      hideOnPhone: true,
      render: (campaign) =>
        t('campaigns.sentFailed', {
          sent: format.number(campaign.sent),
          failed: format.number(campaign.failed),
        }),
    },
    {
      id: 'created',
      header: t('campaigns.fields.created'),
      sortField: 'createdAt',
      hideOnPhone: true,
      render: (campaign) => (
        <time dateTime={campaign.createdAt}>{format.date(campaign.createdAt)}</time>
      ),
    },
  ];
}
