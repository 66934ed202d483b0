// PUT /edrocks/api/sponsors/:id/photo (multipart, field `file`, a JPEG) -> the sponsor with the
// new photo; DELETE the same path -> the sponsor without one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSOR_ENDPOINTS, type SponsorDetails } from '@portal/shared';
import { callEndpoint, uploadEndpoint } from '../../../lib/call-endpoint';
import { uploadForm } from '../../../lib/upload-form';
import { storeSponsor } from './sponsor-cache';

export function setSponsorPhoto(id: number, file: File) {
  return uploadEndpoint(SPONSOR_ENDPOINTS.setPhoto, { params: { id }, form: uploadForm(file) });
}

export function removeSponsorPhoto(id: number) {
  return callEndpoint(SPONSOR_ENDPOINTS.removePhoto, { params: { id } });
}

export function useSponsorPhoto(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = (sponsor: SponsorDetails) => storeSponsor(queryClient, sponsor);
  const upload = useMutation({ mutationFn: (file: File) => setSponsorPhoto(id, file), onSuccess });
  const remove = useMutation({ mutationFn: () => removeSponsorPhoto(id), onSuccess });
  return { upload, remove };
}
