import { READING_MINUTES, READING_MINUTES_SHORTEST } from '@hai/domain';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/useLocale';
import { ChatIcon, ClockIcon, WheelIcon } from '../ui/icons';

const CARDS = [
  { key: 'duration', Icon: ClockIcon },
  { key: 'categories', Icon: WheelIcon },
  { key: 'questions', Icon: ChatIcon },
] as const;

/**
 * The three facts of the assessment (spec §2 Home): the duration — the reading estimate computed
 * from the question bank over the shortest and the longest company path (`READING_MINUTES_SHORTEST`,
 * `READING_MINUTES`; docs/question-authoring.md rule 5) — 12 categories and 180 questions.
 */
export function InfoCards() {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <ul className="info-cards" aria-label={t('home.cardsLabel')}>
      {CARDS.map((c) => (
        <li key={c.key} className="card info-card" data-testid={`info-${c.key}`}>
          <span className="info-card__icon">
            <c.Icon />
          </span>
          <span className="info-card__value">
            {t(`home.cards.${c.key}.value`, {
              minutes: READING_MINUTES[locale],
              shortest: READING_MINUTES_SHORTEST[locale],
            })}
          </span>
          <span className="info-card__label">{t(`home.cards.${c.key}.label`)}</span>
        </li>
      ))}
    </ul>
  );
}
