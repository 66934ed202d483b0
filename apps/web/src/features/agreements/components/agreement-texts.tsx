// The agreement texts for coordinators (/edrocks/agreements): each agreement's published version
// in each language and the draft of the next one, read-only; the super admin writes and edits
// the draft and publishes it (with a confirmation that says who is asked to sign again). The
// old versions stay, for the record. A required agreement with no published version keeps
// everyone who must sign it from sponsoring and writing letters, and the card says so.
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { Agreement, AgreementVersion, Language } from '@portal/shared';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useSession } from '../../../lib/session';
import { useAgreements } from '../api/get-agreements';
import { useAgreementsTranslation } from '../i18n';
import { AgreementCard } from './agreement-card';
import { DraftDialog } from './draft-dialog';
import { PublishDialog } from './publish-dialog';

/** What the draft dialog writes: a language of the agreement's draft, new or to edit. */
export interface DraftTarget {
  agreement: Agreement;
  language: Language;
  /** The draft's text in that language, when it has one (edited); else a new one is written. */
  draft: AgreementVersion | undefined;
}

export function AgreementTexts() {
  const { t } = useAgreementsTranslation();
  const agreements = useAgreements();
  const canEdit = useSession().userData?.role === 'SUPER_ADMIN';
  const [editing, setEditing] = useState<DraftTarget>();
  const [publishing, setPublishing] = useState<Agreement>();
  if (agreements.isPending) return <LoadingSkeleton />;
  if (agreements.error) {
    return <ErrorState error={agreements.error} onRetry={() => void agreements.refetch()} />;
  }
  if (agreements.data.items.length === 0) return <EmptyState message={t('agreements.noTexts')} />;
  return (
    <Stack spacing={3}>
      {agreements.data.items.map((agreement) => (
        <AgreementCard
          key={agreement.id}
          agreement={agreement}
          canEdit={canEdit}
          onWrite={(language, draft) => setEditing({ agreement, language, draft })}
          onPublish={() => setPublishing(agreement)}
        />
      ))}
      {editing ? <DraftDialog target={editing} onClose={() => setEditing(undefined)} /> : null}
      {publishing ? (
        <PublishDialog agreement={publishing} onClose={() => setPublishing(undefined)} />
      ) : null}
    </Stack>
  );
}
