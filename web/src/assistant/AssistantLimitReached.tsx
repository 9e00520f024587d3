import { CheckOutlined, CrownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../app/paths';

const features = ['unlimited', 'riskAnalysis', 'supplierVerification', 'prioritySupport'] as const;

/** No free questions left today: the upgrade offer and what premium adds. */
export function AssistantLimitReached({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section
      className="th-assistant__limit"
      aria-labelledby="th-assistant-limit-title"
      data-testid="assistant-limit"
    >
      <h3 id="th-assistant-limit-title" className="th-assistant__limit-title">
        <CrownOutlined aria-hidden="true" /> {t('assistant.limit.title')}
      </h3>
      <p className="th-assistant__limit-text">{t('assistant.limit.text')}</p>
      <ul className="th-assistant__features" aria-label={t('assistant.limit.featuresLabel')}>
        {features.map((feature) => (
          <li key={feature}>
            <CheckOutlined aria-hidden="true" className="th-assistant__feature-icon" />
            {t(`assistant.limit.features.${feature}`)}
          </li>
        ))}
      </ul>
      <Button
        type="primary"
        block
        href={paths.pricingBeta}
        onClick={(event) => {
          // A real link (new tab, copy address), followed inside the app on a plain click.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onNavigate();
          void navigate(paths.pricingBeta);
        }}
      >
        {t('assistant.limit.upgradeNow')}
      </Button>
    </section>
  );
}
