// The review queue's filters: why a letter waits, whose it is, and its two languages.
import { LANGUAGES, REVIEW_REASONS } from '@portal/shared';
import { FilterSelect, type ListUrlState } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import type { REVIEW_QUEUE_LIST } from '../api/get-review-queue';
import { useLettersTranslation } from '../i18n';

type ReviewQueueListState = ListUrlState<'sentAt', (typeof REVIEW_QUEUE_LIST.filters)[number]>;

export function ReviewQueueFilters({ list }: { list: ReviewQueueListState }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const languageOptions = LANGUAGES.map((language) => ({
    value: language,
    label: format.languageName(language, { capitalize: true }),
  }));
  return (
    <>
      <FilterSelect
        name="reason"
        label={t('letters.review.reason')}
        value={list.filters.reason}
        onChange={(value) => list.setFilter('reason', value)}
        options={REVIEW_REASONS.map((reason) => ({
          value: reason,
          label: t(`letters.reasons.${reason}`),
        }))}
      />
      <FilterSelect
        name="claimed"
        label={t('letters.review.claimed')}
        value={list.filters.claimed}
        onChange={(value) => list.setFilter('claimed', value)}
        options={[
          { value: 'mine', label: t('letters.review.claimedMine') },
          { value: 'unclaimed', label: t('letters.review.unclaimed') },
        ]}
      />
      <FilterSelect
        name="originalLanguage"
        label={t('letters.fields.originalLanguage')}
        value={list.filters.originalLanguage}
        onChange={(value) => list.setFilter('originalLanguage', value)}
        options={languageOptions}
      />
      <FilterSelect
        name="targetLanguage"
        label={t('letters.fields.targetLanguage')}
        value={list.filters.targetLanguage}
        onChange={(value) => list.setFilter('targetLanguage', value)}
        options={languageOptions}
      />
    </>
  );
}
