import {
  ApartmentOutlined,
  BankOutlined,
  GlobalOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  SwapOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { App, Button } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { authErrorMessage } from '../../auth/authErrorMessage';
import { useAuthDialog } from '../../auth/dialog/authDialogContext';
import { useStartDemo } from '../../api/profile/mutations';
import { scrollToSection, sectionIds } from '../../components/public/sectionScroll';
import { useFormat } from '../../i18n/useFormat';
import { marketingClaims } from './claims';
import { CurrencyAnimation } from './CurrencyAnimation';
import './landing.css';

const features: ReadonlyArray<{ key: 'verification' | 'risk' | 'payments' | 'fx'; icon: ComponentType }> = [
  { key: 'verification', icon: SafetyCertificateOutlined },
  { key: 'risk', icon: ThunderboltOutlined },
  { key: 'payments', icon: BankOutlined },
  { key: 'fx', icon: SwapOutlined },
];

const audiences: ReadonlyArray<{ key: 'buyers' | 'suppliers' | 'platforms'; icon: ComponentType }> = [
  { key: 'buyers', icon: GlobalOutlined },
  { key: 'suppliers', icon: ShopOutlined },
  { key: 'platforms', icon: ApartmentOutlined },
];

const testimonials = ['first', 'second'] as const;

function useClaims() {
  const format = useFormat();
  return {
    currencies: format.number(marketingClaims.currencies),
    countries: format.number(marketingClaims.countries),
    businesses: format.number(marketingClaims.businesses),
  };
}

function DemoButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mutateAsync: startDemo } = useStartDemo();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const open = async () => {
    setStarting(true);
    try {
      await startDemo();
      await navigate(paths.home);
    } catch (error) {
      setStarting(false);
      void message.error(authErrorMessage(error, t));
    }
  };
  return (
    <Button size="large" ghost disabled={starting} onClick={() => void open()}>
      {starting ? t('landing.hero.demoStarting') : t('landing.hero.demo')}
    </Button>
  );
}

function Hero() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const claims = useClaims();
  return (
    <section className="th-hero" aria-labelledby="th-hero-title">
      <CurrencyAnimation />
      <div className="th-hero__content">
        <p className="th-hero__eyebrow">{t('landing.hero.eyebrow')}</p>
        <h1 id="th-hero-title" className="th-hero__title">
          {t('landing.hero.title')}
        </h1>
        <p className="th-hero__lead">{t('landing.hero.lead', claims)}</p>
        <div className="th-hero__actions">
          <Button type="primary" size="large" onClick={() => open('signUp')}>
            {t('landing.hero.getStarted')}
          </Button>
          <DemoButton />
        </div>
        <dl className="th-hero__stats">
          <div>
            <dt>{t('landing.stats.currencies')}</dt>
            <dd>{claims.currencies}</dd>
          </div>
          <div>
            <dt>{t('landing.stats.countries')}</dt>
            <dd>{claims.countries}</dd>
          </div>
          <div>
            <dt>{t('landing.stats.businesses')}</dt>
            <dd>{t('landing.stats.atLeast', { count: claims.businesses })}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

function Features() {
  const { t } = useTranslation();
  return (
    <section
      id={sectionIds.features}
      className="th-landing-section"
      aria-labelledby="th-features-title"
      tabIndex={-1}
    >
      <h2 id="th-features-title" className="th-landing-section__title">
        {t('landing.features.title')}
      </h2>
      <p className="th-landing-section__lead">{t('landing.features.lead')}</p>
      <ul className="th-feature-grid">
        {features.map(({ key, icon: Icon }) => (
          <li key={key} className="th-feature">
            <span className="th-feature__icon" aria-hidden="true">
              <Icon />
            </span>
            <h3 className="th-feature__title">{t(`landing.features.${key}.title`)}</h3>
            <p className="th-feature__text">{t(`landing.features.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Testimonials() {
  const { t } = useTranslation();
  return (
    <section
      className="th-landing-section th-landing-section--tinted"
      aria-labelledby="th-testimonials-title"
    >
      <h2 id="th-testimonials-title" className="th-landing-section__title">
        {t('landing.testimonials.title')}
      </h2>
      <div className="th-testimonials">
        {testimonials.map((key) => (
          <figure key={key} className="th-testimonial">
            <blockquote className="th-testimonial__quote">
              <p>{t(`landing.testimonials.${key}.quote`)}</p>
            </blockquote>
            <figcaption className="th-testimonial__author">
              <strong>{t(`landing.testimonials.${key}.name`)}</strong>
              <span>{t(`landing.testimonials.${key}.role`)}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}

function WhoIsItFor() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="th-landing-section" aria-labelledby="th-audience-title">
      <h2 id="th-audience-title" className="th-landing-section__title">
        {t('landing.audience.title')}
      </h2>
      <ul className="th-audience-grid">
        {audiences.map(({ key, icon: Icon }) => (
          <li key={key} className="th-audience">
            <span className="th-feature__icon" aria-hidden="true">
              <Icon />
            </span>
            <h3 className="th-feature__title">{t(`landing.audience.${key}.title`)}</h3>
            <p className="th-feature__text">{t(`landing.audience.${key}.text`)}</p>
            <Button onClick={() => void navigate(paths.booking)}>
              {t(`landing.audience.${key}.button`)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CallToAction() {
  const { t } = useTranslation();
  const { open } = useAuthDialog();
  const navigate = useNavigate();
  return (
    <section className="th-cta" aria-labelledby="th-cta-title">
      <h2 id="th-cta-title" className="th-cta__title">
        {t('landing.cta.title')}
      </h2>
      <p className="th-cta__text">{t('landing.cta.text')}</p>
      <div className="th-hero__actions th-cta__actions">
        <Button type="primary" size="large" onClick={() => open('signUp')}>
          {t('landing.cta.createAccount')}
        </Button>
        <Button size="large" onClick={() => void navigate(paths.booking)}>
          {t('landing.cta.scheduleDemo')}
        </Button>
      </div>
    </section>
  );
}

/** `/` for visitors: hero, features, testimonials, who it is for, call to action (spec section 2). */
export default function LandingPage() {
  const { hash } = useLocation();
  // Arriving from another page's "Features" link: scroll once the section exists.
  useEffect(() => {
    if (hash) scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);
  return (
    <div className="th-landing">
      <Hero />
      <Features />
      <Testimonials />
      <WhoIsItFor />
      <CallToAction />
    </div>
  );
}
