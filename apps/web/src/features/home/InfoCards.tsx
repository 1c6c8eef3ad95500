import { useTranslation } from 'react-i18next';
import { ChatIcon, ClockIcon, WheelIcon } from '../ui/icons';

const CARDS = [
  { key: 'duration', Icon: ClockIcon },
  { key: 'categories', Icon: WheelIcon },
  { key: 'questions', Icon: ChatIcon },
] as const;

/** The three facts of the assessment (spec §2 Home, §9: 15-20 minutes, 12 categories, 180 questions). */
export function InfoCards() {
  const { t } = useTranslation('common');
  return (
    <ul className="info-cards" aria-label={t('home.cardsLabel')}>
      {CARDS.map((c) => (
        <li key={c.key} className="card info-card" data-testid={`info-${c.key}`}>
          <span className="info-card__icon">
            <c.Icon />
          </span>
          <span className="info-card__value">{t(`home.cards.${c.key}.value`)}</span>
          <span className="info-card__label">{t(`home.cards.${c.key}.label`)}</span>
        </li>
      ))}
    </ul>
  );
}
