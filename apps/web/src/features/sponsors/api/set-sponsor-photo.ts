// PUT /edrocks/api/sponsors/:id/photo (multipart, field `file`, a JPEG) -> the sponsor with the
// new photo; DELETE the same path -> the sponsor without one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_FIELD, sponsorPhotoPath, type SponsorDetails } from '@portal/shared';
import { apiRequest, apiUpload } from '../../../lib/api-client';
import { storeSponsor } from './sponsor-cache';

export function setSponsorPhoto(id: number, file: File): Promise<SponsorDetails> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return apiUpload<SponsorDetails>(sponsorPhotoPath(id), { method: 'PUT', form });
}

export function removeSponsorPhoto(id: number): Promise<SponsorDetails> {
  return apiRequest<SponsorDetails>(sponsorPhotoPath(id), { method: 'DELETE' });
}

export function useSponsorPhoto(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = (sponsor: SponsorDetails) => storeSponsor(queryClient, sponsor);
  const upload = useMutation({ mutationFn: (file: File) => setSponsorPhoto(id, file), onSuccess });
  const remove = useMutation({ mutationFn: () => removeSponsorPhoto(id), onSuccess });
  return { upload, remove };
}
