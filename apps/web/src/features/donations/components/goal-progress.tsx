// The goal of a sponsor's page on the public page: "$120 of $365" written out, and a bar that
// screen readers read as a progress bar with the same words. Plain HTML (the public pages carry
// no component library, decision 008), the same look as MUI's determinate LinearProgress.
import { useId } from 'react';
import { formatMoney, type Language } from '@portal/shared';
import { useDonationsTranslation } from '../i18n';

export interface GoalNumbers {
  raisedCents: number;
  goalCents: number;
  currency: string;
}

/** How far along, 0 to 100 (a page past its goal shows a full bar). */
export function goalPercent(raisedCents: number, goalCents: number): number {
  if (goalCents <= 0) return 100;
  return Math.min(100, Math.round((raisedCents / goalCents) * 100));
}

/** "$120 of $365" in the language. */
export function useGoalWords() {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  return (goal: GoalNumbers) =>
    t('donations.page.progress', {
      raised: formatMoney(goal.raisedCents, goal.currency, language, { compact: true }),
      goal: formatMoney(goal.goalCents, goal.currency, language, { compact: true }),
    });
}

export function GoalProgress({ goal, heading }: { goal: GoalNumbers; heading: string }) {
  const { t } = useDonationsTranslation();
  const words = useGoalWords()(goal);
  const labelId = useId();
  const percent = goalPercent(goal.raisedCents, goal.goalCents);
  return (
    <section className="dn-goal" aria-labelledby={labelId} data-testid="goal-progress">
      <h2 id={labelId} className="dn-heading">
        {heading}
      </h2>
      <p className="dn-goal__numbers">
        <span className="dn-goal__amount" data-testid="goal-numbers">
          {words}
        </span>
        <span aria-hidden="true">{percent} %</span>
      </p>
      <div
        className="dn-goal__track"
        role="progressbar"
        aria-label={t('donations.page.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
      >
        <div className="dn-goal__bar" style={{ width: `${percent}%` }} />
      </div>
      {goal.raisedCents >= goal.goalCents ? (
        <p className="pl-text pl-text--secondary">{t('donations.page.reached')}</p>
      ) : null}
    </section>
  );
}
