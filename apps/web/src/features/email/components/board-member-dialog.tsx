// A board member's form: first and last name, e-mail and language (board members have no
// account; the monthly report goes to this address in this language).
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import {
  BOARD_MEMBER_NAME_MAX_LENGTH,
  LANGUAGES,
  type BoardMember,
  type BoardMemberInput,
  type Language,
} from '@portal/shared';
import { translateFieldMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useSaveBoardMember } from '../api/save-board-member';
import { useEmailTranslation } from '../i18n';
import { EmailFormDialog } from './email-form-dialog';
import { issuesOf } from './use-composer-actions';

type Field = 'firstName' | 'lastName' | 'email';

export function BoardMemberDialog({
  member,
  onClose,
}: {
  member: BoardMember | null;
  onClose: () => void;
}) {
  const { t } = useEmailTranslation();
  const save = useSaveBoardMember();
  const [values, setValues] = useState<BoardMemberInput & { language: Language }>({
    firstName: member?.firstName ?? '',
    lastName: member?.lastName ?? '',
    email: member?.email ?? '',
    language: member?.language ?? 'es-CO',
  });
  const issues = issuesOf(save.error);
  const field = (name: Field, type = 'text') => {
    const issue = translateFieldMessage(issues[name], t);
    return (
      <TextField
        label={t(`board.fields.${name}`)}
        type={type}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        required
        fullWidth
        margin="normal"
        error={Boolean(issue)}
        helperText={issue || undefined}
        slotProps={{
          htmlInput: { maxLength: name === 'email' ? 254 : BOARD_MEMBER_NAME_MAX_LENGTH },
        }}
      />
    );
  };
  return (
    <EmailFormDialog
      title={t(member ? 'board.editTitle' : 'board.addTitle')}
      busy={save.isPending}
      onClose={onClose}
      formError={save.isError && Object.keys(issues).length === 0 ? save.error : null}
      onSubmit={() =>
        save.mutate(
          { id: member?.id ?? null, body: values },
          {
            onSuccess: () => {
              notify.success(t('board.memberSaved'));
              onClose();
            },
          },
        )
      }
    >
      {field('firstName')}
      {field('lastName')}
      {field('email', 'email')}
      <TextField
        select
        label={t('board.fields.language')}
        value={values.language}
        onChange={(event) => setValues({ ...values, language: event.target.value as Language })}
        fullWidth
        margin="normal"
        slotProps={{ select: { native: true } }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </TextField>
    </EmailFormDialog>
  );
}
