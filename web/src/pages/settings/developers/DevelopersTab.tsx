import { ApiKeysSection } from './ApiKeysSection';
import { WebhooksSection } from './WebhooksSection';

/** Settings → Developers (members with Team Management of an approved organisation). */
export default function DevelopersTab() {
  return (
    <div className="th-settings__sections th-developers">
      <ApiKeysSection />
      <WebhooksSection />
    </div>
  );
}
