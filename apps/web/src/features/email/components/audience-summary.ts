// A saved audience in words, for the campaign's page: each part's kind with its places and
// filters ("Sponsors: Colegio San José; missing letter 2"). The audience is the campaign's as
// the server keeps it (the contract leaves it open), so anything unexpected is left out.
import { useLists } from '../../../lib/get-lists';
import { useEmailTranslation } from '../i18n';
import type { SavedPart } from './composer-draft';

function partsOf(audience: unknown): SavedPart[] {
  const parts = Array.isArray(audience) ? audience : [audience];
  return parts.filter(
    (part): part is SavedPart =>
      typeof part === 'object' &&
      part !== null &&
      typeof (part as { kind?: unknown }).kind === 'string',
  );
}

export function useAudienceSummary(audience: unknown): string {
  const { t } = useEmailTranslation();
  const lists = useLists();
  const nameOf = (places: Array<{ id: number; name: string }> | undefined, id: number) =>
    places?.find((place) => place.id === id)?.name ?? `#${id}`;

  return partsOf(audience)
    .map((part) => {
      const details: string[] = [];
      switch (part.kind) {
        case 'sponsors':
        case 'parents':
          for (const id of part.schoolIds ?? []) details.push(nameOf(lists.data?.schools, id));
          break;
        case 'students':
          for (const id of part.villageIds ?? []) details.push(nameOf(lists.data?.villages, id));
          break;
        case 'list':
          return t('campaign.audienceParts.list', { count: part.recipients.length });
        default:
          break;
      }
      if (part.kind === 'sponsors') {
        if (part.activeThisYear) details.push(t('composer.audience.activeThisYear'));
        if (part.missingLetter)
          details.push(
            `${t('composer.audience.missingLetter')}: ${t('composer.audience.missingLetterNumber', {
              number: part.missingLetter,
            })}`,
          );
        if (part.missingAgreement) details.push(t('composer.audience.missingAgreement'));
        if (part.sponsored === 'with') details.push(t('composer.audience.sponsoredWith'));
        if (part.sponsored === 'without') details.push(t('composer.audience.sponsoredWithout'));
      }
      if (part.kind === 'parents' && part.unsignedAgreement)
        details.push(t('composer.audience.unsignedAgreement'));
      const label = t(`campaign.audienceParts.${part.kind}`);
      return details.length > 0 ? `${label}: ${details.join('; ')}` : label;
    })
    .join(' + ');
}
