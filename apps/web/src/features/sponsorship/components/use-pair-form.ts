// The Pair dialog's state: the student and the sponsor chosen (each found by a search), whether
// the pairing is being confirmed, and the pairing itself, whose refusal stays in the dialog.
import { useState } from 'react';
import type { SponsorableStudent, Sponsor } from '@portal/shared';
import { notify } from '../../../lib/notify';
import { agreementName } from '../agreement-names';
import { useCreateSponsorship } from '../api/create-sponsorship';
import { useSponsorOptions } from '../api/get-pairing-options';
import { useSponsorableStudents } from '../api/get-sponsorable-students';
import { useSponsorshipTranslation } from '../i18n';

/** A student to pair: from the dialog's search, or the row the dialog was opened from. */
export type PairStudent = Pick<
  SponsorableStudent,
  'id' | 'firstName' | 'lastName' | 'sponsorCount'
> & { village: { name: string } };

/** A sponsor to pair: from the dialog's search, or the row the dialog was opened from. */
export type PairSponsor = Pick<Sponsor, 'id' | 'fullName' | 'schoolName'>;

export function pairStudentName(student: PairStudent): string {
  return [student.firstName, student.lastName].filter(Boolean).join(' ');
}

export function usePairForm(
  initial: { student: PairStudent | undefined; sponsor: PairSponsor | undefined },
  onClose: () => void,
) {
  const { t } = useSponsorshipTranslation();
  const [studentSearch, setStudentSearch] = useState('');
  const [sponsorSearch, setSponsorSearch] = useState('');
  const [student, setStudent] = useState<PairStudent | null>(initial.student ?? null);
  const [sponsor, setSponsor] = useState<PairSponsor | null>(initial.sponsor ?? null);
  const [isConfirming, setConfirming] = useState(false);
  const students = useSponsorableStudents({
    q: studentSearch || undefined,
    full: 'true',
    pageSize: 20,
  });
  const sponsors = useSponsorOptions(sponsorSearch);
  const create = useCreateSponsorship();

  async function confirm() {
    if (!student || !sponsor) return;
    try {
      const paired = await create.mutateAsync({ studentId: student.id, sponsorId: sponsor.id });
      const done = t('sponsorship.pair.done', {
        student: pairStudentName(student),
        sponsor: sponsor.fullName,
      });
      // Paper forms may exist: the pairing stands, and says what is still to sign.
      const missing = paired.missingAgreements.map((key) => agreementName(t, key)).join(', ');
      notify.success(
        missing ? `${done} ${t('sponsorship.missingAgreements', { names: missing })}` : done,
      );
      onClose();
    } catch {
      setConfirming(false);
    }
  }

  return {
    student: { chosen: student, choose: setStudent, search: setStudentSearch, found: students },
    sponsor: { chosen: sponsor, choose: setSponsor, search: setSponsorSearch, found: sponsors },
    isConfirming,
    /** On to the confirmation, without the last attempt's refusal. */
    next: () => {
      create.reset();
      setConfirming(true);
    },
    back: () => setConfirming(false),
    confirm,
    isPairing: create.isPending,
    error: create.error,
  };
}
