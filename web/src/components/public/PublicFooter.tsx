import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { blogUrl } from '../../app/links';
import { paths } from '../../app/paths';
import { BrandMark } from '../shell/BrandMark';
import { sectionIds } from './sectionScroll';

/** The public pages' footer: About, Careers, the external Blog, and the copyright line. */
export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer id={sectionIds.resources} className="th-public-footer" tabIndex={-1}>
      <div className="th-public-footer__inner">
        <div className="th-public-footer__brand">
          <BrandMark />
          <p>{t('public.footer.tagline')}</p>
        </div>
        <nav aria-label={t('public.footer.label')}>
          <h2 className="th-public-footer__heading">{t('public.footer.resources')}</h2>
          <ul className="th-public-footer__links">
            <li>
              <Link to={paths.about}>{t('public.footer.about')}</Link>
            </li>
            <li>
              <Link to={paths.careers}>{t('public.footer.careers')}</Link>
            </li>
            <li>
              <a href={blogUrl} target="_blank" rel="noopener noreferrer">
                {t('public.footer.blog')}
                <span className="th-visually-hidden"> {t('public.opensInNewTab')}</span>
              </a>
            </li>
            <li>
              <Link to={paths.booking}>{t('public.footer.booking')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="th-public-footer__copyright">{t('public.footer.copyright')}</p>
    </footer>
  );
}
