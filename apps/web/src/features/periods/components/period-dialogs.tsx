// The Years screen's dialogs (edit or create a year, its letters, activate, run recommit, run the
// upgrade) and what opens them: the rows' buttons and the new year's panel open the same ones.
import { useState } from 'react';
import type { Period } from '@portal/shared';
import { ActivatePeriodDialog } from './activate-period-dialog';
import { PeriodFormDialog } from './period-form-dialog';
import { RecommitDialog } from './recommit-dialog';
import { UpgradeDialog } from './upgrade-dialog';
import { YearLettersDialog } from './year-letters-dialog';

type Editing = { period?: Period } | undefined;

export interface PeriodDialogsOptions {
  /** The year available now (it closes at an activation). */
  available: Period | undefined;
  /** The newest year, to suggest the next one. */
  newest: Period | undefined;
  /** The years at hand, to name the year before a new one. */
  years: Period[];
  canEditLetters: boolean;
}

export interface PeriodDialogOpeners {
  onNew: () => void;
  onEdit: (period: Period) => void;
  onLetters: (period: Period) => void;
  onActivate: (period: Period) => void;
  onRecommit: (period: Period) => void;
  onUpgrade: (period: Period) => void;
}

export function usePeriodDialogs({
  available,
  newest,
  years,
  canEditLetters,
}: PeriodDialogsOptions) {
  const [editing, setEditing] = useState<Editing>();
  const [activating, setActivating] = useState<Period>();
  const [lettersOf, setLettersOf] = useState<Period>();
  const [recommitting, setRecommitting] = useState<Period>();
  const [upgrading, setUpgrading] = useState<Period>();
  const openers: PeriodDialogOpeners = {
    onNew: () => setEditing({}),
    onEdit: (period) => setEditing({ period }),
    onLetters: setLettersOf,
    onActivate: setActivating,
    onRecommit: setRecommitting,
    onUpgrade: setUpgrading,
  };
  const dialogs = (
    <>
      <PeriodFormDialog
        open={editing !== undefined}
        period={editing?.period}
        newest={newest}
        onClose={() => setEditing(undefined)}
      />
      <ActivatePeriodDialog
        period={activating}
        available={available}
        onClose={() => setActivating(undefined)}
      />
      <YearLettersDialog
        period={lettersOf}
        canEdit={canEditLetters}
        onClose={() => setLettersOf(undefined)}
      />
      <RecommitDialog
        period={recommitting}
        years={years}
        onClose={() => setRecommitting(undefined)}
      />
      <UpgradeDialog period={upgrading} onClose={() => setUpgrading(undefined)} />
    </>
  );
  return { openers, dialogs };
}
