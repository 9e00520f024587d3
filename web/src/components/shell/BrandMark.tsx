import { useTranslation } from 'react-i18next';

/** The product's name with its logo mark. */
export function BrandMark() {
  const { t } = useTranslation();
  return (
    <span className="th-brand">
      <svg className="th-brand__logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path
          d="M9 11h14M16 11v12"
          style={{ stroke: 'var(--th-on-blue)' }}
          strokeWidth="3.2"
          strokeLinecap="round"
        />
      </svg>
      <span className="th-brand__name">{t('app.name')}</span>
    </span>
  );
}
