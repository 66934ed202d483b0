// GET /edrocks/api/recommitments?periodId=&q=&page=&pageSize=&sort=&order=&state=&schoolId=
// &villageId= -> one page of a year's recommitment requests and their answers. Asks nothing
// until there is a year to read.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { YEAR_CYCLE_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { RECOMMITMENT_ANSWER_KEYS } from './sponsorship-keys';

export type RecommitmentAnswersQuery = QueryInput<typeof YEAR_CYCLE_ENDPOINTS.answers>;

export function getRecommitmentAnswers(query: RecommitmentAnswersQuery, signal?: AbortSignal) {
  return callEndpoint(YEAR_CYCLE_ENDPOINTS.answers, { query, signal });
}

export function useRecommitmentAnswers(query: RecommitmentAnswersQuery) {
  return useQuery({
    queryKey: RECOMMITMENT_ANSWER_KEYS.list(query),
    queryFn: ({ signal }) => getRecommitmentAnswers(query, signal),
    enabled: query.periodId !== undefined,
    placeholderData: keepPreviousData,
  });
}
