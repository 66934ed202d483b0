// One part of a campaign's audience: who (sponsors, parents, students, board members, a list)
// and that kind's filters. Board members are offered only to the roles that keep the board.
import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIENCE_KINDS, LETTER_NUMBERS, type AudienceKind } from '@portal/shared';
import { FileChooserButton } from '../../../components/form/file-chooser-button';
import { useLists } from '../../../lib/get-lists';
import { useEmailTranslation } from '../i18n';
import { emptyPart, parseRecipientList, type PartDraft } from './composer-draft';
import { PlacePicker } from './place-picker';

export function AudiencePartFields({
  number,
  part,
  onChange,
  onRemove,
  mayWriteToBoard,
}: {
  number: number;
  part: PartDraft;
  onChange: (part: PartDraft) => void;
  /** Absent for the only part. */
  onRemove?: () => void;
  mayWriteToBoard: boolean;
}) {
  const { t } = useEmailTranslation();
  const kinds = AUDIENCE_KINDS.filter((kind) => kind !== 'board' || mayWriteToBoard);
  const change = (changes: Partial<PartDraft>) => onChange({ ...part, ...changes });
  return (
    <Stack
      component="fieldset"
      spacing={2}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
      data-testid={`audience-part-${number}`}
    >
      <legend>{t('composer.audience.part', { number })}</legend>
      <TextField
        select
        label={t('composer.audience.kind')}
        value={part.kind}
        onChange={(event) => onChange(emptyPart(event.target.value as AudienceKind))}
        slotProps={{ select: { native: true } }}
      >
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {t(`composer.audience.kinds.${kind}`)}
          </option>
        ))}
      </TextField>
      <KindFields part={part} change={change} />
      {onRemove ? (
        <Button onClick={onRemove} sx={{ alignSelf: 'flex-start' }}>
          {t('composer.audience.removePart', { number })}
        </Button>
      ) : null}
    </Stack>
  );
}

type Change = (changes: Partial<PartDraft>) => void;

function PartCheckbox({
  label,
  name,
  part,
  change,
}: {
  label: string;
  name: 'activeThisYear' | 'missingAgreement' | 'unsignedAgreement';
  part: PartDraft;
  change: Change;
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={part[name]}
          onChange={(event: ChangeEvent<HTMLInputElement>) =>
            change({ [name]: event.target.checked })
          }
        />
      }
      label={label}
    />
  );
}

function KindFields({ part, change }: { part: PartDraft; change: Change }) {
  const { t } = useEmailTranslation();
  const lists = useLists();
  const schools = (
    <PlacePicker
      label={t('composer.audience.schools')}
      options={lists.data?.schools ?? []}
      value={part.schoolIds}
      onChange={(schoolIds) => change({ schoolIds })}
    />
  );
  switch (part.kind) {
    case 'sponsors':
      return (
        <>
          {schools}
          <SponsorFilters part={part} change={change} />
        </>
      );
    case 'parents':
      return (
        <>
          {schools}
          <PartCheckbox
            label={t('composer.audience.unsignedAgreement')}
            name="unsignedAgreement"
            part={part}
            change={change}
          />
        </>
      );
    case 'students':
      return (
        <PlacePicker
          label={t('composer.audience.villages')}
          options={lists.data?.villages ?? []}
          value={part.villageIds}
          onChange={(villageIds) => change({ villageIds })}
        />
      );
    case 'list':
      return <ListFields part={part} change={change} />;
    default:
      return null;
  }
}

function SponsorFilters({ part, change }: { part: PartDraft; change: Change }) {
  const { t } = useEmailTranslation();
  return (
    <>
      <PartCheckbox
        label={t('composer.audience.activeThisYear')}
        name="activeThisYear"
        part={part}
        change={change}
      />
      <TextField
        select
        label={t('composer.audience.missingLetter')}
        value={part.missingLetter}
        onChange={(event) => change({ missingLetter: event.target.value })}
        slotProps={{ select: { native: true } }}
      >
        <option value="">{t('composer.audience.missingLetterAny')}</option>
        {LETTER_NUMBERS.map((letter) => (
          <option key={letter} value={String(letter)}>
            {t('composer.audience.missingLetterNumber', { number: letter })}
          </option>
        ))}
      </TextField>
      <PartCheckbox
        label={t('composer.audience.missingAgreement')}
        name="missingAgreement"
        part={part}
        change={change}
      />
      <TextField
        select
        label={t('composer.audience.sponsored')}
        value={part.sponsored}
        onChange={(event) => change({ sponsored: event.target.value as PartDraft['sponsored'] })}
        slotProps={{ select: { native: true } }}
      >
        <option value="">{t('composer.audience.sponsoredAny')}</option>
        <option value="with">{t('composer.audience.sponsoredWith')}</option>
        <option value="without">{t('composer.audience.sponsoredWithout')}</option>
      </TextField>
    </>
  );
}

function ListFields({ part, change }: { part: PartDraft; change: Change }) {
  const { t } = useEmailTranslation();
  const count = parseRecipientList(part.listText).length;
  return (
    <>
      <TextField
        multiline
        minRows={4}
        maxRows={12}
        label={t('composer.audience.listText')}
        value={part.listText}
        onChange={(event) => change({ listText: event.target.value })}
        helperText={t('composer.audience.listRead', { count })}
      />
      <FileChooserButton
        accept=".csv,text/csv,text/plain"
        onFile={(file) => void file.text().then((text) => change({ listText: text }))}
        inputTestId="audience-list-file"
        sx={{ minHeight: 44, alignSelf: 'flex-start' }}
      >
        {t('composer.audience.listUpload')}
      </FileChooserButton>
    </>
  );
}
