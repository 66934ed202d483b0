// PUT /edrocks/api/donations/my-pages/:studentId {text} -> the page with its new text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DONATION_ENDPOINTS, type MyDonationPageBody, type MyDonationPages } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MY_PAGES_KEY } from './donation-keys';

export function updateMyDonationPage(studentId: number, body: MyDonationPageBody) {
  return callEndpoint(DONATION_ENDPOINTS.updateMyPage, { params: { studentId }, body });
}

export function useUpdateMyDonationPage(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MyDonationPageBody) => updateMyDonationPage(studentId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData<MyDonationPages>(MY_PAGES_KEY, (current) =>
        current
          ? {
              ...current,
              pages: current.pages.map((page) => (page.studentId === studentId ? saved : page)),
            }
          : current,
      );
    },
  });
}
