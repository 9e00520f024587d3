import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SupplierDocumentItem } from './documentTypes';

/** A document's name, as a download link when the viewer may download it. */
export function DocumentName({ doc }: { doc: SupplierDocumentItem }) {
  const { t } = useTranslation();
  if (!doc.downloadUrl) return <span>{doc.name}</span>;
  return (
    <a
      href={doc.downloadUrl}
      download={doc.name}
      aria-label={t('supplierDetail.documents.downloadLabel', { name: doc.name })}
      data-testid="document-download"
    >
      <DownloadOutlined aria-hidden="true" /> {doc.name}
    </a>
  );
}
