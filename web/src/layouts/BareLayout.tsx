import { AntdProvider } from '../app/AntdProvider';
import { BrandMark } from '../components/shell/BrandMark';
import { LanguageSwitcher } from '../components/shell/LanguageSwitcher';
import { AccountStatusBridge } from '../realtime/AccountStatusBridge';
import { PageSlot } from './PageSlot';
import './layouts.css';

/** A full-page notice (account pending or refused): the brand, the language, the notice. */
export default function BareLayout() {
  return (
    <AntdProvider>
      <AccountStatusBridge />
      <div className="th-bare">
        <header className="th-bare__header">
          <BrandMark />
          <LanguageSwitcher />
        </header>
        <main id="main-content" className="th-bare__main" tabIndex={-1}>
          <PageSlot />
        </main>
      </div>
    </AntdProvider>
  );
}
